// Every SQL statement of the payment events (docs/payments-webhook.md). All of them run inside the
// transaction of a batch of events, under `lockPaymentEvents`.

import type { TransactionStatus } from '@coursedesk/contract/commerce';
import { and, eq, isNull, type SQLWrapper, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/client.ts';
import { paymentEvents, paymentOrders, paymentTransactions } from '../../../db/schema/index.ts';

export type NewEventRow = typeof paymentEvents.$inferInsert & { issues: string[] };

/**
 * What the payment events on record say about a batch, in one statement (read under
 * `lockPaymentEvents`): which of its event ids are stored already, and which of the orders its
 * payments name have a refund waiting for their payment.
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
        and ${paymentEvents.type} = 'payment.refunded' and ${paymentEvents.appliedAt} is null`),
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

/** The refunds that waited for this order's payment have now taken effect. */
export async function markWaitingRefundsApplied(
  db: Executor,
  orderReference: string,
): Promise<void> {
  await db
    .update(paymentEvents)
    .set({ appliedAt: sql`now()` })
    .where(
      and(
        eq(paymentEvents.orderReference, orderReference),
        eq(paymentEvents.type, 'payment.refunded'),
        isNull(paymentEvents.appliedAt),
      ),
    );
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

/** The order's successful payments become refunded; answers how many there were. */
export async function refundTransactions(db: Executor, orderId: string): Promise<number> {
  const rows = await db
    .update(paymentTransactions)
    .set({ status: 'refunded' satisfies TransactionStatus, updatedAt: sql`now()` })
    .where(and(eq(paymentTransactions.orderId, orderId), eq(paymentTransactions.status, 'success')))
    .returning({ id: paymentTransactions.id });
  return rows.length;
}

/** Whether the order has a successful payment. */
export async function hasSuccessfulPayment(db: Executor, orderId: string): Promise<boolean> {
  const rows = await db
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.orderId, orderId), eq(paymentTransactions.status, 'success')))
    .limit(1);
  return rows.length > 0;
}
