import { API_BASE_PATH } from '@coursedesk/contract/constants';
import type { AppModule } from '../module.ts';
import { customersRoutes } from './customers/routes.ts';
import { createCustomersService } from './customers/service.ts';
import { publicInquiryRoutes } from './inquiries/public-routes.ts';
import { inquiriesRoutes } from './inquiries/routes.ts';
import { createInquiriesService } from './inquiries/service.ts';

/**
 * The people the business sells to and hears from: customers and inquiries, each a list with its
 * statuses, stats and CSV export, built on what the two share (this folder's own files).
 */
export const customersModule: AppModule = async (app, { db, courses, formBudgets }) => {
  await app.register(customersRoutes, {
    prefix: API_BASE_PATH,
    customers: createCustomersService(db, courses),
  });
  const inquiries = createInquiriesService(db, courses, { budget: formBudgets.inquiries });
  await app.register(inquiriesRoutes, { prefix: API_BASE_PATH, inquiries });
  await app.register(publicInquiryRoutes, { prefix: API_BASE_PATH, inquiries });
};
