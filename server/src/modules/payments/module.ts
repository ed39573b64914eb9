import { API_BASE_PATH } from '@coursedesk/contract/constants';
import type { AppModule } from '../module.ts';
import { paymentsRoutes } from './routes.ts';
import { createPaymentsService } from './service.ts';

/** Payments: transactions, their figures and CSV export. */
export const paymentsModule: AppModule = async (app, { db }) => {
  await app.register(paymentsRoutes, {
    prefix: API_BASE_PATH,
    payments: createPaymentsService(db),
  });
};
