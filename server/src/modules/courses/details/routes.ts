import {
  courseDetailsInput,
  courseDetailsListResponse,
  courseDetailsResponse,
  courseMessages as M,
} from '@coursedesk/contract/courses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addCoursePartRoutes } from '../part-routes.ts';
import type { DetailsService } from './service.ts';

/** /admin/course-details: found by their `_id` or by the course's id (`courseId` in the body). */
export const detailsRoutes: FastifyPluginAsyncZod<{ details: DetailsService }> = async (
  app,
  { details },
) => {
  addCoursePartRoutes(app, {
    path: '/admin/course-details',
    body: courseDetailsInput,
    response: courseDetailsResponse,
    listResponse: courseDetailsListResponse,
    messages: {
      notFound: M.detailsNotFound,
      created: M.detailsCreated,
      updated: M.detailsUpdated,
      deleted: M.detailsDeleted,
    },
    split: ({ courseId, ...values }) => ({ courseKey: courseId, values }),
    list: details.listDetails,
    get: details.getDetails,
    create: details.createDetails,
    update: details.updateDetails,
    remove: details.deleteDetails,
  });
};
