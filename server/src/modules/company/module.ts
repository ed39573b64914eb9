import { API_BASE_PATH } from '@coursedesk/contract/constants';
import type { AppModule } from '../module.ts';
import { companyRoutes } from './routes.ts';
import { createCompanyService } from './service.ts';

/** The company info page: three single records, saved together or one by one (docs/company.md). */
export const companyModule: AppModule = async (app, { db }) => {
  await app.register(companyRoutes, { prefix: API_BASE_PATH, company: createCompanyService(db) });
};
