import {
  coursePricingInput,
  coursePricingListResponse,
  coursePricingResponse,
  courseMessages as M,
} from '@coursedesk/contract/courses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addCoursePartRoutes } from '../part-routes.ts';
import type { PricingService } from './service.ts';

/** /admin/course-pricing: found by the plan's `_id` or by `id`, the course's id. */
export const pricingRoutes: FastifyPluginAsyncZod<{ pricing: PricingService }> = async (
  app,
  { pricing },
) => {
  addCoursePartRoutes(app, {
    path: '/admin/course-pricing',
    body: coursePricingInput,
    response: coursePricingResponse,
    listResponse: coursePricingListResponse,
    messages: {
      notFound: M.pricingNotFound,
      created: M.pricingCreated,
      updated: M.pricingUpdated,
      deleted: M.pricingDeleted,
    },
    split: ({ id: courseId, ...values }) => ({ courseKey: courseId, values }),
    list: pricing.listPricing,
    get: pricing.getPricing,
    create: pricing.createPricing,
    update: pricing.updatePricing,
    remove: pricing.deletePricing,
  });
};
