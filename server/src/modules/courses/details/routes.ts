import {
  courseDetailsInput,
  courseDetailsListResponse,
  courseDetailsResponse,
  coursePartListQuery,
  courseMessages as M,
} from '@coursedesk/contract/courses';
import { messageOnly } from '@coursedesk/contract/envelope';
import { pagedAnswer } from '@coursedesk/contract/list';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COURSE_TAGS, keyParams } from '../keys.ts';
import type { DetailsService } from './service.ts';

const detailsParams = keyParams(M.detailsNotFound);

/** /admin/course-details: found by their `_id` or by the course's id (`courseId` in the body). */
export const detailsRoutes: FastifyPluginAsyncZod<{ details: DetailsService }> = async (
  app,
  { details },
) => {
  app.get(
    '/admin/course-details',
    {
      schema: {
        tags: COURSE_TAGS,
        querystring: coursePartListQuery,
        response: { 200: courseDetailsListResponse },
      },
    },
    async (request) => pagedAnswer(await details.listDetails(request.query)),
  );
  app.get(
    '/admin/course-details/:id',
    {
      schema: {
        tags: COURSE_TAGS,
        params: detailsParams,
        response: { 200: courseDetailsResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await details.getDetails(request.params.id),
    }),
  );
  app.post(
    '/admin/course-details',
    {
      schema: {
        tags: COURSE_TAGS,
        body: courseDetailsInput,
        response: { 201: courseDetailsResponse },
      },
    },
    async (request, reply) => {
      const { courseId, ...values } = request.body;
      const data = await details.createDetails(courseId, values);
      return reply.code(201).send({ success: true, message: M.detailsCreated, data });
    },
  );
  app.put(
    '/admin/course-details/:id',
    {
      schema: {
        tags: COURSE_TAGS,
        params: detailsParams,
        body: courseDetailsInput,
        response: { 200: courseDetailsResponse },
      },
    },
    async (request) => {
      const { courseId, ...values } = request.body;
      return {
        success: true as const,
        message: M.detailsUpdated,
        data: await details.updateDetails(request.params.id, courseId, values),
      };
    },
  );
  app.delete(
    '/admin/course-details/:id',
    { schema: { tags: COURSE_TAGS, params: detailsParams, response: { 200: messageOnly } } },
    async (request) => {
      await details.deleteDetails(request.params.id);
      return { success: true as const, message: M.detailsDeleted };
    },
  );
};
