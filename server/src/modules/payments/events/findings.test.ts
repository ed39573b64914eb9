// Findings on payments (docs/coupons-and-payments.md, "Findings and review"): each one raised by
// the event that should raise it and by no other, partial refunds, disputes, revenue, and the
// review of findings through the API.
import type { PaymentEventInput } from '@coursedesk/contract/payment-events';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
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
import { buildCoupon, buildCourse, buildCoursePricing } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';

const SECRET = 'whsec_findings_0123456789abcdef';
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

type Overrides = Omit<Partial<PaymentEventInput>, 'data'> & {
  data?: Partial<PaymentEventInput['data']>;
};

/** A payment in full of the course's price (£1,500), unless told otherwise. */
function event(overrides: Overrides = {}): PaymentEventInput {
  sequence += 1;
  const { data, ...rest } = overrides;
  return {
    id: `evt_f${sequence}_${Math.random().toString(36).slice(2, 8)}`,
    type: 'payment.succeeded',
    created: Math.floor(Date.now() / 1000),
    ...rest,
    data: {
      orderId: `ord_f${sequence}`,
      customer: { name: 'Grace Hopper', email: `grace${sequence}@example.com` },
      course: 'priced-course',
      amount: 1500,
      currency: 'GBP',
      ...data,
    },
  };
}

async function deliver(payload: PaymentEventInput) {
  const body = JSON.stringify(payload);
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/webhooks/payments',
    headers: {
      'content-type': 'application/json',
      'coursedesk-signature': signWebhookPayload(SECRET, body),
    },
    payload: body,
  });
  expect(response.statusCode).toBe(200);
  return response;
}

/** £1,500 in full, or 6 payments of £300 (made once per file). */
async function pricedCourse() {
  const [existing] = await server.db
    .select()
    .from(courses)
    .where(eq(courses.slug, 'priced-course'));
  if (existing) return existing;
  const row = await buildCourse(server.db, { slug: 'priced-course', title: 'Priced Course' });
  await buildCoursePricing(server.db, {
    courseId: row.id,
    currentPricePence: 150_000,
    installmentPricePence: 30_000,
    installmentMonths: 6,
  });
  return row;
}

async function transactionOf(reference: string) {
  const [row] = await server.db
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.reference, reference));
  return row;
}

async function allIssues() {
  const rows = await server.db.select().from(paymentTransactions);
  return rows.flatMap((row) => row.issues.map((issue) => issue.code));
}

async function revenue(): Promise<number> {
  return (await server.api.get('/api/payments/stats?period=30')).json().stats.totalRevenue;
}

describe('findings: each raised by its event alone', () => {
  beforeEach(pricedCourse);

  it('a payment of the price, in GBP, on a known course has none', async () => {
    const payment = event();
    await deliver(payment);
    expect(await transactionOf(payment.id)).toMatchObject({ issues: [], needsReview: false });
  });

  it('amount_mismatch: a payment in full other than the price', async () => {
    const payment = event({ data: { amount: 1200 } });
    await deliver(payment);
    expect((await transactionOf(payment.id))?.issues).toEqual([
      { code: 'amount_mismatch', expectedPence: 150_000, receivedPence: 120_000 },
    ]);
  });

  it('amount_mismatch: an installment other than the plan’s, and none for the right ones', async () => {
    const installment = { paidAmount: 300, totalAmount: 1800 };
    const first = event({ data: { amount: 300, paymentType: 'installment', installment } });
    const second = event({
      data: {
        orderId: first.data.orderId,
        customer: first.data.customer,
        amount: 250,
        paymentType: 'installment',
        installment,
      },
    });
    await deliver(first);
    await deliver(second);
    expect((await transactionOf(first.id))?.issues).toEqual([]);
    expect((await transactionOf(second.id))?.issues).toEqual([
      { code: 'amount_mismatch', expectedPence: 30_000, receivedPence: 25_000 },
    ]);
  });

  it('amount_mismatch with no expected amount: installments on a course without the plan', async () => {
    const course = await buildCourse(server.db, { slug: 'no-plan-course' });
    await buildCoursePricing(server.db, { courseId: course.id, installmentMonths: 0 });
    const payment = event({
      data: { course: 'no-plan-course', amount: 300, paymentType: 'installment' },
    });
    await deliver(payment);
    expect((await transactionOf(payment.id))?.issues).toEqual([
      { code: 'amount_mismatch', expectedPence: null, receivedPence: 30_000 },
    ]);
  });

  it('a coupon that applies is priced in: the discounted amount has no finding', async () => {
    const course = await pricedCourse();
    await buildCoupon(server.db, { code: 'FIND20', discountPercent: 20, courses: [course] });
    const payment = event({ data: { amount: 1200, couponCode: 'FIND20' } });
    await deliver(payment);
    expect((await transactionOf(payment.id))?.issues).toEqual([]);
  });

  it('unknown_course: the course only, no price to compare', async () => {
    const payment = event({ data: { course: 'no-such-course', amount: 99 } });
    await deliver(payment);
    expect((await transactionOf(payment.id))?.issues).toEqual([
      { code: 'unknown_course', course: 'no-such-course' },
    ]);
  });

  it('coupon_rejected: an unknown code, with its reason', async () => {
    const payment = event({ data: { couponCode: 'NOSUCH' } });
    await deliver(payment);
    expect((await transactionOf(payment.id))?.issues).toEqual([
      { code: 'coupon_rejected', coupon: 'NOSUCH', reason: 'unknown' },
    ]);
  });

  it('currency_mismatch: a payment not in GBP', async () => {
    const payment = event({ data: { currency: 'EUR' } });
    await deliver(payment);
    expect((await transactionOf(payment.id))?.issues).toEqual([
      { code: 'currency_mismatch', currency: 'EUR' },
    ]);
  });

  it('a failed payment of another amount raises nothing: no money was taken', async () => {
    await deliver(event({ type: 'payment.failed', data: { amount: 12, couponCode: 'NOSUCH' } }));
    expect(await allIssues()).toEqual([]);
  });

  it('duplicate_charge: a second success on an order paid in full, counted in revenue until refunded', async () => {
    const before = await revenue();
    const first = event();
    const again = event({ data: { orderId: first.data.orderId, customer: first.data.customer } });
    await deliver(first);
    await deliver(again);
    expect((await transactionOf(first.id))?.issues).toEqual([]);
    expect((await transactionOf(again.id))?.issues).toEqual([
      { code: 'duplicate_charge', paidBeforePence: 150_000 },
    ]);
    expect((await revenue()) - before).toBe(3000);
    // The charge taken twice is refunded once: the order keeps one payment.
    await deliver(
      event({
        type: 'payment.refunded',
        data: { orderId: first.data.orderId, customer: first.data.customer, amount: 1500 },
      }),
    );
    expect((await revenue()) - before).toBe(1500);
    const [order] = await server.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.reference, first.data.orderId));
    expect(order?.status).toBe('paid');
    expect(await allIssues()).toEqual(['duplicate_charge']);
  });

  it('refund_exceeds_payment: partial refunds add up, and the one past the payment is found', async () => {
    const before = await revenue();
    const payment = event();
    const refund = (amount: number) =>
      event({
        type: 'payment.refunded',
        data: { orderId: payment.data.orderId, customer: payment.data.customer, amount },
      });
    await deliver(payment);
    await deliver(refund(1000));
    expect(await transactionOf(payment.id)).toMatchObject({
      status: 'success',
      refundedPence: 100_000,
      issues: [],
    });
    expect((await revenue()) - before).toBe(500);
    await deliver(refund(800));
    expect(await transactionOf(payment.id)).toMatchObject({
      status: 'refunded',
      refundedPence: 150_000,
      issues: [{ code: 'refund_exceeds_payment', paidPence: 150_000, refundedPence: 180_000 }],
      needsReview: true,
    });
    expect((await revenue()) - before).toBe(0);
    const [customer] = await server.db.select().from(customers);
    expect(customer).toMatchObject({ paymentStatus: 'refunded', customerStatus: 'cancelled' });
  });

  it('disputed: on the order’s latest payment, no money moves', async () => {
    const payment = event();
    await deliver(payment);
    const before = await revenue();
    const dispute = event({
      type: 'payment.disputed',
      data: { orderId: payment.data.orderId, customer: payment.data.customer },
    });
    await deliver(dispute);
    expect(await transactionOf(payment.id)).toMatchObject({
      status: 'success',
      issues: [{ code: 'disputed', event: dispute.id }],
      needsReview: true,
    });
    expect(await revenue()).toBe(before);
    expect(await allIssues()).toEqual(['disputed']);
  });

  it('a dispute and a refund before their payment wait, listed, and take effect with it', async () => {
    const payment = event();
    const dispute = event({
      type: 'payment.disputed',
      data: { orderId: payment.data.orderId, customer: payment.data.customer },
    });
    const refund = event({
      type: 'payment.refunded',
      data: { orderId: payment.data.orderId, customer: payment.data.customer, amount: 500 },
    });
    await deliver(dispute);
    await deliver(refund);
    const summary = (await server.api.get('/api/payments/review-summary')).json().data;
    expect(summary.waitingRefunds).toEqual([
      expect.objectContaining({ eventId: refund.id, orderId: payment.data.orderId, amount: 500 }),
    ]);
    await deliver(payment);
    expect(await transactionOf(payment.id)).toMatchObject({
      refundedPence: 50_000,
      issues: [{ code: 'disputed', event: dispute.id }],
    });
    const waiting = await server.db.select().from(paymentEvents);
    expect(waiting.every((row) => row.appliedAt !== null)).toBe(true);
    expect(
      (await server.api.get('/api/payments/review-summary')).json().data.waitingRefunds,
    ).toEqual([]);
  });
});

describe('review', () => {
  beforeEach(pricedCourse);

  it('lists what needs review, counts it, and a note marks it reviewed, kept and logged', async () => {
    const clean = event();
    const wrong = event({ data: { amount: 1000 } });
    const foreign = event({ data: { currency: 'USD' } });
    for (const payment of [clean, wrong, foreign]) await deliver(payment);

    const listed = (await server.api.get('/api/payments/transactions?needsReview=true')).json();
    expect(listed.transactions.map((row: { id: string }) => row.id).sort()).toEqual(
      [wrong.id, foreign.id].sort(),
    );
    expect(listed.transactions.find((row: { id: string }) => row.id === wrong.id)).toMatchObject({
      needsReview: true,
      review: null,
      refundedAmount: 0,
      issues: [{ code: 'amount_mismatch', expectedPence: 150_000, receivedPence: 100_000 }],
    });
    const summary = (await server.api.get('/api/payments/review-summary')).json().data;
    expect(summary).toMatchObject({
      needsReview: 2,
      byCode: { amount_mismatch: 1, currency_mismatch: 1, disputed: 0 },
    });
    expect((await server.api.get('/api/admin/dashboard/stats')).json().data.paymentsToReview).toBe(
      2,
    );

    const reviewed = await server.api.post(`/api/payments/transactions/${wrong.id}/review`, {
      note: '  Charged the old price; refund of £500 agreed.  ',
    });
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json().data).toMatchObject({
      id: wrong.id,
      needsReview: false,
      issues: [{ code: 'amount_mismatch' }],
      review: {
        note: 'Charged the old price; refund of £500 agreed.',
        reviewedBy: { email: expect.stringContaining('@') },
      },
    });
    const detail = (await server.api.get(`/api/payments/transactions/${wrong.id}`)).json().data;
    expect(detail.review.note).toBe('Charged the old price; refund of £500 agreed.');
    const still = (await server.api.get('/api/payments/transactions?needsReview=true')).json();
    expect(still.transactions.map((row: { id: string }) => row.id)).toEqual([foreign.id]);
    expect((await server.api.get('/api/payments/review-summary')).json().data.needsReview).toBe(1);
    const row = await transactionOf(wrong.id);
    const entries = (await server.db.select().from(activity)).filter(
      (entry) => entry.action === 'update' && entry.recordId === row?.id,
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ area: 'payments', actorType: 'user' });
    expect(entries[0]?.recordLabel).toContain(wrong.id);
  });

  it('a finding after a review asks for review again, keeping the last review', async () => {
    const payment = event({ data: { amount: 1000 } });
    await deliver(payment);
    await server.api.post(`/api/payments/transactions/${payment.id}/review`, { note: 'Seen' });
    await deliver(
      event({
        type: 'payment.disputed',
        data: { orderId: payment.data.orderId, customer: payment.data.customer },
      }),
    );
    const detail = (await server.api.get(`/api/payments/transactions/${payment.id}`)).json().data;
    expect(detail).toMatchObject({ needsReview: true, review: { note: 'Seen' } });
    expect(detail.issues.map((issue: { code: string }) => issue.code)).toEqual([
      'amount_mismatch',
      'disputed',
    ]);
  });

  it('answers 404 for an unknown transaction and 400 without a note or with one too long', async () => {
    const payment = event({ data: { amount: 1000 } });
    await deliver(payment);
    const url = `/api/payments/transactions/${payment.id}/review`;
    expect(
      (await server.api.post('/api/payments/transactions/TXN-NONE/review', { note: 'x' }))
        .statusCode,
    ).toBe(404);
    expect((await server.api.post(url, {})).statusCode).toBe(400);
    expect((await server.api.post(url, { note: '   ' })).statusCode).toBe(400);
    expect((await server.api.post(url, { note: 'x'.repeat(1001) })).statusCode).toBe(400);
    const row = await transactionOf(payment.id);
    expect(row?.needsReview).toBe(true);
    const entries = await server.db.select().from(activity);
    expect(entries.some((entry) => entry.recordId === row?.id)).toBe(false);
  });

  it.each([
    ['GET', '/api/payments/transactions?needsReview=true'],
    ['GET', '/api/payments/review-summary'],
    ['POST', '/api/payments/transactions/TXN-1/review'],
  ] as const)('%s %s needs an admin session', async (method, url) => {
    const response = await server.app.inject({ method, url, payload: { note: 'x' } });
    expect(response.statusCode).toBe(401);
  });
});
