// The website's checkout through Stripe Checkout (docs/payments-stripe.md): the server prices the
// order, asks Stripe for a Checkout Session charging exactly that, and records the order as
// pending; Stripe's events (events.ts) then bring it to paid.
import { randomBytes } from 'node:crypto';
import {
  CHECKOUT_CURRENCY,
  type CheckoutRequest,
  type CheckoutStarted,
  checkoutMessages as M,
  STRIPE_MINIMUM_CHARGE_PENCE,
} from '@coursedesk/contract/checkout';
import {
  type CouponCheckReason,
  type CouponRefusal,
  couponCheckReasonMessages,
  utcToday,
} from '@coursedesk/contract/coupons';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Database } from '../../../db/client.ts';
import { attemptsPer, createThrottle } from '../../../db/throttle.ts';
import { addressKey } from '../../../lib/client-address.ts';
import { AppError, conflict, notFound, tooManyRequests } from '../../../lib/errors.ts';
import type { CouponRedemptions } from '../../module.ts';
import { type OrderPrice, priceOrder } from './pricing.ts';
import { findCheckoutCourse, insertPendingOrder } from './repository.ts';

/** One address may start 10 checkouts in 10 minutes; then it waits out the 10 minutes. */
export const checkoutLimit = attemptsPer(10, 600);

/**
 * The order's facts Stripe carries in metadata (on the session, and on the payment or the
 * subscription it makes), so each of its events names the order they belong to.
 */
export interface OrderMetadata {
  orderId: string;
  course: string;
  plan: 'full' | 'installment';
  payments: string;
  perPaymentPence: string;
  coupon?: string;
  customerName: string;
  customerEmail: string;
  customerPhone?: string;
}

/** As the coupon check tells anyone: an unknown, inactive or expired code is just not valid. */
const couponReasonTold = (reason: CouponRefusal): CouponCheckReason =>
  reason === 'unknown' || reason === 'inactive' || reason === 'expired' ? 'invalid' : reason;

export interface CheckoutService {
  start(
    input: CheckoutRequest,
    clientAddress: string,
    log: FastifyBaseLogger,
  ): Promise<CheckoutStarted>;
}

export function createCheckoutService(
  db: Database,
  options: {
    stripe: Stripe;
    siteOrigins: readonly string[];
    /** Read only: a coupon's terms. */
    coupons: Pick<CouponRedemptions, 'findTerms'>;
    now?: () => Date;
  },
): CheckoutService {
  const throttle = createThrottle(db);
  const now = options.now ?? (() => new Date());
  const origins = new Set(options.siteOrigins);

  function checkReturnAddresses(input: CheckoutRequest): void {
    const issues = (['successUrl', 'cancelUrl'] as const)
      .filter((field) => !origins.has(new URL(input[field]).origin))
      .map((path) => ({ path, message: M.foreignUrl }));
    if (issues.length > 0) throw new AppError('VALIDATION_ERROR', M.foreignUrl, { issues });
  }

  return {
    async start(input, clientAddress, log) {
      const attempt = await throttle.count(`checkout:${addressKey(clientAddress)}`, checkoutLimit);
      if (!attempt.allowed) throw tooManyRequests(M.tooMany, attempt.retryAfter);
      checkReturnAddresses(input);

      const course = await findCheckoutCourse(db, input.course);
      if (!course) throw notFound(M.unknownCourse);
      const coupon = input.coupon ? await options.coupons.findTerms(db, input.coupon) : undefined;
      const price: OrderPrice = priceOrder(
        { courseId: course.id, ...course },
        input.plan,
        input.coupon ? { terms: coupon, today: utcToday(now()) } : undefined,
      );
      if (!price.ok) {
        if (price.refusal === 'no_price') throw conflict(M.noPrice);
        if (price.refusal === 'plan_not_offered') throw conflict(M.planNotOffered);
        const message = couponCheckReasonMessages[couponReasonTold(price.verdict.reason)];
        throw new AppError('CONFLICT', message, { issues: [{ path: 'coupon', message }] });
      }
      if (price.perPaymentPence < STRIPE_MINIMUM_CHARGE_PENCE) throw conflict(M.nothingToPay);

      const orderId = `ord_${randomBytes(12).toString('hex')}`;
      const { customer } = input;
      const metadata: OrderMetadata = {
        orderId,
        course: course.slug,
        plan: price.plan,
        payments: String(price.payments),
        perPaymentPence: String(price.perPaymentPence),
        ...(input.coupon && { coupon: input.coupon }),
        customerName: customer.name,
        customerEmail: customer.email,
        ...(customer.phone && { customerPhone: customer.phone }),
      };
      const installments = price.plan === 'installment';
      const description = installments
        ? `${course.title}: ${price.payments} monthly payments`
        : course.title;
      const params: Stripe.Checkout.SessionCreateParams = {
        mode: installments ? 'subscription' : 'payment',
        client_reference_id: orderId,
        customer_email: customer.email,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        metadata: { ...metadata },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: CHECKOUT_CURRENCY.toLowerCase(),
              unit_amount: price.perPaymentPence,
              product_data: { name: course.title, description },
              ...(installments && { recurring: { interval: 'month' as const } }),
            },
          },
        ],
        ...(installments
          ? { subscription_data: { description, metadata: { ...metadata } } }
          : { payment_intent_data: { description, metadata: { ...metadata } } }),
      };
      let session: Stripe.Checkout.Session;
      try {
        // Keyed by the order: the package's own retries of a request that timed out make one session.
        session = await options.stripe.checkout.sessions.create(params, {
          idempotencyKey: orderId,
        });
      } catch (error) {
        log.error({ stripe: stripeErrorOf(error) }, 'stripe checkout session refused');
        throw new AppError('SERVICE_UNAVAILABLE', M.unavailable);
      }
      if (!session.url) {
        log.error({ session: session.id }, 'stripe checkout session without a url');
        throw new AppError('SERVICE_UNAVAILABLE', M.unavailable);
      }
      await db.transaction(async (tx) =>
        insertPendingOrder(tx, {
          reference: orderId,
          customerName: customer.name,
          customerEmail: customer.email,
          courseId: course.id,
          courseName: course.title,
          couponId: coupon?.id ?? null,
          subtotalPence: price.subtotalPence,
          discountPence: price.discountPence,
          totalPence: price.totalPence,
        }),
      );
      return { url: session.url, orderId };
    },
  };
}

/** What a log may say of a Stripe error: its kind and codes, never the request or the key. */
export function stripeErrorOf(error: unknown): Record<string, unknown> {
  if (error && typeof error === 'object' && 'type' in error) {
    const { type, code, statusCode, requestId } = error as Record<string, unknown>;
    return { type, code, statusCode, requestId };
  }
  return { type: error instanceof Error ? error.name : 'unknown' };
}
