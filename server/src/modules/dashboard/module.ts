import { API_BASE_PATH } from '@coursedesk/contract/constants';
import type { AppModule } from '../module.ts';
import { dashboardRoutes } from './routes.ts';
import { createDashboardService } from './service.ts';

/** The dashboard: its figures, kept fast by versions (docs/dashboard.md). */
export const dashboardModule: AppModule = async (app, { db }) => {
  await app.register(dashboardRoutes, {
    prefix: API_BASE_PATH,
    dashboard: createDashboardService(db),
  });
};
