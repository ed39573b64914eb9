// The website's checkout through Stripe (docs/payments-stripe.md), against a stand-in for
// Stripe's API that records what the stripe package sends: amounts in pence, the order in
// metadata, and no session for a page outside the website.
import { checkoutMessages } from '@coursedesk/contract/checkout';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activity, paymentOrders } from '../../../db/schema/index.ts';
import { buildCoupon, buildCourse, buildCoursePricing } from '../../../test/factories.ts';
import { type FakeStripe, startFakeStripe } from '../../../test/fake-stripe.ts';
import { createTestApp, type TestContext } from '../../../test/harness.ts';

const SITE = 'https://www.example.test';
const SECRET_KEY = 'sk_test_checkout_0123456789';
let fake: FakeStripe;
let ctx: TestContext;
let address = 0;

beforeAll(async () => {
  fake = await startFakeStripe();
  ctx = await createTestApp({
    siteOrigins: [SITE],
    stripe: { secretKey: SECRET_KEY, webhookSecret: 'whsec_test_checkout', apiUrl: fake.url },
  });
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

const customer = { name: 'Ada Lovelace', email: 'Ada@Example.com', phone: '+44 7700 900123' };

/** A checkout from an address of its own, so the per-address limit is the test's own choice. */
function checkout(body: Record<string, unknown>, remoteAddress?: string) {
  address += 1;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/public/checkout',
    remoteAddress: remoteAddress ?? `10.9.0.${address}`,
    headers: { origin: SITE },
    payload: {
      plan: 'full',
      customer,
      successUrl: `${SITE}/enrolled?course=x`,
      cancelUrl: `${SITE}/courses/x`,
      ...body,
    },
  });
}

const sessionRequests = () =>
  fake.requests.filter((request) => request.path === '/v1/checkout/sessions');

async function pricedCourse(pricing: Parameters<typeof buildCoursePricing>[1] = {}) {
  const course = await buildCourse(ctx.db, { title: 'Full-Stack Web Development' });
  await buildCoursePricing(ctx.db, {
    courseId: course.id,
    currentPricePence: 119_999,
    installmentPricePence: 22_000,
    installmentMonths: 6,
    ...pricing,
  });
  return course;
}

describe('POST /api/public/checkout', () => {
  it('prices the full plan in pence, puts the order in metadata and records it as pending', async () => {
    const course = await pricedCourse();
    const response = await checkout({ course: course.slug });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(SITE);
    const { data } = response.json();
    expect(data.url).toBe('https://checkout.stripe.com/c/pay/cs_test_1');
    expect(data.orderId).toMatch(/^ord_[0-9a-f]{24}$/);

    const [request] = sessionRequests();
    expect(request?.method).toBe('POST');
    expect(request?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request?.headers['idempotency-key']).toBe(data.orderId);
    expect(request?.form).toMatchObject({
      mode: 'payment',
      client_reference_id: data.orderId,
      customer_email: 'ada@example.com',
      success_url: `${SITE}/enrolled?course=x`,
      cancel_url: `${SITE}/courses/x`,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'gbp',
      'line_items[0][price_data][unit_amount]': '119999',
      'line_items[0][price_data][product_data][name]': 'Full-Stack Web Development',
      'metadata[orderId]': data.orderId,
      'metadata[course]': course.slug,
      'metadata[plan]': 'full',
      'metadata[payments]': '1',
      'metadata[perPaymentPence]': '119999',
      'metadata[customerEmail]': 'ada@example.com',
      'metadata[customerName]': 'Ada Lovelace',
      'payment_intent_data[metadata][orderId]': data.orderId,
    });
    expect(request?.form['line_items[0][price_data][recurring][interval]']).toBeUndefined();
    expect(request?.form['metadata[coupon]']).toBeUndefined();

    const [order] = await ctx.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.reference, data.orderId));
    expect(order).toMatchObject({
      status: 'pending',
      courseId: course.id,
      customerEmail: 'ada@example.com',
      subtotalPence: 119_999,
      discountPence: 0,
      totalPence: 119_999,
      currency: 'GBP',
      couponId: null,
    });
    const [entry] = await ctx.db
      .select()
      .from(activity)
      .where(eq(activity.recordLabel, `checkout ${data.orderId}`));
    expect(entry).toMatchObject({ area: 'payments', action: 'create', recordId: order?.id });
  });

  it('sells installments as a monthly subscription of the plan, the coupon off each payment', async () => {
    const course = await pricedCourse();
    const coupon = await buildCoupon(ctx.db, { discountPercent: 10, courses: [course] });
    const response = await checkout({
      course: course.slug,
      plan: 'installment',
      coupon: coupon.code.toLowerCase(),
    });
    expect(response.statusCode).toBe(200);
    const { orderId } = response.json().data;
    const [request] = sessionRequests();
    // 6 × £220 = £1,320; 10 % off is £132, £22 off each payment.
    expect(request?.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][unit_amount]': '19800',
      'line_items[0][price_data][recurring][interval]': 'month',
      'metadata[plan]': 'installment',
      'metadata[payments]': '6',
      'metadata[perPaymentPence]': '19800',
      'metadata[coupon]': coupon.code,
      'subscription_data[metadata][orderId]': orderId,
      'subscription_data[metadata][payments]': '6',
    });
    const [order] = await ctx.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.reference, orderId));
    expect(order).toMatchObject({
      couponId: coupon.id,
      subtotalPence: 132_000,
      discountPence: 13_200,
      totalPence: 118_800,
    });
  });

  it('spreads a flat coupon over the payments in whole pence', async () => {
    const course = await pricedCourse();
    const coupon = await buildCoupon(ctx.db, {
      discountType: 'flat',
      discountPence: 5_000,
      courses: [course],
    });
    const response = await checkout({
      course: course.slug,
      plan: 'installment',
      coupon: coupon.code,
    });
    expect(response.statusCode).toBe(200);
    // £50 over 6 payments: 833p off each (4,998p in all).
    expect(sessionRequests()[0]?.form['line_items[0][price_data][unit_amount]']).toBe('21167');
    const [order] = await ctx.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.reference, response.json().data.orderId));
    expect(order).toMatchObject({
      subtotalPence: 132_000,
      discountPence: 4_998,
      totalPence: 127_002,
    });
  });

  it('refuses a success or cancel page outside SITE_ORIGINS before asking Stripe', async () => {
    const course = await pricedCourse();
    for (const urls of [
      { successUrl: 'https://evil.example/thanks' },
      { cancelUrl: 'https://www.example.test.evil.example/' },
      { successUrl: 'http://www.example.test/enrolled' },
    ]) {
      const response = await checkout({ course: course.slug, ...urls });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'VALIDATION_ERROR',
        message: checkoutMessages.foreignUrl,
      });
    }
    const script = await checkout({ course: course.slug, successUrl: 'javascript:alert(1)' });
    expect(script.statusCode).toBe(400);
    expect(sessionRequests()).toHaveLength(0);
  });

  it('answers 404 for an unknown course and 409 for a plan or coupon that does not apply', async () => {
    const unknown = await checkout({ course: 'no-such-course' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(checkoutMessages.unknownCourse);

    const noPlan = await pricedCourse({ installmentMonths: 0 });
    const planless = await checkout({ course: noPlan.slug, plan: 'installment' });
    expect(planless.statusCode).toBe(409);
    expect(planless.json().message).toBe(checkoutMessages.planNotOffered);

    const unpriced = await buildCourse(ctx.db);
    const noPrice = await checkout({ course: unpriced.slug });
    expect(noPrice.statusCode).toBe(409);
    expect(noPrice.json().message).toBe(checkoutMessages.noPrice);

    const course = await pricedCourse();
    const elsewhere = await buildCoupon(ctx.db, { courses: [noPlan] });
    const notForCourse = await checkout({ course: course.slug, coupon: elsewhere.code });
    expect(notForCourse.statusCode).toBe(409);
    expect(notForCourse.json()).toMatchObject({
      message: 'This coupon does not apply to this course',
      issues: [{ path: 'coupon' }],
    });
    const madeUp = await checkout({ course: course.slug, coupon: 'NOSUCHCODE' });
    expect(madeUp.statusCode).toBe(409);
    expect(madeUp.json().message).toBe('This coupon code is not valid');
    const inactive = await buildCoupon(ctx.db, { isActive: false, courses: [course] });
    expect((await checkout({ course: course.slug, coupon: inactive.code })).json().message).toBe(
      'This coupon code is not valid',
    );
    expect(sessionRequests()).toHaveLength(0);
  });

  it('answers 503 without an order when Stripe refuses, and never shows the key', async () => {
    const course = await pricedCourse();
    fake.answer('POST /v1/checkout/sessions', {
      status: 400,
      body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
    });
    const before = await ctx.db.select().from(paymentOrders);
    const response = await checkout({ course: course.slug });
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(checkoutMessages.unavailable);
    expect(response.body).not.toContain(SECRET_KEY);
    expect(await ctx.db.select().from(paymentOrders)).toHaveLength(before.length);
  });

  it('limits one address to 10 checkouts in 10 minutes', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await checkout({ course: 'no-such-course' }, '10.8.0.1')).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(statuses[10]).toBe(429);
  });
});

describe('without STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET', () => {
  let off: TestContext;
  beforeAll(async () => {
    off = await createTestApp({ siteOrigins: [SITE] });
  });
  afterAll(() => off?.close());

  it('answers 404 on the checkout and the webhook', async () => {
    const checkoutBody = {
      course: 'any-course',
      plan: 'full',
      customer,
      successUrl: `${SITE}/done`,
      cancelUrl: `${SITE}/`,
    };
    for (const [url, payload] of [
      ['/api/public/checkout', checkoutBody],
      ['/api/webhooks/stripe', { id: 'evt_1', object: 'event' }],
    ] as const) {
      const response = await off.app.inject({ method: 'POST', url, payload });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
