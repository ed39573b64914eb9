import {
  courseBundleInput,
  courseBundleResponse,
  courseMessages as M,
} from '@coursedesk/contract/courses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addCreateRoute, addRecordRoutes } from '../../../lib/record-routes.ts';
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

  addCreateRoute(app, {
    path: '/admin/course-bundles',
    tags: COURSE_TAGS,
    body: courseBundleInput,
    response: courseBundleResponse,
    message: M.bundleSaved,
    create: (body) => bundles.createBundle(body),
    options: bundleForm,
  });
  addRecordRoutes(app, {
    versioned: true,
    path: '/admin/course-bundles/:id',
    tags: COURSE_TAGS,
    params: courseParams,
    response: courseBundleResponse,
    get: ({ id }) => bundles.getBundle(id),
    update: {
      body: courseBundleInput,
      message: M.bundleSaved,
      save: ({ id }, body, ifMatch) => bundles.updateBundle(id, body, ifMatch),
      options: bundleForm,
    },
    remove: {
      message: M.bundleDeleted,
      delete: ({ id }, ifMatch) => bundles.deleteBundle(id, ifMatch),
    },
  });
};
