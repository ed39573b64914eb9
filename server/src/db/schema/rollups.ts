// Running totals behind the dashboard, payment analytics and customer/inquiry stats. Each is
// changed in the same transaction as the write it summarises (docs/data-model.md lists the
// rules), so reading one is a scan of a few thousand rows instead of an aggregate over millions.
// A "day" is the UTC calendar date of the summarised timestamp.
import { customerPaymentStatuses, customerStatuses } from '@coursedesk/contract/customers';
import { inquiryStatuses } from '@coursedesk/contract/inquiries';
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, currency, id, oneOf, pence, updatedAt } from './columns.ts';

/**
 * Successful payment transactions per day, course and currency. `courseId` is the transaction's
 * copied course id (no foreign key, null when it had none); `courseName` is the latest name seen.
 * The unique key treats nulls as equal so "no course" has one row per day to upsert into.
 */
export const revenueDaily = pgTable(
  'revenue_daily',
  {
    id: id(),
    day: date({ mode: 'string' }).notNull(),
    courseId: uuid(),
    currency: currency(),
    courseName: text().notNull().default(''),
    transactions: integer().notNull().default(0),
    revenuePence: pence().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('revenue_daily_day_course_id_currency_unique')
      .on(t.day, t.courseId, t.currency)
      .nullsNotDistinct(),
    check('revenue_daily_totals_check', sql`${t.transactions} >= 0 and ${t.revenuePence} >= 0`),
  ],
);

/** Customers per creation day and status pair: total, new, paid and pending counts. */
export const customerCountsDaily = pgTable(
  'customer_counts_daily',
  {
    id: id(),
    day: date({ mode: 'string' }).notNull(),
    paymentStatus: text({ enum: customerPaymentStatuses }).notNull(),
    customerStatus: text({ enum: customerStatuses }).notNull(),
    customers: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('customer_counts_daily_day_statuses_unique').on(
      t.day,
      t.paymentStatus,
      t.customerStatus,
    ),
    check(
      'customer_counts_daily_payment_status_check',
      oneOf(t.paymentStatus, customerPaymentStatuses),
    ),
    check('customer_counts_daily_customer_status_check', oneOf(t.customerStatus, customerStatuses)),
    check('customer_counts_daily_customers_check', sql`${t.customers} >= 0`),
  ],
);

/** Inquiries per creation day and status: total, new, contacted and converted counts. */
export const inquiryCountsDaily = pgTable(
  'inquiry_counts_daily',
  {
    id: id(),
    day: date({ mode: 'string' }).notNull(),
    status: text({ enum: inquiryStatuses }).notNull(),
    inquiries: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('inquiry_counts_daily_day_status_unique').on(t.day, t.status),
    check('inquiry_counts_daily_status_check', oneOf(t.status, inquiryStatuses)),
    check('inquiry_counts_daily_inquiries_check', sql`${t.inquiries} >= 0`),
  ],
);
