import {
  coursePartListQuery,
  coursePricingInput,
  coursePricingListResponse,
  coursePricingResponse,
  courseMessages as M,
} from '@coursedesk/contract/courses';
import { messageOnly } from '@coursedesk/contract/envelope';
import { pagedAnswer } from '@coursedesk/contract/list';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COURSE_TAGS, keyParams } from '../keys.ts';
import type { PricingService } from './service.ts';

const pricingParams = keyParams(M.pricingNotFound);

/** /admin/course-pricing: found by the plan's `_id` or by `id`, the course's id. */
export const pricingRoutes: FastifyPluginAsyncZod<{ pricing: PricingService }> = async (
  app,
  { pricing },
) => {
  app.get(
    '/admin/course-pricing',
    {
      schema: {
        tags: COURSE_TAGS,
        querystring: coursePartListQuery,
        response: { 200: coursePricingListResponse },
      },
    },
    async (request) => pagedAnswer(await pricing.listPricing(request.query)),
  );
  app.get(
    '/admin/course-pricing/:id',
    {
      schema: {
        tags: COURSE_TAGS,
        params: pricingParams,
        response: { 200: coursePricingResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await pricing.getPricing(request.params.id),
    }),
  );
  app.post(
    '/admin/course-pricing',
    {
      schema: {
        tags: COURSE_TAGS,
        body: coursePricingInput,
        response: { 201: coursePricingResponse },
      },
    },
    async (request, reply) => {
      const { id, ...values } = request.body;
      const data = await pricing.createPricing(id, values);
      return reply.code(201).send({ success: true, message: M.pricingCreated, data });
    },
  );
  app.put(
    '/admin/course-pricing/:id',
    {
      schema: {
        tags: COURSE_TAGS,
        params: pricingParams,
        body: coursePricingInput,
        response: { 200: coursePricingResponse },
      },
    },
    async (request) => {
      const { id, ...values } = request.body;
      return {
        success: true as const,
        message: M.pricingUpdated,
        data: await pricing.updatePricing(request.params.id, id, values),
      };
    },
  );
  app.delete(
    '/admin/course-pricing/:id',
    { schema: { tags: COURSE_TAGS, params: pricingParams, response: { 200: messageOnly } } },
    async (request) => {
      await pricing.deletePricing(request.params.id);
      return { success: true as const, message: M.pricingDeleted };
    },
  );
};
