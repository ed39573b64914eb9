import { API_BASE_PATH } from '@coursedesk/contract/constants';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client.ts';
import { createImageVariants } from './image-variants.ts';
import { createDatabaseMediaStore, withExistenceCache } from './media-store.ts';
import { sweepUnreferencedMedia } from './references.ts';
import { imageRoutes, uploadRoutes } from './routes.ts';

/**
 * When each instance deletes the images nothing has referred to for the grace period: a minute
 * after start (so a server restarted more often than hourly still sweeps), then every hour.
 */
export const SWEEP_SCHEDULE = { firstMs: 60 * 1000, everyMs: 60 * 60 * 1000 } as const;

/** Runs `sweep` once after `firstMs`, then every `everyMs`; the returned function stops it. */
export function scheduleSweeps(
  sweep: () => void,
  { firstMs, everyMs }: { firstMs: number; everyMs: number } = SWEEP_SCHEDULE,
): () => void {
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    sweep();
    interval = setInterval(sweep, everyMs);
    interval.unref();
  }, firstMs);
  first.unref();
  return () => {
    clearTimeout(first);
    clearInterval(interval);
  };
}

/**
 * Uploads: the upload endpoints under /api, the public image paths, and the sweep. Registered by
 * app.ts with the modules' shared context, of which it needs the database only.
 */
export const uploadsModule: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const store = withExistenceCache(createDatabaseMediaStore(db));
  await app.register(uploadRoutes, { prefix: API_BASE_PATH, store });
  await app.register(imageRoutes, { store, variants: createImageVariants(db, store) });

  let stop: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stop = scheduleSweeps(() => {
      sweepUnreferencedMedia(db).catch((error: unknown) => {
        app.log.error({ err: error }, 'media sweep failed');
      });
    });
  });
  app.addHook('onClose', async () => stop?.());
};
