import { API_BASE_PATH } from '@coursedesk/contract/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client.ts';
import { createDatabaseMediaStore, withExistenceCache } from './media-store.ts';
import { sweepUnreferencedMedia } from './references.ts';
import { imageRoutes, uploadRoutes } from './routes.ts';

/** How often each instance deletes the images nothing has referred to for the grace period. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Uploads: the upload endpoints under /api, the public image paths, and the sweep. Registered by
 * app.ts with the modules' shared context, of which it needs the database only.
 */
export const uploadsModule: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const store = withExistenceCache(createDatabaseMediaStore(db));
  await app.register(uploadRoutes, { prefix: API_BASE_PATH, store });
  await app.register(imageRoutes, { store });

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      sweepUnreferencedMedia(db).catch((error: unknown) => {
        app.log.error({ err: error }, 'media sweep failed');
      });
    }, SWEEP_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};
