import {
  UPLOADS_BASE_PATH,
  uploadEndpoints,
  uploadMessages,
  uploadResponse,
} from '@coursedesk/contract/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../lib/errors.ts';
import type { MediaStore } from './media-store.ts';
import { acceptMultipart, readImageForm } from './multipart.ts';
import { sendStoredImage } from './serve-image.ts';
import { storeUploadedImage } from './store-upload.ts';
import { withUploadSlot } from './upload-slots.ts';

/** POST /api/admin/upload/{testimonial-avatar,mentor-image} (spec §7), for signed-in admins. */
export const uploadRoutes: FastifyPluginAsyncZod<{ store: MediaStore }> = async (
  app,
  { store },
) => {
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
export const imageRoutes: FastifyPluginAsyncZod<{ store: MediaStore }> = async (app, { store }) => {
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
