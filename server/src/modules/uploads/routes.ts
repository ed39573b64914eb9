import { API_BASE_PATH } from '@coursedesk/contract/constants';
import {
  UPLOADS_BASE_PATH,
  uploadEndpoints,
  uploadMessages,
  uploadResponse,
} from '@coursedesk/contract/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import {
  createDatabaseMediaStore,
  type MediaStore,
  withExistenceCache,
} from '../../lib/uploads/media-store.ts';
import { acceptMultipart, readImageForm } from '../../lib/uploads/multipart.ts';
import { sweepUnreferencedMedia } from '../../lib/uploads/references.ts';
import { sendStoredImage } from '../../lib/uploads/serve-image.ts';
import { storeUploadedImage } from '../../lib/uploads/store-upload.ts';
import { withUploadSlot } from '../../lib/uploads/upload-slots.ts';

/** How often each instance deletes the images nothing has referred to for the grace period. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Uploads: the upload endpoints under /api, the public image paths, and the sweep. */
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

/** POST /api/admin/upload/{testimonial-avatar,mentor-image} (spec §7), for signed-in admins. */
const uploadRoutes: FastifyPluginAsyncZod<{ store: MediaStore }> = async (app, { store }) => {
  await acceptMultipart(app);
  for (const [endpoint, area] of Object.entries(uploadEndpoints)) {
    app.post(
      `/admin/upload/${endpoint}`,
      {
        config: { multipart: true },
        schema: {
          tags: ['Uploads'],
          consumes: ['multipart/form-data'],
          response: { 200: uploadResponse },
        },
      },
      async (request) => {
        const filename = await withUploadSlot(async () => {
          const { image } = await readImageForm(request);
          if (!image) throw new AppError('VALIDATION_ERROR', uploadMessages.missing);
          return storeUploadedImage(store, area, image);
        });
        return { success: true as const, filename, message: uploadMessages.uploaded };
      },
    );
  }
};

const imageParams = z.object({ area: z.string(), name: z.string() });

/** GET /uploads/{area}/{name}: public, since the website shows these images. */
const imageRoutes: FastifyPluginAsyncZod<{ store: MediaStore }> = async (app, { store }) => {
  app.get(
    `${UPLOADS_BASE_PATH}/:area/:name`,
    { config: { public: true }, schema: { hide: true, params: imageParams } },
    async (request, reply) =>
      sendStoredImage(store, request, reply, request.params.area, request.params.name),
  );
  // Anything else under the upload path (a bare area, deeper paths): no listing, no app page.
  for (const path of [UPLOADS_BASE_PATH, `${UPLOADS_BASE_PATH}/*`]) {
    app.get(path, { config: { public: true }, schema: { hide: true } }, async () => {
      throw notFound('Image not found');
    });
  }
};
