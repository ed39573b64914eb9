import { API_BASE_PATH } from '@coursedesk/contract/constants';
import type { AppModule } from '../module.ts';
import { customersRoutes } from './routes.ts';
import { createCustomersService } from './service.ts';

/** Customers: the people list, its stats and CSV export. */
export const customersModule: AppModule = async (app, { db }) => {
  await app.register(customersRoutes, {
    prefix: API_BASE_PATH,
    customers: createCustomersService(db),
  });
};
