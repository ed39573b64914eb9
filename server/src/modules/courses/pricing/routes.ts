import {
  coursePartListQuery,
  coursePricingInput,
  coursePricingListResponse,
  coursePricingResponse,
  courseMessages as M,
} from '@coursedesk/contract/courses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addCreateRoute, addListRoute, addRecordRoutes } from '../../../lib/record-routes.ts';
import { COURSE_TAGS, keyParams } from '../keys.ts';
import type { PricingService } from './service.ts';

const pricingParams = keyParams(M.pricingNotFound);

/** /admin/course-pricing: found by the plan's `_id` or by `id`, the course's id. */
export const pricingRoutes: FastifyPluginAsyncZod<{ pricing: PricingService }> = async (
  app,
  { pricing },
) => {
  addListRoute(app, {
    path: '/admin/course-pricing',
    tags: COURSE_TAGS,
    querystring: coursePartListQuery,
    response: coursePricingListResponse,
    list: (query) => pricing.listPricing(query),
  });
  addCreateRoute(app, {
    path: '/admin/course-pricing',
    tags: COURSE_TAGS,
    body: coursePricingInput,
    response: coursePricingResponse,
    message: M.pricingCreated,
    create: ({ id: courseId, ...values }) => pricing.createPricing(courseId, values),
  });
  addRecordRoutes(app, {
    path: '/admin/course-pricing/:id',
    tags: COURSE_TAGS,
    params: pricingParams,
    response: coursePricingResponse,
    get: ({ id }) => pricing.getPricing(id),
    update: {
      body: coursePricingInput,
      message: M.pricingUpdated,
      save: ({ id }, { id: courseId, ...values }) => pricing.updatePricing(id, courseId, values),
    },
    remove: { message: M.pricingDeleted, delete: ({ id }) => pricing.deletePricing(id) },
  });
};
