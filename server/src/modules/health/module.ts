import { API_BASE_PATH } from '@coursedesk/contract/constants';
import type { AppModule } from '../module.ts';
import { healthRoutes } from './routes.ts';
import { createHealthService } from './service.ts';

/** `GET /api/health` (liveness) and `GET /api/ready` (readiness): public, never shed. */
export const healthModule: AppModule = async (app, { db }) => {
  await app.register(healthRoutes, { prefix: API_BASE_PATH, health: createHealthService(db) });
};
