import {
  courseInput,
  courseListQuery,
  courseListResponse,
  courseResponse,
  courseStatsResponse,
  courseMessages as M,
} from '@coursedesk/contract/courses';
import { messageOnly } from '@coursedesk/contract/envelope';
import { pagedAnswer } from '@coursedesk/contract/list';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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

  app.get(
    '/admin/courses',
    {
      schema: {
        tags: COURSE_TAGS,
        querystring: courseListQuery,
        response: { 200: courseListResponse },
      },
    },
    async (request) => pagedAnswer(await courses.listCourses(request.query)),
  );
  app.get(
    '/admin/courses/stats',
    { schema: { tags: COURSE_TAGS, response: { 200: courseStatsResponse } } },
    async () => ({ success: true as const, data: await courses.stats() }),
  );
  app.get(
    '/admin/courses/:id',
    { schema: { tags: COURSE_TAGS, params: courseParams, response: { 200: courseResponse } } },
    async (request) => ({
      success: true as const,
      data: await courses.getCourse(request.params.id),
    }),
  );
  app.post(
    '/admin/courses',
    {
      ...courseForm,
      schema: { tags: COURSE_TAGS, body: courseInput, response: { 201: courseResponse } },
    },
    async (request, reply) => {
      const data = await courses.createCourse(request.body);
      return reply.code(201).send({ success: true, message: M.courseCreated, data });
    },
  );
  app.put(
    '/admin/courses/:id',
    {
      ...courseForm,
      schema: {
        tags: COURSE_TAGS,
        params: courseParams,
        body: courseInput,
        response: { 200: courseResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: M.courseUpdated,
      data: await courses.updateCourse(request.params.id, request.body),
    }),
  );
  app.delete(
    '/admin/courses/:id',
    { schema: { tags: COURSE_TAGS, params: courseParams, response: { 200: messageOnly } } },
    async (request) => {
      await courses.deleteCourse(request.params.id);
      return { success: true as const, message: M.courseDeleted };
    },
  );
};
