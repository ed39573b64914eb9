// Coupons, payment orders, payment transactions, coupon redemptions and payment events.
import { discountTypes, orderStatuses, transactionStatuses } from '@coursedesk/contract/commerce';
import { paymentEventTypes } from '@coursedesk/contract/payment-events';
import type { TransactionIssue } from '@coursedesk/contract/payment-findings';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, currency, currencyCode, id, oneOf, pence, updatedAt } from './columns.ts';
import { courses } from './courses.ts';
import { customers } from './customers.ts';

/**
 * Coupon. The wire's `discountValue` is `discountPercent` (numeric(5,2), 0 < p <= 100)
 * for a percentage coupon and `discountPence` for a flat one; exactly the one matching
 * `discountType` is set. `usedCount` moves with coupon_redemptions in the same transaction and
 * can never pass `usageLimit`. `expiryDate` is the last day the coupon can be used.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    code: text().notNull().unique(),
    discountType: text({ enum: discountTypes }).notNull(),
    discountPercent: numeric({ precision: 5, scale: 2, mode: 'number' }),
    discountPence: pence(),
    isActive: boolean().notNull().default(true),
    expiryDate: date({ mode: 'string' }),
    usageLimit: integer(),
    minPurchasePence: pence(),
    maxDiscountPence: pence(),
    description: text().notNull().default(''),
    usedCount: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'coupons_code_check',
      sql`${t.code} <> '' and ${t.code} = upper(${t.code}) and ${t.code} !~ '[[:space:]]'`,
    ),
    check('coupons_discount_type_check', oneOf(t.discountType, discountTypes)),
    check(
      'coupons_discount_value_check',
      sql`(${t.discountType} = 'percentage' and ${t.discountPence} is null and ${t.discountPercent} > 0 and ${t.discountPercent} <= 100) or (${t.discountType} = 'flat' and ${t.discountPercent} is null and ${t.discountPence} > 0)`,
    ),
    check('coupons_usage_limit_check', sql`${t.usageLimit} >= 1`),
    check(
      'coupons_used_count_check',
      sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit})`,
    ),
    check('coupons_amounts_check', sql`${t.minPurchasePence} >= 0 and ${t.maxDiscountPence} >= 0`),
    index('coupons_created_at_idx').on(t.createdAt),
  ],
);

/** The courses a coupon applies to (the wire's `courseIds`). Goes with either side. */
export const couponCourses = pgTable(
  'coupon_courses',
  {
    id: id(),
    couponId: uuid()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('coupon_courses_coupon_id_course_id_unique').on(t.couponId, t.courseId),
    index('coupon_courses_course_id_idx').on(t.courseId),
  ],
);

/**
 * A checkout: one course bought by one customer, possibly with a coupon. The wire's text
 * `orderId` is `reference`. Customer, course and coupon links are set null when those go; the
 * copied names keep the order readable. `totalPence = subtotalPence - discountPence`.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: id(),
    reference: text().notNull().unique(),
    customerId: uuid().references(() => customers.id, { onDelete: 'set null' }),
    customerName: text().notNull(),
    customerEmail: text().notNull(),
    courseId: uuid().references(() => courses.id, { onDelete: 'set null' }),
    courseName: text().notNull(),
    couponId: uuid().references(() => coupons.id, { onDelete: 'set null' }),
    subtotalPence: pence().notNull(),
    discountPence: pence().notNull().default(0),
    totalPence: pence().notNull(),
    currency: currency(),
    status: text({ enum: orderStatuses }).notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payment_orders_status_check', oneOf(t.status, orderStatuses)),
    check('payment_orders_currency_check', currencyCode(t.currency)),
    check(
      'payment_orders_amounts_check',
      sql`${t.subtotalPence} >= 0 and ${t.discountPence} >= 0 and ${t.discountPence} <= ${t.subtotalPence} and ${t.totalPence} = ${t.subtotalPence} - ${t.discountPence}`,
    ),
    index('payment_orders_created_at_idx').on(t.createdAt),
    index('payment_orders_status_created_at_idx').on(t.status, t.createdAt),
    index('payment_orders_customer_id_idx').on(t.customerId),
    index('payment_orders_course_id_created_at_idx').on(t.courseId, t.createdAt),
    index('payment_orders_coupon_id_idx').on(t.couponId),
  ],
);

/**
 * Payment transaction: one attempt to pay (part of) an order, a ledger entry. The
 * wire's text `id` is `reference`; `orderId` on the wire is the order's reference. Customer and
 * course fields, `courseId` included, are copied from the order at write time (the wire's
 * `customerInfo` and `courseInfo`), so the row and its revenue_daily entry outlive both. An
 * order with transactions cannot be deleted.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: id(),
    reference: text().notNull().unique(),
    orderId: uuid()
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'restrict' }),
    /** A copy like the names: no foreign key, so it still names the course after a delete. */
    courseId: uuid(),
    customerName: text().notNull(),
    customerEmail: text().notNull(),
    customerPhone: text(),
    courseName: text().notNull(),
    courseCategory: text(),
    amountPence: pence().notNull(),
    currency: currency(),
    method: text().notNull(),
    status: text({ enum: transactionStatuses }).notNull().default('pending'),
    paymentDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * How much of `amountPence` has been refunded: revenue counts the rest. A row refunded in
     * full has status `refunded`.
     */
    refundedPence: pence().notNull().default(0),
    /** What was found wrong with the payment (contract payment-findings.ts), oldest first. */
    issues: jsonb().$type<TransactionIssue[]>().notNull().default([]),
    /** A finding has come that nobody has reviewed since. */
    needsReview: boolean().notNull().default(false),
    /** The last review: its note, the admin (id, and email kept should the account go) and when. */
    reviewNote: text(),
    reviewedBy: uuid(),
    reviewedByName: text(),
    reviewedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payment_transactions_status_check', oneOf(t.status, transactionStatuses)),
    check(
      'payment_transactions_refunded_check',
      sql`${t.refundedPence} >= 0 and ${t.refundedPence} <= ${t.amountPence}`,
    ),
    index('payment_transactions_needs_review_idx').on(t.paymentDate).where(sql`${t.needsReview}`),
    check('payment_transactions_currency_check', currencyCode(t.currency)),
    check('payment_transactions_amount_check', sql`${t.amountPence} >= 0`),
    index('payment_transactions_payment_date_idx').on(t.paymentDate),
    index('payment_transactions_status_payment_date_idx').on(t.status, t.paymentDate),
    index('payment_transactions_course_id_payment_date_idx').on(t.courseId, t.paymentDate),
    index('payment_transactions_order_id_idx').on(t.orderId),
  ],
);

/**
 * One use of a coupon by one order. The coupon link restricts deletion: a coupon that has been
 * used cannot be deleted, only deactivated (docs/coupons-and-payments.md).
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: id(),
    couponId: uuid()
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    orderId: uuid()
      .notNull()
      .unique('coupon_redemptions_order_id_unique')
      .references(() => paymentOrders.id, { onDelete: 'restrict' }),
    customerEmail: text().notNull(),
    discountPence: pence().notNull(),
    redeemedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('coupon_redemptions_discount_check', sql`${t.discountPence} >= 0`),
    index('coupon_redemptions_coupon_id_redeemed_at_idx').on(t.couponId, t.redeemedAt),
    index('coupon_redemptions_redeemed_at_idx').on(t.redeemedAt),
  ],
);

/**
 * Every payment event the provider has delivered (docs/payments-webhook.md), one row per event
 * id: the unique key makes each event take effect once, however often it is delivered. `issues`
 * names what the event could not be matched with (an unknown course or coupon); `appliedAt` is
 * null while a refund waits for the payment it refunds.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    eventId: text().notNull().unique(),
    type: text({ enum: paymentEventTypes }).notNull(),
    orderReference: text().notNull(),
    payload: jsonb().notNull(),
    issues: jsonb().$type<string[]>().notNull().default([]),
    appliedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('payment_events_type_check', oneOf(t.type, paymentEventTypes)),
    index('payment_events_waiting_idx').on(t.orderReference).where(sql`${t.appliedAt} is null`),
    index('payment_events_created_at_idx').on(t.createdAt),
  ],
);
