// Payment events (docs/payments-webhook.md): each event id takes effect once, in one transaction
// that stores the event, the customer, the order, the coupon's use and the payment.

import type { OrderStatus } from '@coursedesk/contract/commerce';
import { couponVerdict, utcToday } from '@coursedesk/contract/coupons';
import { customerStatuses } from '@coursedesk/contract/customers';
import type { PaymentEvent, PaymentEventIssue } from '@coursedesk/contract/payment-events';
import { activityInsert } from '../../../db/activity.ts';
import type { Database, Executor } from '../../../db/client.ts';
import { findCouponTerms } from '../../../db/coupon-terms.ts';
import { type CourseMatch, findCoursesByReferences } from '../../../db/course-lookup.ts';
import { paymentRecorded, recordChanges } from '../../../db/outbox.ts';
import { systemActor } from '../../../db/request-context.ts';
import {
  type CustomerValues,
  eventsOnRecord,
  findOrder,
  hasRedemption,
  hasSuccessfulPayment,
  insertBatchRecords,
  insertRedemption,
  insertTransactions,
  lockPaymentEvents,
  markWaitingRefundsApplied,
  type NewEventRow,
  type NewTransactionRow,
  type OrderRow,
  refundTransactions,
  type StatusRule,
  takeCouponUse,
  updateCustomerStatuses,
  updateOrder,
  upsertCustomers,
  upsertOrders,
} from './repository.ts';

const pence = (pounds: number) => Math.round(pounds * 100);

/** A payment that went through: paid, and a pending (or turned-down) customer is approved. */
const paid: StatusRule = {
  paymentStatus: 'paid',
  keepPaymentStatus: [],
  customerStatus: 'approved',
  customerStatusFrom: ['pending', 'rejected', 'cancelled'],
};
/** A payment that failed: failed, unless the customer has paid already; a new one is pending. */
const failed: StatusRule = {
  paymentStatus: 'failed',
  keepPaymentStatus: ['paid'],
  customerStatus: 'pending',
  customerStatusFrom: [],
};
/** A refund: refunded, and the enrolment is cancelled. */
const refunded: StatusRule = {
  paymentStatus: 'refunded',
  keepPaymentStatus: [],
  customerStatus: 'cancelled',
  customerStatusFrom: customerStatuses,
};

export interface ReceivedEvent {
  /** The event id was stored before: nothing was done this time. */
  duplicate: boolean;
  /** What the event could not be matched with (empty for a repeat). */
  issues: PaymentEventIssue[];
  /** False while a refund waits for its payment. */
  applied: boolean;
}

export interface PaymentEventsService {
  receive(event: PaymentEvent): Promise<ReceivedEvent>;
}

interface Waiting {
  event: PaymentEvent;
  resolve(result: ReceivedEvent): void;
  reject(error: unknown): void;
}

/** Events stored in one transaction at most (docs/payments-webhook.md, "Throughput"). */
const MAX_BATCH = 100;

export function createPaymentEventsService(
  db: Database,
  { maxBatch = MAX_BATCH }: { maxBatch?: number } = {},
): PaymentEventsService {
  const queue: Waiting[] = [];
  /** A batch is being applied: the next one waits until it commits. */
  let applying = false;

  /**
   * Payments (succeeded or failed) of distinct customers and orders: their customers in one
   * statement, their orders in another, then each one's coupon use and transaction. Answers what
   * each could not be matched with, in the order of `events`.
   */
  async function applyPayments(
    tx: Executor,
    events: PaymentEvent[],
    courses: Map<string, CourseMatch>,
    /** Where the payments are added, to be written with the batch's others. */
    payments: NewTransactionRow[],
  ): Promise<PaymentEventIssue[][]> {
    const terms = events.map((event) => {
      const { data } = event;
      const course = courses.get(data.course);
      const amountPence = pence(data.amount);
      return {
        event,
        course,
        succeeded: event.type === 'payment.succeeded',
        amountPence,
        totalPence: data.installment ? pence(data.installment.totalAmount) : amountPence,
      };
    });
    const customerIds = await upsertCustomers(
      tx,
      terms.map(({ event, course, amountPence, succeeded }) => ({
        values: customerValues(event, course, amountPence),
        rule: succeeded ? paid : failed,
      })),
    );
    const orders = await upsertOrders(
      tx,
      terms.map(({ event: { data }, course, totalPence, succeeded }, index) => ({
        reference: data.orderId,
        customerId: customerIds[index] ?? null,
        customerName: data.customer.name,
        customerEmail: data.customer.email,
        courseId: course?.id ?? null,
        courseName: course?.title ?? data.course,
        subtotalPence: totalPence,
        discountPence: 0,
        totalPence,
        currency: data.currency,
        status: succeeded ? 'paid' : 'failed',
      })),
    );
    const issues: PaymentEventIssue[][] = [];
    for (const { event, course, succeeded, amountPence, totalPence } of terms) {
      const { data } = event;
      const order = orders.get(data.orderId);
      if (!order) throw new Error('order upsert returned no row');
      const found: PaymentEventIssue[] = course ? [] : ['unknown_course'];
      const paidAt = new Date(event.created * 1000);
      const status = nextOrderStatus(order, succeeded);
      if (status !== order.status) await updateOrder(tx, order.id, { status });
      if (data.couponCode) {
        found.push(...(await redeemCoupon(tx, event, order, course, totalPence, paidAt)));
      }
      payments.push({
        reference: event.id,
        orderId: order.id,
        courseId: course?.id ?? null,
        customerName: data.customer.name,
        customerEmail: data.customer.email,
        customerPhone: data.customer.phone ?? null,
        courseName: course?.title ?? data.course,
        courseCategory: course?.category ?? null,
        amountPence,
        currency: data.currency,
        method: data.method,
        status: succeeded ? 'success' : 'failed',
        paymentDate: paidAt,
      });
      issues.push(found);
    }
    return issues;
  }

  /**
   * The coupon's one use by this order, when it applies and has a use left: the order then
   * carries the discount. Answers what did not match.
   */
  async function redeemCoupon(
    tx: Executor,
    event: PaymentEvent,
    order: OrderRow,
    course: CourseMatch | undefined,
    totalPence: number,
    paidAt: Date,
  ): Promise<PaymentEventIssue[]> {
    const code = event.data.couponCode;
    if (!code) return [];
    const coupon = await findCouponTerms(tx, code);
    if (!coupon) return ['unknown_coupon'];
    if (order.couponId === null) await updateOrder(tx, order.id, { couponId: coupon.id });
    // Only a payment that went through uses the coupon, and an order uses it once.
    if (event.type !== 'payment.succeeded' || (await hasRedemption(tx, order.id))) return [];
    const pricePence = course?.pricePence ?? totalPence;
    const verdict = couponVerdict(coupon, {
      courseId: course?.id,
      pricePence,
      today: utcToday(paidAt),
    });
    if (!verdict.applies) {
      return [verdict.reason === 'used_up' ? 'coupon_limit_reached' : 'coupon_not_applicable'];
    }
    if (!(await takeCouponUse(tx, coupon.id))) return ['coupon_limit_reached'];
    await insertRedemption(tx, {
      couponId: coupon.id,
      orderId: order.id,
      customerEmail: event.data.customer.email,
      discountPence: verdict.discountPence,
      redeemedAt: paidAt,
    });
    await updateOrder(tx, order.id, {
      subtotalPence: totalPence + verdict.discountPence,
      discountPence: verdict.discountPence,
      totalPence,
    });
    // The provider charged something other than the course's price after the coupon.
    const issues: PaymentEventIssue[] = [];
    if (
      course?.pricePence != null &&
      !event.data.installment &&
      verdict.finalPricePence !== totalPence
    ) {
      issues.push('amount_mismatch');
    }
    return issues;
  }

  /** The order's payments are refunded; false when there is no successful payment yet. */
  async function applyRefund(tx: Executor, orderReference: string): Promise<boolean> {
    const order = await findOrder(tx, orderReference);
    if (!order || !(await hasSuccessfulPayment(tx, order.id))) return false;
    if (order.customerId) await updateCustomerStatuses(tx, order.customerId, refunded);
    await updateOrder(tx, order.id, { status: 'refunded' });
    await refundTransactions(tx, order.id);
    return true;
  }

  return {
    receive(event) {
      return new Promise<ReceivedEvent>((resolve, reject) => {
        queue.push({ event, resolve, reject });
        next();
      });
    },
  };

  /**
   * A batch of events in one transaction, under `lockPaymentEvents`. What every event needs to
   * look up is read once for the batch: which ids are stored already and which refunds wait for a
   * payment in one statement, the courses before the transaction (`runBatch`). The payments that share no customer and no order with another event of the
   * batch, and have no refund waiting, are applied together first, a few statements for them all;
   * the others follow one after the other, in the order they arrived. The events, the last
   * payments and the activity entries are stored in one statement at the end.
   */
  async function applyBatch(
    tx: Executor,
    events: PaymentEvent[],
    courses: Map<string, CourseMatch>,
  ): Promise<ReceivedEvent[]> {
    await lockPaymentEvents(tx);
    const { stored, waiting } = await eventsOnRecord(
      tx,
      events.map((event) => event.id),
      events
        .filter((event) => event.type === 'payment.succeeded')
        .map((event) => event.data.orderId),
    );

    const results: ReceivedEvent[] = [];
    const fresh: { event: PaymentEvent; row: NewEventRow; result: ReceivedEvent }[] = [];
    for (const event of events) {
      if (stored.has(event.id)) {
        results.push({ duplicate: true, issues: [], applied: true });
        continue;
      }
      stored.add(event.id);
      const row: NewEventRow = {
        eventId: event.id,
        type: event.type,
        orderReference: event.data.orderId,
        payload: event,
        issues: [],
        appliedAt: new Date(),
      };
      const result: ReceivedEvent = { duplicate: false, issues: [], applied: true };
      fresh.push({ event, row, result });
      results.push(result);
    }

    /** The batch's payments, written together before anything reads them. */
    const payments: NewTransactionRow[] = [];
    const writePayments = async () => {
      await insertTransactions(tx, payments.splice(0));
    };
    const settle = (entry: (typeof fresh)[number], issues: PaymentEventIssue[]) => {
      entry.row.issues = issues;
      entry.result.issues = issues;
    };

    const orderCount = countBy(fresh, ({ event }) => event.data.orderId);
    const emailCount = countBy(
      fresh.filter(({ event }) => event.type !== 'payment.refunded'),
      ({ event }) => event.data.customer.email.toLowerCase(),
    );
    const alone = (event: PaymentEvent) =>
      event.type !== 'payment.refunded' &&
      orderCount.get(event.data.orderId) === 1 &&
      emailCount.get(event.data.customer.email.toLowerCase()) === 1 &&
      !waiting.has(event.data.orderId);
    const together = fresh.filter(({ event }) => alone(event));
    const issues = await applyPayments(
      tx,
      together.map(({ event }) => event),
      courses,
      payments,
    );
    for (const [index, entry] of together.entries()) settle(entry, issues[index] ?? []);

    /** This batch's refunds still waiting, by order. */
    const waitingHere = new Map<string, (typeof fresh)[number][]>();
    for (const entry of fresh) {
      const { event } = entry;
      if (alone(event)) continue;
      const orderId = event.data.orderId;
      if (event.type === 'payment.refunded') {
        await writePayments();
        if (!(await applyRefund(tx, orderId))) {
          entry.row.appliedAt = null;
          entry.result.applied = false;
          waitingHere.set(orderId, [...(waitingHere.get(orderId) ?? []), entry]);
        }
        continue;
      }
      const [found] = await applyPayments(tx, [event], courses, payments);
      settle(entry, found ?? []);
      // A refund that arrived before this payment now takes effect.
      const early = waitingHere.get(orderId);
      if (event.type === 'payment.succeeded' && (waiting.has(orderId) || early)) {
        await writePayments();
        await applyRefund(tx, orderId);
        if (waiting.delete(orderId)) await markWaitingRefundsApplied(tx, orderId);
        for (const refund of early ?? []) {
          refund.row.appliedAt = new Date();
          refund.result.applied = true;
        }
        waitingHere.delete(orderId);
      }
    }
    // In the activity log as the system's own work, one entry per event taken in.
    const activities = activityInsert(
      tx,
      fresh.map(({ event, row }) => ({
        area: 'payments',
        action: 'create',
        label: `${event.type} ${event.id}`,
        after: {
          event: event.id,
          type: event.type,
          order: event.data.orderId,
          customer: event.data.customer.email,
          course: event.data.course,
          amount: event.data.amount,
          currency: event.data.currency,
          coupon: event.data.couponCode ?? null,
          issues: row.issues,
          applied: row.appliedAt !== null,
        },
        actor: systemActor,
        requestId: null,
        address: null,
      })),
    );
    await recordChanges(
      tx,
      fresh.map(({ event, row }) => paymentRecorded(event, row.issues)),
    );
    await insertBatchRecords(tx, {
      transactions: payments.splice(0),
      events: fresh.map(({ row }) => row),
      activities,
    });
    return results;
  }

  /**
   * Group commit: the events that arrive while a batch is being applied wait for it, then go
   * together in the next one: one commit (one flush to disk) and one set of look-ups serve the
   * whole batch. The next batch begins as soon as this one is applied: its course look-up, its
   * BEGIN and its wait for the lock overlap this one's commit, and it takes the lock when that
   * commit ends, so batches still take effect one after the other, in the order they began.
   * Should a batch fail, its events are tried again one transaction each, so the one at fault is
   * answered with its error alone, before the next batch begins. Each event is answered once its
   * transaction has committed.
   */
  function next(): void {
    if (applying || queue.length === 0) return;
    applying = true;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      applying = false;
      next();
    };
    void runBatch(queue.splice(0, maxBatch), release).finally(release);
  }

  async function runBatch(batch: Waiting[], applied: () => void = () => {}): Promise<void> {
    const events = batch.map((waiting) => waiting.event);
    try {
      // Courses are not written by events: looked up before the transaction, while the batch
      // before this one commits.
      const courses = await findCoursesByReferences(db, [
        ...new Set(
          events
            .filter((event) => event.type !== 'payment.refunded')
            .map((event) => event.data.course),
        ),
      ]);
      const results = await db.transaction(async (tx) => {
        const answered = await applyBatch(tx, events, courses);
        applied();
        return answered;
      });
      batch.forEach((waiting, index) => {
        const result = results[index];
        if (result) waiting.resolve(result);
        else waiting.reject(new Error('event not applied'));
      });
    } catch (error) {
      const [only] = batch;
      if (batch.length === 1 && only) {
        only.reject(error);
        return;
      }
      for (const waiting of batch) await runBatch([waiting]);
    }
  }

  function customerValues(
    event: PaymentEvent,
    course: CourseMatch | undefined,
    amountPence: number,
  ): CustomerValues {
    const { data } = event;
    return {
      name: data.customer.name,
      email: data.customer.email,
      phone: data.customer.phone ?? null,
      courseId: course?.id ?? null,
      courseName: course?.title ?? data.course,
      courseCategory: course?.category ?? null,
      paymentType: data.installment ? 'installment' : data.paymentType,
      amountPence: data.installment ? pence(data.installment.paidAmount) : amountPence,
      currency: data.currency,
      installmentPaidPence: data.installment ? pence(data.installment.paidAmount) : null,
      installmentTotalPence: data.installment ? pence(data.installment.totalAmount) : null,
    };
  }
}

/** An order is paid once a payment goes through, and stays paid (or refunded) after a failure. */
function nextOrderStatus(order: OrderRow, succeeded: boolean): OrderStatus {
  if (succeeded) return order.status === 'refunded' ? 'refunded' : 'paid';
  return order.status === 'paid' || order.status === 'refunded' ? order.status : 'failed';
}

/** How many of `items` share each key. */
function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}
