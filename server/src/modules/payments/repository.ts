import type { OrderStatus, TransactionStatus } from '@coursedesk/contract/commerce';
import type { TransactionIssue } from '@coursedesk/contract/payment-findings';
import {
  type orderSortFields,
  transactionExportColumns,
  type transactionSortFields,
} from '@coursedesk/contract/payments';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Executor, rowsOf } from '../../db/client.ts';
import { csvInstant, csvPlain, csvPounds, csvText } from '../../db/list/csv.ts';
import type { SortKey } from '../../db/list/order.ts';
import {
  defineList,
  equalityFilters,
  type ListSearch,
  type SpineFilters,
} from '../../db/list/paged-list.ts';
import {
  coupons,
  paymentEvents,
  paymentOrders,
  paymentTransactions,
} from '../../db/schema/index.ts';
import { presentOrder, presentTransaction } from './presenter.ts';

// Every SQL statement of payment analytics. Stats read the revenue_daily rollup (kept by
// triggers, docs/data-model.md), whose size grows with days and courses, not with sales; lists
// read the ledger through its (filter, payment_date) indexes.

const num = (value: unknown) => Number(value ?? 0);

export interface RevenueSummary {
  revenuePence: number;
  transactions: number;
  periodRevenuePence: number;
  periodTransactions: number;
  /** The period's courses by revenue; a deleted course keeps the name its sales were made under. */
  courses: { courseId: string; courseName: string; enrollments: number; revenuePence: number }[];
  /** One entry per UTC day from `start` to `today`, oldest first, zero where nothing was sold. */
  days: { day: string; revenuePence: number; transactions: number }[];
}

/**
 * Successful GBP payments: all time, the days from `start` (a UTC date) on, by course and by
 * day. One statement, so the stats cost one round trip.
 */
export async function revenueSummary(
  db: Executor,
  start: string,
  today: string,
): Promise<RevenueSummary> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      with gbp as (select * from revenue_daily where currency = 'GBP')
      select
        (select coalesce(sum(revenue_pence), 0) from gbp) as revenue,
        (select coalesce(sum(transactions), 0) from gbp) as transactions,
        (select coalesce(sum(revenue_pence), 0) from gbp where day >= ${start}::date) as period_revenue,
        (select coalesce(sum(transactions), 0) from gbp where day >= ${start}::date) as period_transactions,
        (select coalesce(json_agg(json_build_object(
            'courseId', r.course_id, 'courseName', coalesce(c.title, r.course_name),
            'enrollments', r.enrollments, 'revenuePence', r.revenue)
            order by r.revenue desc, coalesce(c.title, r.course_name), r.course_id), '[]'::json)
          from (
            select course_id, max(course_name) as course_name,
                   sum(transactions) as enrollments, sum(revenue_pence) as revenue
            from gbp where course_id is not null and day >= ${start}::date
            group by course_id
          ) r
          left join courses c on c.id = r.course_id
          where r.enrollments > 0) as courses,
        (select json_agg(json_build_object(
            'day', to_char(d.day, 'YYYY-MM-DD'),
            'revenuePence', coalesce(t.revenue, 0), 'transactions', coalesce(t.transactions, 0))
            order by d.day)
          from generate_series(${start}::date, ${today}::date, interval '1 day') as d(day)
          left join (
            select day, sum(revenue_pence) as revenue, sum(transactions) as transactions
            from gbp where day >= ${start}::date group by day
          ) t on t.day = d.day::date) as days`),
  );
  const parse = <T>(value: unknown): T =>
    (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as T;
  return {
    revenuePence: num(row?.revenue),
    transactions: num(row?.transactions),
    periodRevenuePence: num(row?.period_revenue),
    periodTransactions: num(row?.period_transactions),
    courses: parse<RevenueSummary['courses']>(row?.courses).map((course) => ({
      courseId: String(course.courseId),
      courseName: String(course.courseName ?? ''),
      enrollments: num(course.enrollments),
      revenuePence: num(course.revenuePence),
    })),
    days: parse<RevenueSummary['days']>(row?.days).map((day) => ({
      day: String(day.day),
      revenuePence: num(day.revenuePence),
      transactions: num(day.transactions),
    })),
  };
}

// The transactions and orders lists ------------------------------------------------------------
//
// Neither list is kept by version: payment_orders, whose columns both show, has no version
// trigger, so every page is read afresh.

/** What both payment lists filter on beside the spine's date range and search. */
interface LedgerFilters<Status extends string> extends SpineFilters {
  status?: Status | undefined;
  courseId?: string | undefined;
}

/** The own filters of a payment list: its status and course columns. */
function statusAndCourse<Status extends string>(status: PgColumn, courseId: PgColumn) {
  return (filters: LedgerFilters<Status>) =>
    equalityFilters([
      [status, filters.status],
      [courseId, filters.courseId],
    ]);
}

/** The search of a payment list: its reference and the customer's name and email. */
function referenceAndCustomer(columns: {
  reference: PgColumn;
  customerName: PgColumn;
  customerEmail: PgColumn;
}): ListSearch {
  return {
    columns: [
      sql`lower(${columns.reference})`,
      sql`lower(${columns.customerName})`,
      sql`lower(${columns.customerEmail})`,
    ],
    trigram: false,
  };
}

// Transactions ---------------------------------------------------------------------------------

const transactionSortKeys: Record<(typeof transactionSortFields)[number], SortKey> = {
  paymentDate: { expression: sql`${paymentTransactions.paymentDate}`, type: 'timestamptz' },
  amount: { expression: sql`${paymentTransactions.amountPence}`, type: 'bigint' },
};

const transactionColumns = {
  id: paymentTransactions.id,
  reference: paymentTransactions.reference,
  orderReference: paymentOrders.reference,
  orderId: paymentTransactions.orderId,
  customerName: paymentTransactions.customerName,
  customerEmail: paymentTransactions.customerEmail,
  customerPhone: paymentTransactions.customerPhone,
  courseName: paymentTransactions.courseName,
  courseCategory: paymentTransactions.courseCategory,
  amountPence: paymentTransactions.amountPence,
  currency: paymentTransactions.currency,
  method: paymentTransactions.method,
  status: paymentTransactions.status,
  paymentDate: paymentTransactions.paymentDate,
  createdAt: paymentTransactions.createdAt,
  refundedPence: paymentTransactions.refundedPence,
  issues: paymentTransactions.issues,
  needsReview: paymentTransactions.needsReview,
  reviewNote: paymentTransactions.reviewNote,
  reviewedBy: paymentTransactions.reviewedBy,
  reviewedByName: paymentTransactions.reviewedByName,
  reviewedAt: paymentTransactions.reviewedAt,
};
export interface TransactionRow {
  id: string;
  reference: string;
  orderReference: string;
  orderId: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  courseName: string;
  courseCategory: string | null;
  amountPence: number;
  currency: string;
  method: string;
  status: TransactionStatus;
  paymentDate: Date;
  createdAt: Date;
  refundedPence: number;
  issues: TransactionIssue[];
  needsReview: boolean;
  reviewNote: string | null;
  reviewedBy: string | null;
  reviewedByName: string | null;
  reviewedAt: Date | null;
}

/** The transactions' own filters: status, course, and whether a finding waits for review. */
interface TransactionFilters extends LedgerFilters<TransactionStatus> {
  needsReview?: 'true' | 'false' | undefined;
}

function transactionWhere(filters: TransactionFilters): SQL | undefined {
  const review =
    filters.needsReview === undefined
      ? undefined
      : eq(paymentTransactions.needsReview, filters.needsReview === 'true');
  return and(
    statusAndCourse<TransactionStatus>(
      paymentTransactions.status,
      paymentTransactions.courseId,
    )(filters),
    review,
  );
}

/** The export's columns (`transactionExportColumns`), each with the SQL of its cell. */
const transactionCsvCells: Record<(typeof transactionExportColumns)[number], SQL> = {
  'Transaction ID': csvText(sql`${paymentTransactions.reference}`),
  'Order ID': csvText(sql`${paymentOrders.reference}`),
  'Customer Name': csvText(sql`${paymentTransactions.customerName}`),
  'Customer Email': csvText(sql`${paymentTransactions.customerEmail}`),
  'Customer Phone': csvText(sql`${paymentTransactions.customerPhone}`),
  'Course Name': csvText(sql`${paymentTransactions.courseName}`),
  'Course Category': csvText(sql`${paymentTransactions.courseCategory}`),
  Amount: csvPounds(sql`${paymentTransactions.amountPence}`),
  Currency: csvPlain(sql`${paymentTransactions.currency}`),
  'Payment Method': csvText(sql`${paymentTransactions.method}`),
  Status: csvPlain(sql`${paymentTransactions.status}`),
  'Payment Date': csvInstant(sql`${paymentTransactions.paymentDate}`),
  'Created At': csvInstant(sql`${paymentTransactions.createdAt}`),
};

/**
 * The transactions list, each with its order's reference: page, count, export (keyset batches,
 * so an export of a million rows never holds more than one) and a transaction by its reference.
 */
export const transactionList = defineList({
  table: paymentTransactions,
  id: paymentTransactions.id,
  key: paymentTransactions.reference,
  joins: [
    {
      table: paymentOrders,
      on: eq(paymentOrders.id, paymentTransactions.orderId),
      kind: 'inner',
    },
  ],
  columns: transactionColumns,
  whereOf: transactionWhere,
  dateColumn: paymentTransactions.paymentDate,
  search: referenceAndCustomer(paymentTransactions),
  sortKeys: transactionSortKeys,
  csvColumns: transactionExportColumns.map((header) => ({
    header,
    cell: transactionCsvCells[header],
  })),
  present: presentTransaction,
});

// Orders ---------------------------------------------------------------------------------------

const orderSortKeys: Record<(typeof orderSortFields)[number], SortKey> = {
  createdAt: { expression: sql`${paymentOrders.createdAt}`, type: 'timestamptz' },
  total: { expression: sql`${paymentOrders.totalPence}`, type: 'bigint' },
};

const orderColumns = {
  id: paymentOrders.id,
  reference: paymentOrders.reference,
  customerName: paymentOrders.customerName,
  customerEmail: paymentOrders.customerEmail,
  courseId: paymentOrders.courseId,
  courseName: paymentOrders.courseName,
  couponCode: coupons.code,
  subtotalPence: paymentOrders.subtotalPence,
  discountPence: paymentOrders.discountPence,
  totalPence: paymentOrders.totalPence,
  currency: paymentOrders.currency,
  status: paymentOrders.status,
  createdAt: paymentOrders.createdAt,
};
export type OrderRow = {
  id: string;
  reference: string;
  customerName: string;
  customerEmail: string;
  courseId: string | null;
  courseName: string;
  couponCode: string | null;
  subtotalPence: number;
  discountPence: number;
  totalPence: number;
  currency: string;
  status: OrderStatus;
  createdAt: Date;
};

/** The orders list, each with the code of the coupon it used: page, count and an order by id. */
export const orderList = defineList({
  table: paymentOrders,
  id: paymentOrders.id,
  joins: [{ table: coupons, on: eq(coupons.id, paymentOrders.couponId), kind: 'left' }],
  columns: orderColumns,
  whereOf: statusAndCourse<OrderStatus>(paymentOrders.status, paymentOrders.courseId),
  dateColumn: paymentOrders.createdAt,
  search: referenceAndCustomer(paymentOrders),
  sortKeys: orderSortKeys,
  present: presentOrder,
});

// Review ---------------------------------------------------------------------------------------

/**
 * The transaction's findings marked reviewed with a note, by an admin: answers its row before
 * the review (for the activity log), or undefined for an unknown reference.
 */
export async function reviewTransaction(
  db: Executor,
  reference: string,
  review: { note: string; userId: string | null; userEmail: string },
): Promise<{ id: string; needsReview: boolean; reviewNote: string | null } | undefined> {
  const [before] = await db
    .select({
      id: paymentTransactions.id,
      needsReview: paymentTransactions.needsReview,
      reviewNote: paymentTransactions.reviewNote,
    })
    .from(paymentTransactions)
    .where(eq(paymentTransactions.reference, reference))
    .for('update');
  if (!before) return undefined;
  await db
    .update(paymentTransactions)
    .set({
      needsReview: false,
      reviewNote: review.note,
      reviewedBy: review.userId,
      reviewedByName: review.userEmail,
      reviewedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(paymentTransactions.id, before.id));
  return before;
}

/**
 * What waits for review, in one statement: the transactions with an unreviewed finding (through
 * their partial index), by kind, and the refunds still waiting for their payment.
 */
export async function reviewSummary(db: Executor, waitingShown: number) {
  const [row] = rowsOf<{ needs_review: unknown; by_code: unknown; waiting: unknown }>(
    await db.execute(sql`
      select
        (select count(*) from ${paymentTransactions} where needs_review) as needs_review,
        (select coalesce(json_object_agg(code, n), '{}'::json) from (
          select i->>'code' as code, count(distinct t.id) as n
          from ${paymentTransactions} t cross join jsonb_array_elements(t.issues) i
          where t.needs_review group by 1) c) as by_code,
        (select coalesce(json_agg(w order by w.created_at), '[]'::json) from (
          select ${paymentEvents.eventId} as event_id, ${paymentEvents.orderReference} as order_id,
            ${paymentEvents.payload}->'data'->>'amount' as amount,
            ${paymentEvents.payload}->'data'->>'currency' as currency,
            ${paymentEvents.createdAt} as created_at
          from ${paymentEvents}
          where ${paymentEvents.appliedAt} is null and ${paymentEvents.type} = 'payment.refunded'
          order by ${paymentEvents.createdAt} limit ${waitingShown}) w) as waiting`),
  );
  const parse = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
  return {
    needsReview: num(row?.needs_review),
    byCode: (parse(row?.by_code) ?? {}) as Record<string, number>,
    waiting: (parse(row?.waiting) ?? []) as {
      event_id: string;
      order_id: string;
      amount: string | null;
      currency: string | null;
      created_at: string;
    }[],
  };
}
