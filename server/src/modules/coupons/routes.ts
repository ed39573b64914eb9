import {
  couponAnalyticsQuery,
  couponAnalyticsResponse,
  couponCourseOptionsResponse,
  couponIdParams,
  couponInput,
  couponListQuery,
  couponListResponse,
  couponResponse,
  couponMessages as M,
} from '@coursedesk/contract/coupons';
import { messageOnly } from '@coursedesk/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CouponsService } from './service.ts';

const tags = ['Coupons'];

/** The coupon routes (docs/coupons-and-payments.md), under /api/coupons/admin; every route needs an admin session. */
export const couponsRoutes: FastifyPluginAsyncZod<{ coupons: CouponsService }> = async (
  app,
  { coupons },
) => {
  app.get(
    '/coupons/admin',
    { schema: { tags, querystring: couponListQuery, response: { 200: couponListResponse } } },
    async (request) => ({
      success: true as const,
      message: M.listed,
      ...(await coupons.list(request.query)),
    }),
  );
  app.get(
    '/coupons/admin/analytics',
    {
      schema: {
        tags,
        querystring: couponAnalyticsQuery,
        response: { 200: couponAnalyticsResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: M.analytics,
      data: await coupons.analytics(request.query),
    }),
  );
  app.get(
    '/coupons/admin/courses',
    { schema: { tags, response: { 200: couponCourseOptionsResponse } } },
    async () => ({
      success: true as const,
      message: M.courseOptions,
      data: await coupons.courseOptions(),
    }),
  );
  app.get(
    '/coupons/admin/:id',
    { schema: { tags, params: couponIdParams, response: { 200: couponResponse } } },
    async (request) => ({ success: true as const, data: await coupons.get(request.params.id) }),
  );
  app.post(
    '/coupons/admin',
    { schema: { tags, body: couponInput, response: { 201: couponResponse } } },
    async (request, reply) => {
      const data = await coupons.create(request.body);
      return reply.code(201).send({ success: true, message: M.created, data });
    },
  );
  app.put(
    '/coupons/admin/:id',
    {
      schema: {
        tags,
        params: couponIdParams,
        body: couponInput,
        response: { 200: couponResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: M.updated,
      data: await coupons.update(request.params.id, request.body),
    }),
  );
  app.delete(
    '/coupons/admin/:id',
    { schema: { tags, params: couponIdParams, response: { 200: messageOnly } } },
    async (request) => {
      await coupons.delete(request.params.id);
      return { success: true as const, message: M.deleted };
    },
  );
};
