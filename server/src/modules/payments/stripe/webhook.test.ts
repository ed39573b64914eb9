// Stripe's webhook (docs/payments-stripe.md): events shaped as Stripe's API reference gives them,
// signed with the stripe package's own test signature, verified on the raw body, and each one
// taking effect once as a payment event.

import { Writable } from 'node:stream';
import { paymentEventMessages } from '@coursedesk/contract/payment-events';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../app.ts';
import {
  activity,
  courses,
  customers,
  paymentEvents,
  paymentOrders,
  paymentTransactions,
} from '../../../db/schema/index.ts';
import { buildCourse, buildCoursePricing } from '../../../test/factories.ts';
import { type FakeStripe, startFakeStripe } from '../../../test/fake-stripe.ts';
import {
  createTestApp,
  createTestDatabase,
  TEST_JWT_SECRET,
  type TestContext,
} from '../../../test/harness.ts';

const WEBHOOK_SECRET = 'whsec_test_webhook_0123456789';
const stripe = new Stripe('sk_test_webhook_0123456789');
let fake: FakeStripe;
let ctx: TestContext;
let slug: string;

beforeAll(async () => {
  fake = await startFakeStripe();
  ctx = await createTestApp({
    siteOrigins: ['https://www.example.test'],
    stripe: {
      secretKey: 'sk_test_webhook_0123456789',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: fake.url,
    },
  });
  const course = await buildCourse(ctx.db);
  await buildCoursePricing(ctx.db, { courseId: course.id, currentPricePence: 119_999 });
  slug = course.slug;
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});
beforeEach(async () => {
  fake.requests.length = 0;
  await ctx.db.delete(paymentTransactions);
  await ctx.db.delete(paymentOrders);
  await ctx.db.delete(paymentEvents);
  await ctx.db.delete(customers);
});

let sequence = 0;
const now = () => Math.floor(Date.now() / 1000);
function unique(prefix: string): string {
  sequence += 1;
  return `${prefix}_test_${sequence}${Date.now().toString(36)}`;
}

/** The pounds a stored payment event carries. */
const amountOf = (row: { payload: unknown } | undefined) =>
  (row?.payload as { data?: { amount?: number } } | undefined)?.data?.amount;

function metadata(orderId: string, overrides: Record<string, string> = {}) {
  return {
    orderId,
    course: slug,
    plan: 'full',
    payments: '1',
    perPaymentPence: '119999',
    customerName: 'Ada Lovelace',
    customerEmail: 'ada@example.com',
    ...overrides,
  };
}

/** An event as Stripe sends it (API reference, "The Event object"). */
function stripeEvent(type: string, object: object, previous?: object) {
  return {
    id: unique('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created: now(),
    data: { object, ...(previous && { previous_attributes: previous }) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** A Checkout Session (API reference, "The Checkout Session object"). */
function session(orderId: string, overrides: Record<string, unknown> = {}) {
  return {
    id: unique('cs'),
    object: 'checkout.session',
    amount_subtotal: 119_999,
    amount_total: 119_999,
    client_reference_id: orderId,
    currency: 'gbp',
    customer: null,
    customer_details: { email: 'ada@example.com', name: 'Ada Lovelace', phone: null },
    customer_email: 'ada@example.com',
    livemode: false,
    metadata: metadata(orderId),
    mode: 'payment',
    payment_intent: unique('pi'),
    payment_status: 'paid',
    status: 'complete',
    subscription: null,
    success_url: 'https://www.example.test/enrolled',
    url: null,
    ...overrides,
  };
}

/** A Charge (API reference, "The Charge object"). */
function charge(orderId: string | null, overrides: Record<string, unknown> = {}) {
  return {
    id: unique('ch'),
    object: 'charge',
    amount: 119_999,
    amount_captured: 119_999,
    amount_refunded: 0,
    billing_details: { email: 'ada@example.com', name: 'Ada Lovelace', phone: null },
    captured: true,
    currency: 'gbp',
    disputed: false,
    livemode: false,
    metadata: orderId ? metadata(orderId) : {},
    paid: true,
    payment_intent: unique('pi'),
    refunded: false,
    status: 'succeeded',
    ...overrides,
  };
}

interface Delivery {
  secret?: string;
  timestamp?: number;
  /** Changes the body after it was signed. */
  tamper?: (body: string) => string;
}

function sign(event: object, { secret = WEBHOOK_SECRET, timestamp, tamper }: Delivery = {}) {
  const payload = JSON.stringify(event, null, 2);
  const header = stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp !== undefined && { timestamp }),
  });
  return { body: tamper ? tamper(payload) : payload, header };
}

function post({ body, header }: { body: string; header: string }, app = ctx.app) {
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    // As Stripe sends it.
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
    payload: body,
  });
}

const deliver = (event: object, delivery?: Delivery) => post(sign(event, delivery));

const transactionsOf = async (orderId: string) => {
  const [order] = await ctx.db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.reference, orderId));
  if (!order) return { order, payments: [] };
  const payments = await ctx.db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.orderId, order.id));
  return { order, payments };
};

describe('POST /api/webhooks/stripe: the signature', () => {
  it('applies a signed checkout.session.completed once, however often it comes', async () => {
    const event = stripeEvent('checkout.session.completed', session('ord_paid'));
    const signed = sign(event);
    const first = await post(signed);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      success: true,
      message: paymentEventMessages.received,
      duplicate: false,
    });
    // The same request again (a replay within the tolerance, or Stripe's own retry).
    const again = await post(signed);
    expect(again.json()).toMatchObject({ duplicate: true });
    // The same event signed anew (Stripe's retry carries a fresh signature).
    expect((await deliver(event)).json()).toMatchObject({ duplicate: true });

    const { order, payments } = await transactionsOf('ord_paid');
    expect(order?.status).toBe('paid');
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      reference: event.id,
      amountPence: 119_999,
      status: 'success',
    });
    const [stored] = await ctx.db.select().from(paymentEvents);
    expect(stored).toMatchObject({ eventId: event.id, type: 'payment.succeeded' });
    expect(amountOf(stored)).toBe(1199.99);
  });

  it('refuses a wrong secret, a stale timestamp, a later replay and a body changed after signing', async () => {
    const event = () => stripeEvent('checkout.session.completed', session('ord_refused'));
    const refusals = [
      await deliver(event(), { secret: 'whsec_someone_elses_secret' }),
      await deliver(event(), { timestamp: now() - 301 }),
      await deliver(event(), {
        tamper: (body) => body.replace('"amount_total": 119999', '"amount_total": 1'),
      }),
      await deliver(event(), { tamper: (body) => `${body}\n` }),
      await post({ body: JSON.stringify(event()), header: '' }),
      await post({ body: JSON.stringify(event()), header: 't=1,v1=abc' }),
    ];
    // A request captured now and sent again six minutes later.
    const captured = sign(event());
    const later = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 360_000);
    try {
      refusals.push(await post(captured));
    } finally {
      later.mockRestore();
    }
    for (const response of refusals) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        message: paymentEventMessages.signature,
      });
    }
    expect(await ctx.db.select().from(paymentEvents)).toHaveLength(0);
    expect(await ctx.db.select().from(paymentOrders)).toHaveLength(0);
  });

  it('answers 200 to an event type it does not act on, storing nothing', async () => {
    const response = await deliver(
      stripeEvent('customer.created', { id: 'cus_1', object: 'customer', email: 'a@b.test' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Event ignored', duplicate: false });
    expect(await ctx.db.select().from(paymentEvents)).toHaveLength(0);
  });
});

describe('POST /api/webhooks/stripe: what each event does', () => {
  it('waits for a delayed payment method: paid on async_payment_succeeded, failed on _failed', async () => {
    const pending = stripeEvent(
      'checkout.session.completed',
      session('ord_async', { payment_status: 'unpaid' }),
    );
    expect((await deliver(pending)).json()).toMatchObject({ message: 'Event ignored' });
    expect((await transactionsOf('ord_async')).order).toBeUndefined();
    await deliver(stripeEvent('checkout.session.async_payment_succeeded', session('ord_async')));
    expect((await transactionsOf('ord_async')).order?.status).toBe('paid');

    await deliver(
      stripeEvent(
        'checkout.session.async_payment_failed',
        session('ord_failed', { payment_status: 'unpaid', amount_total: 1_999 }),
      ),
    );
    const failed = await transactionsOf('ord_failed');
    expect(failed.order?.status).toBe('failed');
    expect(failed.payments[0]).toMatchObject({ status: 'failed', amountPence: 1_999 });
  });

  it('cancels a pending order when Stripe expires its unpaid checkout, and only a pending one', async () => {
    const [course] = await ctx.db.select().from(courses).where(eq(courses.slug, slug));
    await ctx.db.insert(paymentOrders).values([
      {
        reference: 'ord_abandoned',
        customerName: 'Ada Lovelace',
        customerEmail: 'ada@example.com',
        courseId: course?.id ?? null,
        courseName: 'Course',
        subtotalPence: 119_999,
        totalPence: 119_999,
      },
    ]);
    const expired = (orderId: string) =>
      stripeEvent(
        'checkout.session.expired',
        session(orderId, { status: 'expired', payment_status: 'unpaid', url: null }),
      );
    const first = await deliver(expired('ord_abandoned'));
    expect(first.json()).toMatchObject({ message: paymentEventMessages.received });
    expect((await transactionsOf('ord_abandoned')).order?.status).toBe('cancelled');
    expect((await deliver(expired('ord_abandoned'))).json()).toMatchObject({
      message: 'Event ignored',
    });
    const entries = await ctx.db
      .select()
      .from(activity)
      .where(eq(activity.recordLabel, 'checkout ord_abandoned'));
    expect(entries).toHaveLength(1);

    await deliver(stripeEvent('checkout.session.completed', session('ord_kept')));
    await deliver(expired('ord_kept'));
    expect((await transactionsOf('ord_kept')).order?.status).toBe('paid');
  });

  it('takes later installments from invoice.paid and ends the subscription after the last', async () => {
    const plan = { plan: 'installment', payments: '2', perPaymentPence: '22000' };
    fake.answer('POST /v1/subscriptions/sub_plan', {
      body: { id: 'sub_plan', object: 'subscription', cancel_at_period_end: true },
    });
    await deliver(
      stripeEvent(
        'checkout.session.completed',
        session('ord_plan', {
          mode: 'subscription',
          amount_total: 22_000,
          payment_intent: null,
          subscription: 'sub_plan',
          metadata: metadata('ord_plan', plan),
        }),
      ),
    );
    const invoice = (billingReason: string) => ({
      id: unique('in'),
      object: 'invoice',
      amount_due: 22_000,
      amount_paid: 22_000,
      billing_reason: billingReason,
      currency: 'gbp',
      customer_email: 'ada@example.com',
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { metadata: metadata('ord_plan', plan), subscription: 'sub_plan' },
      },
      status: 'paid',
    });
    // The first invoice is the session's payment, already counted.
    const first = await deliver(stripeEvent('invoice.paid', invoice('subscription_create')));
    expect(first.json()).toMatchObject({ message: 'Event ignored' });
    expect(fake.requests).toHaveLength(0);

    const second = await deliver(stripeEvent('invoice.paid', invoice('subscription_cycle')));
    expect(second.json()).toMatchObject({
      duplicate: false,
      message: paymentEventMessages.received,
    });
    const { order, payments } = await transactionsOf('ord_plan');
    expect(order?.status).toBe('paid');
    expect(payments.map((payment) => payment.amountPence)).toEqual([22_000, 22_000]);
    const [customer] = await ctx.db.select().from(customers);
    expect(customer).toMatchObject({ installmentPaidPence: 44_000, installmentTotalPence: 44_000 });
    expect(fake.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/v1/subscriptions/sub_plan',
        form: { cancel_at_period_end: 'true' },
      }),
    ]);
  });

  it('turns each new refund of a charge, partial or full, into one payment.refunded of that amount', async () => {
    await deliver(stripeEvent('checkout.session.completed', session('ord_refund')));
    const paid = charge('ord_refund');
    const partial = stripeEvent(
      'charge.refunded',
      { ...paid, amount_refunded: 20_000 },
      { amount_refunded: 0, refunded: false },
    );
    const rest = stripeEvent(
      'charge.refunded',
      { ...paid, amount_refunded: 119_999, refunded: true },
      { amount_refunded: 20_000, refunded: false },
    );
    for (const event of [partial, rest, partial]) {
      expect((await deliver(event)).statusCode).toBe(200);
    }
    const refunds = await ctx.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.type, 'payment.refunded'));
    expect(refunds.map((row) => [row.eventId, amountOf(row)]).sort()).toEqual(
      [
        [partial.id, 200],
        [rest.id, 999.99],
      ].sort(),
    );
  });

  it("finds a refunded charge's order through its PaymentIntent when the charge has no metadata", async () => {
    await deliver(stripeEvent('checkout.session.completed', session('ord_intent')));
    const bare = charge(null, { payment_intent: 'pi_lookup', amount_refunded: 119_999 });
    fake.answer('GET /v1/payment_intents/pi_lookup', {
      body: { id: 'pi_lookup', object: 'payment_intent', metadata: metadata('ord_intent') },
    });
    const response = await deliver(stripeEvent('charge.refunded', bare, { amount_refunded: 0 }));
    expect(response.json()).toMatchObject({ message: paymentEventMessages.received });
    const [refund] = await ctx.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.type, 'payment.refunded'));
    expect(refund).toMatchObject({ orderReference: 'ord_intent' });
  });

  it("finds an installment's order through the invoice its PaymentIntent paid", async () => {
    const plan = { plan: 'installment', payments: '3', perPaymentPence: '22000' };
    await deliver(
      stripeEvent(
        'checkout.session.completed',
        session('ord_invoice', {
          mode: 'subscription',
          amount_total: 22_000,
          subscription: 'sub_invoice',
          metadata: metadata('ord_invoice', plan),
        }),
      ),
    );
    fake.answer('GET /v1/payment_intents/pi_invoice', {
      body: { id: 'pi_invoice', object: 'payment_intent', metadata: {} },
    });
    fake.answer('GET /v1/invoice_payments', (sent) => ({
      body: {
        object: 'list',
        url: '/v1/invoice_payments',
        has_more: false,
        data:
          sent.form['payment[payment_intent]'] === 'pi_invoice'
            ? [{ id: 'inpay_1', object: 'invoice_payment', invoice: 'in_plan_1' }]
            : [],
      },
    }));
    fake.answer('GET /v1/invoices/in_plan_1', {
      body: {
        id: 'in_plan_1',
        object: 'invoice',
        parent: {
          type: 'subscription_details',
          subscription_details: {
            metadata: metadata('ord_invoice', plan),
            subscription: 'sub_invoice',
          },
        },
      },
    });
    const refund = stripeEvent(
      'charge.refunded',
      charge(null, { amount: 22_000, amount_refunded: 22_000, payment_intent: 'pi_invoice' }),
      { amount_refunded: 0 },
    );
    expect((await deliver(refund)).json()).toMatchObject({
      message: paymentEventMessages.received,
    });
    const [stored] = await ctx.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, refund.id));
    expect(stored).toMatchObject({ type: 'payment.refunded', orderReference: 'ord_invoice' });
    expect(amountOf(stored)).toBe(220);
    expect(fake.requests.map((sent) => `${sent.method} ${sent.path}`)).toEqual([
      'GET /v1/payment_intents/pi_invoice',
      'GET /v1/invoice_payments',
      'GET /v1/invoices/in_plan_1',
    ]);
  });

  it('records charge.dispute.created as payment.disputed for the amount disputed', async () => {
    await deliver(stripeEvent('checkout.session.completed', session('ord_dispute')));
    fake.answer('GET /v1/payment_intents/pi_disputed', {
      body: { id: 'pi_disputed', object: 'payment_intent', metadata: metadata('ord_dispute') },
    });
    const dispute = stripeEvent('charge.dispute.created', {
      id: unique('du'),
      object: 'dispute',
      amount: 119_999,
      charge: unique('ch'),
      currency: 'gbp',
      livemode: false,
      metadata: {},
      payment_intent: 'pi_disputed',
      reason: 'fraudulent',
      status: 'needs_response',
    });
    expect((await deliver(dispute)).statusCode).toBe(200);
    const [stored] = await ctx.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, dispute.id));
    expect(stored).toMatchObject({ type: 'payment.disputed', orderReference: 'ord_dispute' });
    expect(amountOf(stored)).toBe(1199.99);
  });
});

describe('the log', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let db: TestContext['db'];
  const SECRET_KEY = 'sk_test_logged_never_0123456789';
  beforeAll(async () => {
    const database = await createTestDatabase();
    db = database.db;
    app = await buildApp({
      db: database.db,
      jwtSecret: TEST_JWT_SECRET,
      siteOrigins: ['https://www.example.test'],
      stripe: { secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url },
      logLevel: 'debug',
      logStream: new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    });
    await app.ready();
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close?.());

  it('names why an event was refused or ignored, and holds no key, secret, signature or body', async () => {
    const event = stripeEvent('checkout.session.completed', session('ord_logged'));
    const stale = sign(event, { timestamp: now() - 600 });
    await post(stale, app);
    await post(sign(event, { secret: 'whsec_someone_elses_secret' }), app);
    await post(sign(stripeEvent('customer.created', { id: 'cus_1', object: 'customer' })), app);
    fake.answer('POST /v1/checkout/sessions', {
      status: 401,
      body: {
        error: {
          type: 'invalid_request_error',
          message: `Invalid API Key provided: ${SECRET_KEY}`,
        },
      },
    });
    const course = await buildCourse(db);
    await buildCoursePricing(db, { courseId: course.id });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/public/checkout',
      payload: {
        course: course.slug,
        plan: 'full',
        customer: { name: 'Ada Lovelace', email: 'ada@example.com' },
        successUrl: 'https://www.example.test/done',
        cancelUrl: 'https://www.example.test/',
      },
    });
    expect(refused.statusCode).toBe(503);
    const all = lines.join('\n');
    expect(all).toMatch(/stripe checkout session refused/);
    expect(all).toMatch(
      /stripe event refused.*signature expired|signature expired.*stripe event refused/,
    );
    expect(all).toMatch(/signature mismatch/);
    expect(all).toMatch(/stripe event ignored/);
    expect(all).not.toContain(SECRET_KEY);
    expect(all).not.toContain(WEBHOOK_SECRET);
    expect(all).not.toContain(stale.header.split('v1=')[1]);
    expect(all).not.toContain('ada@example.com');
  });
});
