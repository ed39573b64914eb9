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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addCreateRoute, addRecordRoutes } from '../../lib/record-routes.ts';
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
  addCreateRoute(app, {
    path: '/coupons/admin',
    tags: tags,
    body: couponInput,
    response: couponResponse,
    message: M.created,
    create: (body) => coupons.create(body),
  });
  addRecordRoutes(app, {
    versioned: true,
    path: '/coupons/admin/:id',
    tags,
    params: couponIdParams,
    response: couponResponse,
    get: ({ id }) => coupons.get(id),
    update: {
      body: couponInput,
      message: M.updated,
      save: ({ id }, body, ifMatch) => coupons.update(id, body, ifMatch),
    },
    remove: { message: M.deleted, delete: ({ id }, ifMatch) => coupons.delete(id, ifMatch) },
  });
};
