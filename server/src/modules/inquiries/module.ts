import { API_BASE_PATH } from '@coursedesk/contract/constants';
import type { AppModule } from '../module.ts';
import { inquiriesRoutes } from './routes.ts';
import { createInquiriesService } from './service.ts';

/** Inquiries: the people who asked, their statuses, stats and CSV export. */
export const inquiriesModule: AppModule = async (app, { db }) => {
  await app.register(inquiriesRoutes, {
    prefix: API_BASE_PATH,
    inquiries: createInquiriesService(db),
  });
};
