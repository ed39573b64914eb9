// Every SQL statement of the payment events (docs/payments-webhook.md). All of them run inside the
// one transaction of an event. Whatever the event, the tables are written in one order
// (payment_events, customers, payment_orders, coupons, coupon_redemptions, payment_transactions),
// so two events at once never wait on each other in a circle.

import type { TransactionStatus } from '@coursedesk/contract/commerce';
import type {
  CustomerPaymentStatus,
  CustomerStatus,
  PaymentType,
} from '@coursedesk/contract/customers';
import type { PaymentEventType } from '@coursedesk/contract/payment-events';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import {
  couponRedemptions,
  coupons,
  customers,
  paymentEvents,
  paymentOrders,
  paymentTransactions,
} from '../../../db/schema/index.ts';

/**
 * Stores an event under its id. Answers the new row's id, or undefined when the id is already
 * stored: the event has taken effect (or is taking effect in a transaction this one waited for).
 */
export async function insertEvent(
  db: Executor,
  event: { eventId: string; type: PaymentEventType; orderReference: string; payload: unknown },
): Promise<string | undefined> {
  const [row] = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing({ target: paymentEvents.eventId })
    .returning({ id: paymentEvents.id });
  return row?.id;
}

/** What the event could not be matched with, and whether it has taken effect. */
export async function markEvent(
  db: Executor,
  id: string,
  outcome: { issues: string[]; applied: boolean },
): Promise<void> {
  await db
    .update(paymentEvents)
    .set({ issues: outcome.issues, appliedAt: outcome.applied ? sql`now()` : null })
    .where(eq(paymentEvents.id, id));
}

/** The refunds of an order that arrived before its payment, oldest first, locked. */
export async function waitingRefunds(db: Executor, orderReference: string) {
  return db
    .select({ id: paymentEvents.id, payload: paymentEvents.payload, issues: paymentEvents.issues })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.orderReference, orderReference),
        eq(paymentEvents.type, 'payment.refunded'),
        isNull(paymentEvents.appliedAt),
      ),
    )
    .orderBy(asc(paymentEvents.createdAt))
    .for('update');
}

/**
 * Until the transaction ends, no other event of this order runs: the events of one order take
 * effect one after the other, and each sees what the one before it committed (so a refund that
 * arrives while its payment is being stored is found waiting once the payment is in).
 */
export async function lockOrderReference(db: Executor, reference: string): Promise<void> {
  // Class 3 of the two-key advisory locks: payment events by order.
  await db.execute(sql`select pg_advisory_xact_lock(3, hashtext(${reference}))`);
}

/**
 * Until the transaction ends, no other event writes a customer with this email: two payments of
 * one new customer at once make one customer, not two.
 */
export async function lockCustomerEmail(db: Executor, email: string): Promise<void> {
  // Class 2 of the two-key advisory locks: customers by email.
  await db.execute(sql`select pg_advisory_xact_lock(2, hashtext(${email.toLowerCase()}))`);
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

/** How a payment moves a customer's statuses, from what they are (undefined: a new customer). */
export type StatusRule = (
  current: { paymentStatus: CustomerPaymentStatus; customerStatus: CustomerStatus } | undefined,
) => {
  paymentStatus: CustomerPaymentStatus;
  customerStatus: CustomerStatus;
};

/**
 * The customer with this email (the most recent, should there be several) brought up to date
 * with the payment, or a new one. Answers the customer's id. Call `lockCustomerEmail` first.
 */
export async function upsertCustomer(
  db: Executor,
  values: CustomerValues,
  statuses: StatusRule,
): Promise<string> {
  const [current] = await db
    .select({
      id: customers.id,
      phone: customers.phone,
      paymentStatus: customers.paymentStatus,
      customerStatus: customers.customerStatus,
    })
    .from(customers)
    .where(sql`lower(${customers.email}) = ${values.email.toLowerCase()}`)
    .orderBy(sql`${customers.createdAt} desc`)
    .limit(1);
  if (current) {
    await db
      .update(customers)
      .set({
        ...values,
        email: undefined,
        phone: values.phone ?? current.phone,
        ...statuses(current),
        updatedAt: sql`now()`,
      })
      .where(eq(customers.id, current.id));
    return current.id;
  }
  const [row] = await db
    .insert(customers)
    .values({ ...values, ...statuses(undefined), source: 'website' })
    .returning({ id: customers.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** A customer's statuses after a refund or a later event. */
export async function updateCustomerStatuses(
  db: Executor,
  id: string,
  statuses: StatusRule,
): Promise<void> {
  const [current] = await db
    .select({ paymentStatus: customers.paymentStatus, customerStatus: customers.customerStatus })
    .from(customers)
    .where(eq(customers.id, id));
  if (!current) return;
  await db
    .update(customers)
    .set({ ...statuses(current), updatedAt: sql`now()` })
    .where(eq(customers.id, id));
}

export type OrderRow = typeof paymentOrders.$inferSelect;

/** The order with this reference, created from `values` when new. */
export async function upsertOrder(
  db: Executor,
  values: typeof paymentOrders.$inferInsert,
): Promise<OrderRow> {
  const [row] = await db
    .insert(paymentOrders)
    .values(values)
    .onConflictDoUpdate({ target: paymentOrders.reference, set: { updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

/** The order with this reference, or undefined (read under `lockOrderReference`). */
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

export async function insertTransaction(
  db: Executor,
  values: typeof paymentTransactions.$inferInsert,
): Promise<void> {
  await db.insert(paymentTransactions).values(values).onConflictDoNothing({
    target: paymentTransactions.reference,
  });
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
