import {
  courseInput,
  courseListQuery,
  courseListResponse,
  courseResponse,
  courseStatsResponse,
  courseMessages as M,
} from '@coursedesk/contract/courses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addCreateRoute, addListRoute, addRecordRoutes } from '../../../lib/record-routes.ts';
import type { MediaStore } from '../../../uploads/media-store.ts';
import { acceptMultipart } from '../../../uploads/multipart.ts';
import { uploadForm } from '../../../uploads/upload-body.ts';
import { COURSE_TAGS, keyParams } from '../keys.ts';
import type { CourseService } from './service.ts';

const courseParams = keyParams(M.courseNotFound);

/** GET/POST /admin/courses and GET/PUT/DELETE /admin/courses/{id}. */
export const courseRoutes: FastifyPluginAsyncZod<{
  courses: CourseService;
  store: MediaStore;
}> = async (app, { courses, store }) => {
  await acceptMultipart(app);
  // A course may come as multipart: its fields as text, a new image in `image` (docs/courses.md).
  const courseForm = uploadForm({
    schema: courseInput,
    files: { image: { area: 'course-images', field: 'image' } },
    store,
  });

  addListRoute(app, {
    path: '/admin/courses',
    tags: COURSE_TAGS,
    querystring: courseListQuery,
    response: courseListResponse,
    list: (query) => courses.listCourses(query),
  });
  app.get(
    '/admin/courses/stats',
    { schema: { tags: COURSE_TAGS, response: { 200: courseStatsResponse } } },
    async () => ({ success: true as const, data: await courses.stats() }),
  );
  addCreateRoute(app, {
    path: '/admin/courses',
    tags: COURSE_TAGS,
    body: courseInput,
    response: courseResponse,
    message: M.courseCreated,
    create: (body) => courses.createCourse(body),
    options: courseForm,
  });
  // Versioned like the course editor's bundle: the same version covers course, details, pricing.
  addRecordRoutes(app, {
    versioned: true,
    path: '/admin/courses/:id',
    tags: COURSE_TAGS,
    params: courseParams,
    response: courseResponse,
    get: ({ id }) => courses.getCourse(id),
    update: {
      body: courseInput,
      message: M.courseUpdated,
      save: ({ id }, body, ifMatch) => courses.updateCourse(id, body, ifMatch),
      options: courseForm,
    },
    remove: {
      message: M.courseDeleted,
      delete: ({ id }, ifMatch) => courses.deleteCourse(id, ifMatch),
    },
  });
};
