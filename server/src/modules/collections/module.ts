import { API_BASE_PATH } from '@coursedesk/contract/constants';
import { createDatabaseMediaStore } from '../../uploads/media-store.ts';
import type { AppModule } from '../module.ts';
import { createListReplies } from './list-replies.ts';
import { serverCollections } from './registry.ts';
import { collectionRoutes } from './routes.ts';
import { createCollectionService } from './service.ts';

/** The website's declared content sections, one service each (docs/collections.md). */
export const collectionsModule: AppModule = async (app, { db }) => {
  const sections = serverCollections.map((entry) => {
    const service = createCollectionService(db, entry);
    return { entry, service, listReply: createListReplies(db, entry, service.list) };
  });
  await app.register(collectionRoutes, {
    prefix: API_BASE_PATH,
    sections,
    store: createDatabaseMediaStore(db),
  });
};
