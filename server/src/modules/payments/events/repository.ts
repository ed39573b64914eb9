// Every SQL statement of the payment events (docs/payments-webhook.md). All of them run inside the
// transaction of a batch of events, under `lockPaymentEvents`.

import type { TransactionStatus } from '@coursedesk/contract/commerce';
import type {
  CustomerPaymentStatus,
  CustomerStatus,
  PaymentType,
} from '@coursedesk/contract/customers';
import { and, eq, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/client.ts';
import { bumpVersions } from '../../../db/record-versions.ts';
import {
  couponRedemptions,
  coupons,
  customers,
  paymentEvents,
  paymentOrders,
  paymentTransactions,
} from '../../../db/schema/index.ts';

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

export interface CustomerValues {
  name: string;
  email: string;
  phone: string | null;
  courseId: string | null;
  courseName: string | null;
  courseCategory: string | null;
  paymentType: PaymentType;
  amountPence: number;
  currency: string;
  installmentPaidPence: number | null;
  installmentTotalPence: number | null;
}

/** How a payment event moves a customer's statuses (the rules are the service's). */
export interface StatusRule {
  /** The payment status set… */
  paymentStatus: CustomerPaymentStatus;
  /** …unless the customer's is one of these, which it keeps. */
  keepPaymentStatus: readonly CustomerPaymentStatus[];
  /** A new customer's status, and an existing one's when it is one of `customerStatusFrom`. */
  customerStatus: CustomerStatus;
  customerStatusFrom: readonly CustomerStatus[];
}

/**
 * The customer of each payment (the most recent with its email, should there be several) brought
 * up to date with it, or a new one: one statement for them all. The emails are distinct, compared
 * without case. Answers the customers' ids in the order of `payments`. Read and written under
 * `lockPaymentEvents`, so two payments of one new customer make one customer.
 */
export async function upsertCustomers(
  db: Executor,
  payments: { values: CustomerValues; rule: StatusRule }[],
): Promise<string[]> {
  if (payments.length === 0) return [];
  // A status rule's lists travel as comma-separated text: the statuses hold no commas.
  const input = sql.join(
    payments.map(
      ({ values: v, rule }, index) => sql`(${index}::integer, ${v.name}::text, ${v.email}::text,
        ${v.phone}::text, ${v.courseId}::uuid, ${v.courseName}::text, ${v.courseCategory}::text,
        ${v.paymentType}::text, ${v.amountPence}::integer, ${v.currency}::text,
        ${v.installmentPaidPence}::integer, ${v.installmentTotalPence}::integer,
        ${rule.paymentStatus}::text, ${rule.keepPaymentStatus.join(',')}::text,
        ${rule.customerStatus}::text, ${rule.customerStatusFrom.join(',')}::text)`,
    ),
    sql`, `,
  );
  const rows = rowsOf<{ ord: number; id: string }>(
    await db.execute(sql`
      with input (ord, name, email, phone, course_id, course_name, course_category, payment_type,
        amount_pence, currency, installment_paid_pence, installment_total_pence, payment_status,
        keep_payment_status, customer_status, customer_status_from) as (values ${input}
      ), current_customer as (
        select distinct on (i.ord) i.ord, c.id from input i
        join ${customers} c on lower(c.email) = lower(i.email)
        order by i.ord, c.created_at desc
      ), updated as (
        update ${customers} c set name = i.name, phone = coalesce(i.phone, c.phone),
          course_id = i.course_id, course_name = i.course_name,
          course_category = i.course_category, payment_type = i.payment_type,
          amount_pence = i.amount_pence, currency = i.currency,
          installment_paid_pence = i.installment_paid_pence,
          installment_total_pence = i.installment_total_pence,
          payment_status = case
            when c.payment_status = any(string_to_array(i.keep_payment_status, ','))
            then c.payment_status else i.payment_status end,
          customer_status = case
            when c.customer_status = any(string_to_array(i.customer_status_from, ','))
            then i.customer_status else c.customer_status end,
          updated_at = now()
        from current_customer cc join input i on i.ord = cc.ord
        where c.id = cc.id
        returning cc.ord, c.id
      ), inserted as (
        insert into ${customers} (name, email, phone, course_id, course_name, course_category,
          payment_type, payment_status, customer_status, amount_pence, currency,
          installment_paid_pence, installment_total_pence, source)
        select i.name, i.email, i.phone, i.course_id, i.course_name, i.course_category,
          i.payment_type, i.payment_status, i.customer_status, i.amount_pence, i.currency,
          i.installment_paid_pence, i.installment_total_pence, 'website'
        from input i where not exists (select 1 from current_customer cc where cc.ord = i.ord)
        order by i.ord
        returning id, lower(email) as email
      )
      select ord, id from updated
      union all
      select i.ord, n.id from inserted n join input i on lower(i.email) = n.email`),
  );
  const ids: string[] = [];
  for (const row of rows) ids[Number(row.ord)] = row.id;
  if (ids.length !== payments.length || ids.includes(undefined as unknown as string)) {
    throw new Error('customer upsert answered another number of rows');
  }
  // A status row an admin opened before this payment is stale now (docs/architecture.md).
  await bumpVersions(db, 'customers', ids);
  return ids;
}

const oneOfValues = (column: SQL, values: readonly string[]) =>
  values.length === 0
    ? sql`false`
    : sql`${column} in (${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )})`;

function statusesSet(rule: StatusRule) {
  return sql`payment_status = case when ${oneOfValues(sql`c.payment_status`, rule.keepPaymentStatus)}
      then c.payment_status else ${rule.paymentStatus} end,
    customer_status = case when ${oneOfValues(sql`c.customer_status`, rule.customerStatusFrom)}
      then ${rule.customerStatus} else c.customer_status end`;
}

/** A customer's statuses after a refund. */
export async function updateCustomerStatuses(
  db: Executor,
  id: string,
  rule: StatusRule,
): Promise<void> {
  await db.execute(sql`
    update ${customers} c set ${statusesSet(rule)}, updated_at = now() where c.id = ${id}`);
  await bumpVersions(db, 'customers', [id]);
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

export async function hasRedemption(db: Executor, orderId: string): Promise<boolean> {
  const rows = await db
    .select({ id: couponRedemptions.id })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.orderId, orderId));
  return rows.length > 0;
}

/**
 * One use of the coupon, unless it has reached its limit: a single conditional update, so uses
 * at once can never take `usedCount` past `usageLimit`. Answers whether the use was taken.
 */
export async function takeCouponUse(db: Executor, couponId: string): Promise<boolean> {
  const rows = await db
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(coupons.id, couponId),
        sql`(${coupons.usageLimit} is null or ${coupons.usedCount} < ${coupons.usageLimit})`,
      ),
    )
    .returning({ id: coupons.id });
  return rows.length > 0;
}

export async function insertRedemption(
  db: Executor,
  values: {
    couponId: string;
    orderId: string;
    customerEmail: string;
    discountPence: number;
    redeemedAt: Date;
  },
): Promise<void> {
  await db.insert(couponRedemptions).values(values);
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
