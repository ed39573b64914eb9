import { API_BASE_PATH } from '@coursedesk/contract/constants';
import type { AppModule } from '../module.ts';
import { previewRoutes } from './routes.ts';
import { createPreviewService } from './service.ts';

/** Preview tokens for drafts and schedules (docs/publishing.md, "Preview"). */
export const previewsModule: AppModule = async (
  app,
  { db, collections, previewTokens, sitePreviewUrl },
) => {
  const service = createPreviewService(db, {
    tokens: previewTokens,
    collections,
    sitePreviewUrl,
  });
  await app.register(previewRoutes, {
    prefix: API_BASE_PATH,
    service,
    previewUrlSet: sitePreviewUrl !== undefined,
  });
};
