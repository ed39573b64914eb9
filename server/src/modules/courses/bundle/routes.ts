import {
  courseBundleInput,
  courseBundleResponse,
  courseMessages as M,
} from '@coursedesk/contract/courses';
import { messageOnly } from '@coursedesk/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MediaStore } from '../../../uploads/media-store.ts';
import { acceptMultipart } from '../../../uploads/multipart.ts';
import { uploadForm } from '../../../uploads/upload-body.ts';
import { COURSE_TAGS, keyParams } from '../keys.ts';
import type { BundleService } from './service.ts';

const courseParams = keyParams(M.courseNotFound);

/** /admin/course-bundles: the whole course, saved and deleted in one transaction. */
export const bundleRoutes: FastifyPluginAsyncZod<{
  bundles: BundleService;
  store: MediaStore;
}> = async (app, { bundles, store }) => {
  await acceptMultipart(app);
  // A bundle may come as multipart: its JSON in the field `bundle`, a new course image in `image`.
  const bundleForm = uploadForm({
    json: { field: 'bundle', message: 'The field "bundle" must hold the course as JSON' },
    files: { image: { area: 'course-images', field: 'course.image' } },
    store,
  });

  app.get(
    '/admin/course-bundles/:id',
    {
      schema: { tags: COURSE_TAGS, params: courseParams, response: { 200: courseBundleResponse } },
    },
    async (request) => ({
      success: true as const,
      data: await bundles.getBundle(request.params.id),
    }),
  );
  app.post(
    '/admin/course-bundles',
    {
      ...bundleForm,
      schema: {
        tags: COURSE_TAGS,
        body: courseBundleInput,
        response: { 201: courseBundleResponse },
      },
    },
    async (request, reply) => {
      const data = await bundles.createBundle(request.body);
      return reply.code(201).send({ success: true, message: M.bundleSaved, data });
    },
  );
  app.put(
    '/admin/course-bundles/:id',
    {
      ...bundleForm,
      schema: {
        tags: COURSE_TAGS,
        params: courseParams,
        body: courseBundleInput,
        response: { 200: courseBundleResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: M.bundleSaved,
      data: await bundles.updateBundle(request.params.id, request.body),
    }),
  );
  app.delete(
    '/admin/course-bundles/:id',
    { schema: { tags: COURSE_TAGS, params: courseParams, response: { 200: messageOnly } } },
    async (request) => {
      await bundles.deleteBundle(request.params.id);
      return { success: true as const, message: M.bundleDeleted };
    },
  );
};
