import { API_BASE_PATH } from '@coursedesk/contract/constants';
import type { AppModule } from '../module.ts';
import { couponsRoutes } from './routes.ts';
import { createCouponsService } from './service.ts';

/** Coupons: the codes, their rules and computed status. */
export const couponsModule: AppModule = async (app, { db }) => {
  await app.register(couponsRoutes, { prefix: API_BASE_PATH, coupons: createCouponsService(db) });
};
