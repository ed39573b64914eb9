import { couponCheckInput, couponCheckResponse } from '@coursedesk/contract/coupons';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formClientOf } from '../../lib/client-address.ts';
import { isTrustedSiteCaller } from '../../lib/site-keys.ts';
import type { CouponsService } from './service.ts';

/** The checkout's coupon check, open to anyone (docs/website-forms.md). */
export const publicCouponRoutes: FastifyPluginAsyncZod<{ coupons: CouponsService }> = async (
  app,
  { coupons },
) => {
  app.post(
    '/public/coupons/check',
    {
      config: { public: true },
      bodyLimit: 4096,
      schema: {
        tags: ['public'],
        operationId: 'checkCoupon',
        summary: 'Whether a coupon code applies to a course, and the price after it',
        body: couponCheckInput,
        response: { 200: couponCheckResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await coupons.check(request.body.code, request.body.course, {
        // The client's address (TRUST_PROXY), or a site caller's key and visitor.
        address: formClientOf(request),
        trusted: isTrustedSiteCaller(request),
      }),
    }),
  );
};
