import {
  imageVariantQuery,
  UPLOAD_FIELD,
  UPLOADS_BASE_PATH,
  uploadEndpoints,
  uploadMessages,
  uploadResponse,
} from '@coursedesk/contract/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../lib/errors.ts';
import type { ImageVariants } from './image-variants.ts';
import type { MediaStore } from './media-store.ts';
import { acceptMultipart } from './multipart.ts';
import { sendImage } from './serve-image.ts';
import { readUploadBody } from './upload-body.ts';

/**
 * POST /api/admin/upload/{testimonial-avatar,mentor-image}, for signed-in admins: one image in the
 * field `image`, answered with its stored name (docs/uploads.md).
 */
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
        const files = { [UPLOAD_FIELD]: { area, field: 'filename' } };
        const { filename } = await readUploadBody(request, { files, store });
        if (typeof filename !== 'string') {
          throw new AppError('VALIDATION_ERROR', uploadMessages.missing);
        }
        return { success: true as const, filename, message: uploadMessages.uploaded };
      },
    );
  }
};

const imageParams = z.object({ area: z.string(), name: z.string() });

/**
 * GET /uploads/{area}/{name}, with `?w=` and `?format=` for a sized copy: public, since the
 * website shows these images.
 */
export const imageRoutes: FastifyPluginAsyncZod<{
  store: MediaStore;
  variants: ImageVariants;
}> = async (app, { store, variants }) => {
  app.get(
    `${UPLOADS_BASE_PATH}/:area/:name`,
    {
      config: { public: true },
      schema: { hide: true, params: imageParams, querystring: imageVariantQuery },
    },
    async (request, reply) =>
      sendImage(store, variants, request, reply, request.params, request.query),
  );
  // Anything else under the upload path (a bare area, deeper paths): no listing, no app page.
  for (const path of [UPLOADS_BASE_PATH, `${UPLOADS_BASE_PATH}/*`]) {
    app.get(path, { config: { public: true }, schema: { hide: true } }, async () => {
      throw notFound('Image not found');
    });
  }
};
