// Every SQL statement of the payment events (docs/payments-webhook.md). All of them run inside the
// transaction of a batch of events, under `lockPaymentEvents`.

import type { TransactionStatus } from '@coursedesk/contract/commerce';
import {
  type PaymentEvent,
  type PaymentEventType,
  paymentEvent,
} from '@coursedesk/contract/payment-events';
import type { TransactionIssue } from '@coursedesk/contract/payment-findings';
import type { OrderPricing } from '@coursedesk/contract/pricing';
import { and, asc, desc, eq, inArray, isNull, type SQLWrapper, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/client.ts';
import {
  coursePricing,
  paymentEvents,
  paymentOrders,
  paymentTransactions,
} from '../../../db/schema/index.ts';

/** The events that act on an order's payment, and wait for it when they come first. */
export const afterPaymentTypes = [
  'payment.refunded',
  'payment.disputed',
] as const satisfies PaymentEventType[];

export type NewEventRow = typeof paymentEvents.$inferInsert & { issues: string[] };

/**
 * What the payment events on record say about a batch, in one statement (read under
 * `lockPaymentEvents`): which of its event ids are stored already, and which of the orders its
 * payments name have a refund or a dispute waiting for their payment.
 */
export async function eventsOnRecord(
  db: Executor,
  eventIds: string[],
  orderReferences: string[],
): Promise<{ stored: Set<string>; waiting: Set<string> }> {
  const rows = rowsOf<{ stored: boolean; value: string }>(
    await db.execute(sql`
      select true as stored, ${paymentEvents.eventId} as value from ${paymentEvents}
      where ${paymentEvents.eventId} = any(${sql.param(eventIds)}::text[])
      union
      select false, ${paymentEvents.orderReference} from ${paymentEvents}
      where ${paymentEvents.orderReference} = any(${sql.param(orderReferences)}::text[])
        and ${paymentEvents.type} in ('payment.refunded', 'payment.disputed')
        and ${paymentEvents.appliedAt} is null`),
  );
  const stored = new Set<string>();
  const waiting = new Set<string>();
  for (const row of rows) (row.stored ? stored : waiting).add(row.value);
  return { stored, waiting };
}

/**
 * Stores what a batch leaves behind, in one statement: its last payments, its events (with what
 * each could not be matched with and whether it has taken effect) and their activity entries
 * (`activityInsert`). The unique key on the event id is the last word: a repeat fails the batch.
 */
export async function insertBatchRecords(
  db: Executor,
  {
    transactions,
    events,
    activities,
  }: {
    transactions: NewTransactionRow[];
    events: NewEventRow[];
    activities: SQLWrapper | undefined;
  },
): Promise<void> {
  const inserts = [
    transactions.length > 0 ? db.insert(paymentTransactions).values(transactions) : undefined,
    events.length > 0 ? db.insert(paymentEvents).values(events) : undefined,
    activities,
  ].flatMap((insert) => (insert ? [insert.getSQL()] : []));
  const last = inserts.pop();
  if (!last) return;
  // Data-modifying statements in WITH all run, whether or not the last one reads them.
  const first = inserts.map((insert, index) => sql`${sql.raw(`w${index}`)} as (${insert})`);
  await db.execute(first.length > 0 ? sql`with ${sql.join(first, sql`, `)} ${last}` : last);
}

/**
 * The refunds and disputes that waited for this order's payment, oldest first, marked as taking
 * effect now.
 */
export async function takeWaitingEvents(
  db: Executor,
  orderReference: string,
): Promise<PaymentEvent[]> {
  const rows = await db
    .update(paymentEvents)
    .set({ appliedAt: sql`now()` })
    .where(
      and(
        eq(paymentEvents.orderReference, orderReference),
        inArray(paymentEvents.type, afterPaymentTypes),
        isNull(paymentEvents.appliedAt),
      ),
    )
    .returning({ payload: paymentEvents.payload, createdAt: paymentEvents.createdAt });
  return rows
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((row) => paymentEvent.parse(row.payload));
}

/**
 * Until the transaction ends, no other transaction stores payment events, on any instance: the
 * events take effect one after the other, each seeing what the one before it committed (a refund
 * that arrives while its payment is being stored is found waiting once the payment is in; two
 * payments of one new customer make one customer). They would queue anyway, on the version rows
 * of the tables they write; this lock makes the queue explicit, so two instances never wait on
 * each other in a circle.
 */
export async function lockPaymentEvents(db: Executor): Promise<void> {
  // Class 3 of the two-key advisory locks: payment events.
  await db.execute(sql`select pg_advisory_xact_lock(3, 0)`);
}

export type OrderRow = typeof paymentOrders.$inferSelect;

/**
 * The orders with these references (distinct), each created from its values when new: one
 * statement. Answers them by reference.
 */
export async function upsertOrders(
  db: Executor,
  values: (typeof paymentOrders.$inferInsert)[],
): Promise<Map<string, OrderRow>> {
  if (values.length === 0) return new Map();
  const rows = await db
    .insert(paymentOrders)
    .values(values)
    .onConflictDoUpdate({ target: paymentOrders.reference, set: { updatedAt: sql`now()` } })
    .returning();
  return new Map(rows.map((row) => [row.reference, row]));
}

/** The order with this reference, or undefined (read under `lockPaymentEvents`). */
export async function findOrder(db: Executor, reference: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.reference, reference));
  return row;
}

export async function updateOrder(
  db: Executor,
  id: string,
  values: Partial<
    Pick<OrderRow, 'status' | 'couponId' | 'subtotalPence' | 'discountPence' | 'totalPence'>
  >,
): Promise<void> {
  await db
    .update(paymentOrders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(paymentOrders.id, id));
}

export type NewTransactionRow = typeof paymentTransactions.$inferInsert;

/** A batch's payments, in one statement. */
export async function insertTransactions(db: Executor, rows: NewTransactionRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(paymentTransactions).values(rows);
}

/**
 * The pricing plans of these courses, by course id: read before the batch's transaction, like the
 * courses (events never write them).
 */
export async function findCoursePricing(
  db: Executor,
  courseIds: string[],
): Promise<Map<string, OrderPricing>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .select({
      courseId: coursePricing.courseId,
      currentPricePence: coursePricing.currentPricePence,
      installmentPricePence: coursePricing.installmentPricePence,
      installmentMonths: coursePricing.installmentMonths,
    })
    .from(coursePricing)
    .where(inArray(coursePricing.courseId, courseIds));
  return new Map(rows.map((row) => [row.courseId, row]));
}

/** What an order has received so far: its payments that went through, less what was refunded. */
export interface OrderPaid {
  /** Payments that went through and are not refunded in full. */
  payments: number;
  /** Money received less refunds. */
  netPence: number;
}

/** What each of these orders has received so far, by order id (missing: nothing). */
export async function findOrdersPaid(
  db: Executor,
  orderIds: string[],
): Promise<Map<string, OrderPaid>> {
  if (orderIds.length === 0) return new Map();
  const rows = rowsOf<{ order_id: string; payments: number | string; net: number | string }>(
    await db.execute(sql`
      select ${paymentTransactions.orderId} as order_id, count(*) as payments,
        sum(${paymentTransactions.amountPence} - ${paymentTransactions.refundedPence}) as net
      from ${paymentTransactions}
      where ${paymentTransactions.orderId} = any(${sql.param(orderIds)}::uuid[])
        and ${paymentTransactions.status} = 'success'
      group by 1`),
  );
  return new Map(
    rows.map((row) => [
      row.order_id,
      { payments: Number(row.payments), netPence: Number(row.net) },
    ]),
  );
}

/** A payment of an order that went through (refunded or not), as refunds and disputes read it. */
export interface ReceivedPayment {
  id: string;
  amountPence: number;
  refundedPence: number;
  status: TransactionStatus;
}

/** The order's payments that went through, refunded or not, the latest first. */
export async function findReceivedPayments(
  db: Executor,
  orderId: string,
): Promise<ReceivedPayment[]> {
  return db
    .select({
      id: paymentTransactions.id,
      amountPence: paymentTransactions.amountPence,
      refundedPence: paymentTransactions.refundedPence,
      status: paymentTransactions.status,
    })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.orderId, orderId),
        inArray(paymentTransactions.status, ['success', 'refunded']),
      ),
    )
    .orderBy(
      desc(paymentTransactions.paymentDate),
      desc(paymentTransactions.createdAt),
      asc(paymentTransactions.id),
    );
}

/** A payment's refunded amount; refunded in full, its status is `refunded`. */
export async function setRefunded(db: Executor, id: string, refundedPence: number): Promise<void> {
  await db
    .update(paymentTransactions)
    .set({
      refundedPence,
      status: sql`case when ${refundedPence}::bigint >= ${paymentTransactions.amountPence}
        then 'refunded' else ${paymentTransactions.status} end`,
      updatedAt: sql`now()`,
    })
    .where(eq(paymentTransactions.id, id));
}

/** Findings added to a stored payment: it needs review again. */
export async function addTransactionIssues(
  db: Executor,
  id: string,
  issues: TransactionIssue[],
): Promise<void> {
  if (issues.length === 0) return;
  await db
    .update(paymentTransactions)
    .set({
      issues: sql`${paymentTransactions.issues} || ${JSON.stringify(issues)}::jsonb`,
      needsReview: true,
      updatedAt: sql`now()`,
    })
    .where(eq(paymentTransactions.id, id));
}
