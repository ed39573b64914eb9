import { API_BASE_PATH } from '@coursedesk/contract/constants';
import type { AppModule } from '../module.ts';
import { publicCouponRoutes } from './public-routes.ts';
import { couponsRoutes } from './routes.ts';
import { createCouponsService } from './service.ts';

/** Coupons: the codes, their rules and computed status, and the checkout's check of a code. */
export const couponsModule: AppModule = async (app, { db, courses, formBudgets }) => {
  const coupons = createCouponsService(db, courses, { checkBudget: formBudgets.couponChecks });
  await app.register(couponsRoutes, { prefix: API_BASE_PATH, coupons });
  await app.register(publicCouponRoutes, { prefix: API_BASE_PATH, coupons });
};
