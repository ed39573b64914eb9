import {
  courseDetailsInput,
  courseDetailsListResponse,
  courseDetailsResponse,
  coursePartListQuery,
  courseMessages as M,
} from '@coursedesk/contract/courses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addCreateRoute, addListRoute, addRecordRoutes } from '../../../lib/record-routes.ts';
import { COURSE_TAGS, keyParams } from '../keys.ts';
import type { DetailsService } from './service.ts';

const detailsParams = keyParams(M.detailsNotFound);

/** /admin/course-details: found by their `_id` or by the course's id (`courseId` in the body). */
export const detailsRoutes: FastifyPluginAsyncZod<{ details: DetailsService }> = async (
  app,
  { details },
) => {
  addListRoute(app, {
    path: '/admin/course-details',
    tags: COURSE_TAGS,
    querystring: coursePartListQuery,
    response: courseDetailsListResponse,
    list: (query) => details.listDetails(query),
  });
  addCreateRoute(app, {
    path: '/admin/course-details',
    tags: COURSE_TAGS,
    body: courseDetailsInput,
    response: courseDetailsResponse,
    message: M.detailsCreated,
    create: ({ courseId, ...values }) => details.createDetails(courseId, values),
  });
  addRecordRoutes(app, {
    path: '/admin/course-details/:id',
    tags: COURSE_TAGS,
    params: detailsParams,
    response: courseDetailsResponse,
    get: ({ id }) => details.getDetails(id),
    update: {
      body: courseDetailsInput,
      message: M.detailsUpdated,
      save: ({ id }, { courseId, ...values }) => details.updateDetails(id, courseId, values),
    },
    remove: { message: M.detailsDeleted, delete: ({ id }) => details.deleteDetails(id) },
  });
};
