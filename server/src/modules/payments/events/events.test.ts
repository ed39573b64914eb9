// The payment webhook (docs/payments-webhook.md): signature, tolerance, exactly-once, refunds
// before their payment, coupon limits, flags, and what the dashboard and analytics then show.
import { Writable } from 'node:stream';
import {
  paymentEvent as eventShape,
  type PaymentEventInput,
} from '@coursedesk/contract/payment-events';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.ts';
import {
  activity,
  couponRedemptions,
  coupons,
  courses,
  customers,
  paymentEvents,
  paymentOrders,
  paymentTransactions,
} from '../../../db/schema/index.ts';
import { signWebhookPayload } from '../../../lib/webhook-signature.ts';
import {
  buildCoupon,
  buildCourse,
  buildCoursePricing,
  buildCustomer,
} from '../../../test/factories.ts';
import {
  createTestApp,
  createTestDatabase,
  TEST_JWT_SECRET,
  useTestApp,
} from '../../../test/harness.ts';
import { couponRedemptions as couponUses } from '../../coupons/facade.ts';
import { coursesFacade } from '../../courses/facade.ts';
import { customerPayments } from '../../customers/facade.ts';
import { createPaymentEventsService } from './service.ts';

const SECRET = 'whsec_test_0123456789abcdef';
const server = useTestApp({ paymentWebhookSecret: SECRET });

beforeEach(async () => {
  await server.db.delete(couponRedemptions);
  await server.db.delete(paymentTransactions);
  await server.db.delete(paymentOrders);
  await server.db.delete(paymentEvents);
  await server.db.delete(customers);
  await server.db.update(coupons).set({ usedCount: 0 });
});

let sequence = 0;
const now = () => Math.floor(Date.now() / 1000);

function paymentEvent(
  overrides: Omit<Partial<PaymentEventInput>, 'data'> & {
    data?: Partial<PaymentEventInput['data']>;
  } = {},
): PaymentEventInput {
  sequence += 1;
  const { data, ...rest } = overrides;
  return {
    id: `evt_${sequence}_${Math.random().toString(36).slice(2, 8)}`,
    type: 'payment.succeeded',
    created: now(),
    ...rest,
    data: {
      orderId: `ord_${sequence}`,
      customer: { name: 'Ada Lovelace', email: 'ada@example.com', phone: '+44 7700 900123' },
      course: 'full-stack-web-development',
      amount: 1200,
      currency: 'GBP',
      method: 'card',
      paymentType: 'full_payment',
      installment: null,
      ...data,
    },
  };
}

interface Delivery {
  body?: string;
  header?: string | null;
  timestamp?: number;
  secret?: string;
  app?: FastifyInstance;
}

function deliver(event: unknown, options: Delivery = {}): Promise<LightMyRequestResponse> {
  const body = options.body ?? JSON.stringify(event);
  const header =
    options.header === undefined
      ? signWebhookPayload(options.secret ?? SECRET, JSON.stringify(event), options.timestamp)
      : options.header;
  return (options.app ?? server.app).inject({
    method: 'POST',
    url: '/api/webhooks/payments',
    headers: {
      'content-type': 'application/json',
      ...(header === null ? {} : { 'coursedesk-signature': header }),
    },
    payload: body,
  });
}

async function counts() {
  const [events, transactions, orders, people, redemptions] = await Promise.all([
    server.db.select().from(paymentEvents),
    server.db.select().from(paymentTransactions),
    server.db.select().from(paymentOrders),
    server.db.select().from(customers),
    server.db.select().from(couponRedemptions),
  ]);
  return {
    events: events.length,
    transactions: transactions.length,
    orders: orders.length,
    customers: people.length,
    redemptions: redemptions.length,
  };
}

const nothing = { events: 0, transactions: 0, orders: 0, customers: 0, redemptions: 0 };

/** The course events name (made once per file, priced £1,500). */
async function course(slug = 'full-stack-web-development') {
  const [existing] = await server.db.select().from(courses).where(eq(courses.slug, slug));
  if (existing) return existing;
  const row = await buildCourse(server.db, { slug, title: `Course ${slug}` });
  await buildCoursePricing(server.db, { courseId: row.id, currentPricePence: 150_000 });
  return row;
}

describe('the signature', () => {
  it('accepts a correctly signed event and answers 200', async () => {
    const response = await deliver(paymentEvent());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Event received',
      duplicate: false,
    });
  });

  it.each([
    ['a wrong secret', { secret: 'whsec_someone_else_entirely' }],
    ['a timestamp 6 minutes old', { timestamp: now() - 360 }],
    ['a timestamp 6 minutes ahead', { timestamp: now() + 360 }],
    ['a missing header', { header: null }],
    ['an empty header', { header: '' }],
    ['a header without v1', { header: `t=${now()}` }],
    ['a header without t', { header: `v1=${'0'.repeat(64)}` }],
    ['a short v1', { header: `t=${now()},v1=abc` }],
    ['a v1 of another body', { header: signWebhookPayload(SECRET, '{}') }],
  ] as [string, Delivery][])('refuses %s with nothing written', async (_label, options) => {
    const response = await deliver(paymentEvent(), options);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: 'Invalid signature' });
    expect(await counts()).toEqual(nothing);
  });

  it('refuses a body changed after signing', async () => {
    const event = paymentEvent();
    const changed = JSON.stringify({ ...event, data: { ...event.data, amount: 1 } });
    const response = await deliver(event, { body: changed });
    expect(response.statusCode).toBe(400);
    // Even a change of white space only: the bytes are signed, not the parsed value.
    const spaced = await deliver(event, { body: `${JSON.stringify(event)} ` });
    expect(spaced.statusCode).toBe(400);
    expect(await counts()).toEqual(nothing);
  });

  it('accepts any matching v1 (a secret being rotated) within 5 minutes either way', async () => {
    const event = paymentEvent();
    const body = JSON.stringify(event);
    const t = now() - 290;
    const good = signWebhookPayload(SECRET, body, t).split(',')[1];
    const response = await deliver(event, { header: `t=${t},v1=${'a'.repeat(64)},${good}` });
    expect(response.statusCode, response.body).toBe(200);
    const ahead = await deliver(paymentEvent(), { timestamp: now() + 290 });
    expect(ahead.statusCode).toBe(200);
  });

  it.each([
    ['an unknown event type', { ...paymentEvent(), type: 'payment.chargeback' }],
    ['a missing customer', { ...paymentEvent(), data: { ...paymentEvent().data, customer: {} } }],
    ['a negative amount', { ...paymentEvent(), data: { ...paymentEvent().data, amount: -5 } }],
    ['an unknown field', { ...paymentEvent(), extra: 1 }],
    ['a non-object', [1, 2, 3]],
  ])('refuses %s, signed, with nothing written', async (_label, event) => {
    const response = await deliver(event);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(await counts()).toEqual(nothing);
  });

  it('refuses malformed JSON that is correctly signed', async () => {
    const body = '{"id":';
    const response = await deliver(undefined, {
      body,
      header: signWebhookPayload(SECRET, body),
    });
    expect(response.statusCode).toBe(400);
    expect(await counts()).toEqual(nothing);
  });
});

describe('without PAYMENT_WEBHOOK_SECRET', () => {
  it('the webhook does not exist', async () => {
    const ctx = await createTestApp();
    try {
      const response = await deliver(paymentEvent(), { app: ctx.app });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    } finally {
      await ctx.close();
    }
  });
});

describe('the log', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const lines: string[] = [];
  beforeAll(async () => {
    const database = await createTestDatabase();
    app = await buildApp({
      db: database.db,
      jwtSecret: TEST_JWT_SECRET,
      paymentWebhookSecret: SECRET,
      logLevel: 'info',
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

  it('names why an event was refused, and holds no secret, signature or body', async () => {
    const event = paymentEvent();
    const header = signWebhookPayload(SECRET, JSON.stringify(event), now() - 1000);
    await deliver(event, { app, header });
    await deliver(event, { app, secret: 'whsec_wrong_wrong_wrong' });
    await deliver({ ...event, type: 'nope' }, { app });
    const refusals = lines.filter((line) => line.includes('payment event refused'));
    // One line per refused request.
    expect(refusals).toHaveLength(3);
    expect(refusals.join('\n')).toMatch(/signature expired/);
    expect(refusals.join('\n')).toMatch(/signature mismatch/);
    const all = lines.join('\n');
    expect(all).not.toContain(SECRET);
    expect(all).not.toContain(header.split('v1=')[1]);
    expect(all).not.toContain('ada@example.com');
  });
});

describe('a payment', () => {
  it('stores the event, the order, the transaction and the customer in one go', async () => {
    const known = await course();
    const event = paymentEvent({ data: { amount: 1500 } });
    expect((await deliver(event)).statusCode).toBe(200);
    const [stored] = await server.db.select().from(paymentEvents);
    expect(stored).toMatchObject({
      eventId: event.id,
      issues: [],
      orderReference: event.data.orderId,
    });
    expect(stored?.appliedAt).not.toBeNull();
    const [transaction] = await server.db.select().from(paymentTransactions);
    expect(transaction).toMatchObject({
      reference: event.id,
      courseId: known.id,
      courseName: known.title,
      amountPence: 150_000,
      status: 'success',
      method: 'card',
      customerEmail: 'ada@example.com',
      customerPhone: '+44 7700 900123',
    });
    expect(transaction?.paymentDate.getTime()).toBe(event.created * 1000);
    const [order] = await server.db.select().from(paymentOrders);
    expect(order).toMatchObject({
      reference: event.data.orderId,
      status: 'paid',
      totalPence: 150_000,
    });
    const [customer] = await server.db.select().from(customers);
    expect(customer).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      courseId: known.id,
      paymentStatus: 'paid',
      customerStatus: 'approved',
      amountPence: 150_000,
      source: 'website',
    });
    // In the admin's list of transactions, by the event's id.
    const detail = await server.api.get(`/api/payments/transactions/${event.id}`);
    expect(detail.statusCode).toBe(200);
  });

  it('updates the customer with that email instead of adding one', async () => {
    const existing = await buildCustomer(server.db, {
      name: 'Ada L.',
      email: 'ADA@example.com',
      customerStatus: 'completed',
    });
    await deliver(
      paymentEvent({ data: { customer: { name: 'Ada Lovelace', email: 'Ada@Example.com' } } }),
    );
    const rows = await server.db.select().from(customers);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: existing.id,
      name: 'Ada Lovelace',
      paymentStatus: 'paid',
      customerStatus: 'completed',
    });
  });

  it('a failed payment is a failed transaction and order, and a failed customer', async () => {
    await course();
    const response = await deliver(paymentEvent({ type: 'payment.failed' }));
    expect(response.statusCode).toBe(200);
    const [transaction] = await server.db.select().from(paymentTransactions);
    expect(transaction?.status).toBe('failed');
    const [order] = await server.db.select().from(paymentOrders);
    expect(order?.status).toBe('failed');
    const [customer] = await server.db.select().from(customers);
    expect(customer).toMatchObject({ paymentStatus: 'failed', customerStatus: 'pending' });
  });

  it('an installment keeps what is paid and the total', async () => {
    await course();
    await deliver(
      paymentEvent({
        data: {
          amount: 250,
          paymentType: 'installment',
          installment: { paidAmount: 250, totalAmount: 1500 },
        },
      }),
    );
    const [customer] = await server.db.select().from(customers);
    expect(customer).toMatchObject({
      paymentType: 'installment',
      installmentPaidPence: 25_000,
      installmentTotalPence: 150_000,
    });
    const [order] = await server.db.select().from(paymentOrders);
    expect(order?.totalPence).toBe(150_000);
  });

  it('for an unknown course and coupon is stored with what is known, and flagged', async () => {
    const event = paymentEvent({ data: { course: 'no-such-course', couponCode: 'NOPE10' } });
    const response = await deliver(event);
    expect(response.statusCode).toBe(200);
    const [stored] = await server.db.select().from(paymentEvents);
    expect(stored?.issues).toEqual(['unknown_course', 'coupon_rejected']);
    const [transaction] = await server.db.select().from(paymentTransactions);
    expect(transaction).toMatchObject({ courseId: null, courseName: 'no-such-course' });
    expect((await counts()).customers).toBe(1);
  });
});

describe('exactly once', () => {
  it('takes effect once when delivered twice in a row', async () => {
    await course();
    const event = paymentEvent();
    const first = await deliver(event);
    const second = await deliver(event);
    expect(first.json().duplicate).toBe(false);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ success: true, duplicate: true });
    expect(await counts()).toMatchObject({ events: 1, transactions: 1, orders: 1, customers: 1 });
  });

  it('takes effect once when delivered twenty times at once', async () => {
    const known = await course();
    const coupon = await buildCoupon(server.db, { code: 'ONCE20', courses: [known] });
    const event = paymentEvent({ data: { couponCode: 'once20' } });
    const responses = await Promise.all(Array.from({ length: 20 }, () => deliver(event)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(responses.filter((response) => !response.json().duplicate)).toHaveLength(1);
    expect(await counts()).toEqual({
      events: 1,
      transactions: 1,
      orders: 1,
      customers: 1,
      redemptions: 1,
    });
    const [after] = await server.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(after?.usedCount).toBe(1);
  });

  it('makes one customer of one new email paying twice at once', async () => {
    await course();
    await Promise.all([deliver(paymentEvent()), deliver(paymentEvent()), deliver(paymentEvent())]);
    expect(await counts()).toMatchObject({ events: 3, transactions: 3, orders: 3, customers: 1 });
  });
});

describe('refunds', () => {
  it('refunds the order’s payment, the order and the customer', async () => {
    await course();
    const payment = paymentEvent({ data: { orderId: 'ord_refund_after' } });
    await deliver(payment);
    const refund = paymentEvent({
      type: 'payment.refunded',
      data: { orderId: 'ord_refund_after' },
    });
    expect((await deliver(refund)).statusCode).toBe(200);
    const [transaction] = await server.db.select().from(paymentTransactions);
    expect(transaction?.status).toBe('refunded');
    const [order] = await server.db.select().from(paymentOrders);
    expect(order?.status).toBe('refunded');
    const [customer] = await server.db.select().from(customers);
    expect(customer).toMatchObject({ paymentStatus: 'refunded', customerStatus: 'cancelled' });
  });

  it('keeps a refund that arrives before its payment and applies it when the payment comes', async () => {
    await course();
    const refund = paymentEvent({ type: 'payment.refunded', data: { orderId: 'ord_early' } });
    const early = await deliver(refund);
    expect(early.statusCode).toBe(200);
    const [waiting] = await server.db.select().from(paymentEvents);
    expect(waiting?.appliedAt).toBeNull();
    expect((await counts()).transactions).toBe(0);

    await deliver(paymentEvent({ data: { orderId: 'ord_early' } }));
    const [transaction] = await server.db.select().from(paymentTransactions);
    expect(transaction?.status).toBe('refunded');
    const [order] = await server.db.select().from(paymentOrders);
    expect(order?.status).toBe('refunded');
    const [customer] = await server.db.select().from(customers);
    expect(customer?.paymentStatus).toBe('refunded');
    const events = await server.db.select().from(paymentEvents);
    expect(events.every((event) => event.appliedAt !== null)).toBe(true);
    // Delivered again, the refund changes nothing.
    expect((await deliver(refund)).json().duplicate).toBe(true);
  });

  it('applies a refund and its payment arriving at once, in either order', async () => {
    await course();
    for (let round = 0; round < 4; round += 1) {
      const orderId = `ord_race_${round}`;
      await Promise.all([
        deliver(paymentEvent({ type: 'payment.refunded', data: { orderId } })),
        deliver(paymentEvent({ data: { orderId } })),
      ]);
      const [order] = await server.db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.reference, orderId));
      expect(order?.status, orderId).toBe('refunded');
    }
    const waiting = (await server.db.select().from(paymentEvents)).filter((e) => !e.appliedAt);
    expect(waiting).toEqual([]);
  });
});

describe('coupons', () => {
  it('one redemption per order, the discount on the order', async () => {
    const known = await course();
    const coupon = await buildCoupon(server.db, {
      code: 'SPRING20',
      discountPercent: 20,
      courses: [known],
    });
    const event = paymentEvent({ data: { amount: 1200, couponCode: 'SPRING20' } });
    await deliver(event);
    const [order] = await server.db.select().from(paymentOrders);
    expect(order).toMatchObject({
      couponId: coupon.id,
      subtotalPence: 150_000,
      discountPence: 30_000,
      totalPence: 120_000,
    });
    const [redemption] = await server.db.select().from(couponRedemptions);
    expect(redemption).toMatchObject({ couponId: coupon.id, discountPence: 30_000 });
    const [stored] = await server.db.select().from(paymentEvents);
    expect(stored?.issues).toEqual([]);
  });

  it('never takes usedCount past the limit under concurrent redemptions', async () => {
    const known = await course();
    const coupon = await buildCoupon(server.db, {
      code: 'LIMIT3',
      usageLimit: 3,
      courses: [known],
    });
    const events = Array.from({ length: 10 }, (_, n) =>
      paymentEvent({
        data: {
          couponCode: 'LIMIT3',
          amount: 1350,
          customer: { name: `Buyer ${n}`, email: `buyer${n}@example.com` },
        },
      }),
    );
    const responses = await Promise.all(events.map((event) => deliver(event)));
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const [after] = await server.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(after?.usedCount).toBe(3);
    expect(await counts()).toMatchObject({ transactions: 10, redemptions: 3 });
    const flagged = (await server.db.select().from(paymentEvents)).filter((event) =>
      event.issues.includes('coupon_rejected'),
    );
    expect(flagged).toHaveLength(7);
    const rejected = (await server.db.select().from(paymentTransactions)).flatMap((row) =>
      row.issues.filter((issue) => issue.code === 'coupon_rejected'),
    );
    expect(rejected).toEqual(
      Array(7).fill({ code: 'coupon_rejected', coupon: 'LIMIT3', reason: 'used_up' }),
    );
  });

  it('flags a coupon that does not apply and does not use it', async () => {
    await course();
    const otherCourse = await course('another-course');
    await buildCoupon(server.db, { code: 'ELSEWHERE', courses: [otherCourse] });
    await deliver(paymentEvent({ data: { couponCode: 'ELSEWHERE', amount: 1500 } }));
    const [stored] = await server.db.select().from(paymentEvents);
    expect(stored?.issues).toEqual(['coupon_rejected']);
    const [transaction] = await server.db.select().from(paymentTransactions);
    expect(transaction).toMatchObject({
      issues: [{ code: 'coupon_rejected', coupon: 'ELSEWHERE', reason: 'not_for_course' }],
      needsReview: true,
    });
    expect((await counts()).redemptions).toBe(0);
  });
});

describe('one batch', () => {
  it('applies payments of many customers together and the rest in turn, each as if alone', async () => {
    const known = await course();
    await buildCoupon(server.db, { code: 'BATCH20', discountPercent: 20, courses: [known] });
    const waitingFor = await buildCustomer(server.db, {
      email: 'Bea@Example.com',
      customerStatus: 'pending',
      paymentStatus: 'pending',
    });
    const keepsPaid = await buildCustomer(server.db, {
      email: 'cy@example.com',
      customerStatus: 'approved',
      paymentStatus: 'paid',
    });
    await deliver(paymentEvent({ data: { orderId: 'ord_batch_refund' } }));

    const person = (email: string) => ({ name: email.split('@')[0] ?? email, email });
    const inputs: PaymentEventInput[] = [
      paymentEvent({ data: { customer: person('new@example.com') } }),
      paymentEvent({ data: { customer: person('bea@example.com') } }),
      paymentEvent({ type: 'payment.failed', data: { customer: person('cy@example.com') } }),
      paymentEvent({ data: { customer: person('twice@example.com') } }),
      paymentEvent({ data: { customer: person('TWICE@example.com') } }),
      paymentEvent({ type: 'payment.refunded', data: { orderId: 'ord_batch_refund' } }),
      paymentEvent({ type: 'payment.refunded', data: { orderId: 'ord_batch_early' } }),
      paymentEvent({ data: { orderId: 'ord_batch_early', customer: person('early@example.com') } }),
      paymentEvent({
        data: { amount: 1200, couponCode: 'BATCH20', customer: person('coupon@example.com') },
      }),
      paymentEvent({ data: { course: 'no-such-course', customer: person('lost@example.com') } }),
    ];
    const events = inputs.map((input) => eventShape.parse(input));
    const service = createPaymentEventsService(server.db, {
      customers: customerPayments,
      coupons: couponUses,
      courses: coursesFacade,
    });
    // The first is taken alone; the others queue behind it and go together in one batch.
    const results = await Promise.all(
      [...events, ...events.slice(0, 1)].map((event) => service.receive(event)),
    );

    expect(results.map((result) => result.duplicate)).toEqual([
      ...Array(events.length).fill(false),
      true,
    ]);
    expect(results.map((result) => result.applied)).toEqual(Array(events.length + 1).fill(true));
    expect(results[8]?.issues).toEqual([]);
    expect(results[9]?.issues).toEqual(['unknown_course']);

    const people = await server.db.select().from(customers);
    const byEmail = (email: string) =>
      people.filter((row) => row.email.toLowerCase() === email.toLowerCase());
    expect(byEmail('new@example.com')).toMatchObject([
      { paymentStatus: 'paid', customerStatus: 'approved', source: 'website' },
    ]);
    expect(byEmail('bea@example.com')).toMatchObject([
      { id: waitingFor.id, paymentStatus: 'paid', customerStatus: 'approved' },
    ]);
    expect(byEmail('cy@example.com')).toMatchObject([
      { id: keepsPaid.id, paymentStatus: 'paid', customerStatus: 'approved' },
    ]);
    expect(byEmail('twice@example.com')).toHaveLength(1);
    expect(byEmail('ada@example.com')).toMatchObject([{ paymentStatus: 'refunded' }]);
    expect(byEmail('early@example.com')).toMatchObject([
      { paymentStatus: 'refunded', customerStatus: 'cancelled' },
    ]);
    const orders = new Map(
      (await server.db.select().from(paymentOrders)).map((row) => [row.reference, row]),
    );
    expect(orders.get('ord_batch_refund')?.status).toBe('refunded');
    expect(orders.get('ord_batch_early')?.status).toBe('refunded');
    expect(orders.get(events[8]?.data.orderId ?? '')).toMatchObject({
      discountPence: 30_000,
      totalPence: 120_000,
    });
    expect(await counts()).toEqual({
      events: events.length + 1,
      transactions: 9,
      orders: 9,
      customers: 8,
      redemptions: 1,
    });
    const stored = await server.db.select().from(paymentEvents);
    expect(stored.filter((event) => event.appliedAt === null)).toEqual([]);

    // One activity entry per event taken in, the repeat none, as the system's own work.
    const labels = new Set(events.map((event) => `${event.type} ${event.id}`));
    const entries = (await server.db.select().from(activity)).filter((entry) =>
      labels.has(entry.recordLabel ?? ''),
    );
    expect(entries).toHaveLength(events.length);
    expect(
      entries.every(
        (entry) => entry.actorType === 'system' && entry.area === 'payments' && !entry.requestId,
      ),
    ).toBe(true);
    const lost = entries.find((entry) => entry.recordLabel?.endsWith(events[9]?.id ?? '-'));
    expect(lost?.changes).toMatchObject({ issues: { after: ['unknown_course'] } });
  });
});

describe('what the admin screens show', () => {
  it('the dashboard, payment analytics and coupon usage move with the events', async () => {
    const known = await course();
    await buildCoupon(server.db, { code: 'SEEN10', courses: [known] });
    const read = async () => ({
      dashboard: (await server.api.get('/api/admin/dashboard/stats')).json().data,
      payments: (await server.api.get('/api/payments/stats?period=30')).json().stats,
      coupons: (await server.api.get('/api/coupons/admin?search=SEEN10')).json().coupons,
      analytics: (await server.api.get('/api/coupons/admin/analytics')).json().data,
    });
    const before = await read();
    await deliver(paymentEvent({ data: { amount: 1350, couponCode: 'SEEN10' } }));
    const after = await read();
    expect(after.payments.totalRevenue - before.payments.totalRevenue).toBe(1350);
    expect(after.payments.totalTransactions - before.payments.totalTransactions).toBe(1);
    expect(after.dashboard.totalRevenue - before.dashboard.totalRevenue).toBe(1350);
    expect(after.dashboard.totalCustomers - before.dashboard.totalCustomers).toBe(1);
    expect(after.coupons[0].usedCount - before.coupons[0].usedCount).toBe(1);
    expect(after.analytics.totalRedemptions - before.analytics.totalRedemptions).toBe(1);
    // A refund takes the revenue back.
    const [order] = await server.db.select().from(paymentOrders);
    await deliver(
      paymentEvent({ type: 'payment.refunded', data: { orderId: order?.reference, amount: 1350 } }),
    );
    const refunded = await read();
    expect(refunded.payments.totalRevenue).toBe(before.payments.totalRevenue);
    expect(refunded.dashboard.totalRevenue).toBe(before.dashboard.totalRevenue);
  });
});
