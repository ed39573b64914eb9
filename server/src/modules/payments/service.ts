import { pageOf } from '@coursedesk/contract/list';
import {
  paymentMessages as M,
  type OrderListFilters,
  type PaymentOrder,
  type PaymentPeriod,
  type PaymentStats,
  type PaymentTransaction,
  type TransactionDetail,
  type TransactionExportFilters,
  type TransactionListFilters,
} from '@coursedesk/contract/payments';
import type { Database } from '../../db/client.ts';
import { offsetOf } from '../../db/list/order.ts';
import { versionedCache } from '../../db/list/versioned-cache.ts';
import { versionTag } from '../../db/list/versions.ts';
import { notFound } from '../../lib/errors.ts';
import {
  countOrders,
  countTransactions,
  findOrderById,
  findOrderPage,
  findTransactionByReference,
  findTransactionPage,
  type OrderRow,
  revenueSummary,
  type TransactionRow,
  transactionCsv,
} from './repository.ts';

const pounds = (pence: number) => Math.round(pence) / 100;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The first UTC day of a period of `days` days ending today: 30 days on 15 March start 14 Feb. */
export function periodStart(now: Date, days: number): string {
  const start = new Date(now.getTime());
  start.setUTCDate(start.getUTCDate() - (days - 1));
  return isoDay(start);
}

export function presentTransaction(row: TransactionRow): PaymentTransaction {
  return {
    _id: row.id,
    id: row.reference,
    orderId: row.orderReference,
    customerInfo: {
      name: row.customerName,
      email: row.customerEmail,
      phone: row.customerPhone ?? '',
    },
    courseInfo: { courseName: row.courseName, category: row.courseCategory ?? '' },
    amount: pounds(row.amountPence),
    currency: row.currency,
    method: row.method,
    status: row.status,
    paymentDate: row.paymentDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

function presentOrder(row: OrderRow): PaymentOrder {
  return {
    _id: row.id,
    orderId: row.reference,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    courseId: row.courseId,
    courseName: row.courseName,
    couponCode: row.couponCode,
    subtotal: pounds(row.subtotalPence),
    discount: pounds(row.discountPence),
    total: pounds(row.totalPence),
    currency: row.currency,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

interface Page {
  page: number;
  limit: number;
}
/** Spec §7's `pagination` beside the items, from the spine's paged shape. */
function pagination(page: Page, total: number) {
  const { items: _items, ...rest } = pageOf([], total, page.page, page.limit);
  return rest;
}
const slice = (page: Page) => ({ limit: page.limit, offset: offsetOf(page.page, page.limit) });

export interface PaymentsService {
  stats(period: PaymentPeriod, now?: Date): Promise<PaymentStats>;
  transactions(query: TransactionListFilters): Promise<{
    transactions: PaymentTransaction[];
    pagination: ReturnType<typeof pagination>;
  }>;
  transaction(reference: string): Promise<TransactionDetail>;
  orders(
    query: OrderListFilters,
  ): Promise<{ orders: PaymentOrder[]; pagination: ReturnType<typeof pagination> }>;
  /** How many transactions the filters select: what the export will write. */
  countTransactions(filters: TransactionExportFilters): Promise<number>;
  /** Every transaction the filters select, in the list's order, as CSV text a batch at a time. */
  transactionCsv(filters: TransactionExportFilters): AsyncIterable<string>;
}

export function createPaymentsService(db: Database): PaymentsService {
  // The stats of a period and day are served again until a payment or a course is written
  // (revenue_daily is kept by the payments' own triggers): db/list/versioned-cache.ts.
  const statsOf = versionedCache<PaymentStats>({
    version: versionTag(db, ['payment_transactions', 'courses']),
    maxEntries: 8,
  });
  return {
    stats: (period, now = new Date()) =>
      statsOf(`${period}:${isoDay(now)}`, () => computeStats(db, period, now)),

    async transactions(query) {
      const [rows, total] = await Promise.all([
        findTransactionPage(db, query, query, slice(query)),
        countTransactions(db, query),
      ]);
      return { transactions: rows.map(presentTransaction), pagination: pagination(query, total) };
    },

    async transaction(reference) {
      const row = await findTransactionByReference(db, reference);
      if (!row) throw notFound(M.transactionNotFound);
      const order = await findOrderById(db, row.orderId);
      if (!order) throw notFound(M.transactionNotFound);
      return { ...presentTransaction(row), order: presentOrder(order) };
    },

    async orders(query) {
      const [rows, total] = await Promise.all([
        findOrderPage(db, query, query, slice(query)),
        countOrders(db, query),
      ]);
      return { orders: rows.map(presentOrder), pagination: pagination(query, total) };
    },

    countTransactions: (filters) => countTransactions(db, filters),

    transactionCsv: (filters) => transactionCsv(db, filters, filters),
  };
}

/** Spec §3 payment stats for the `period` days up to `now`, from the revenue_daily rollup. */
async function computeStats(db: Database, period: PaymentPeriod, now: Date): Promise<PaymentStats> {
  const start = periodStart(now, period);
  const totals = await revenueSummary(db, start, isoDay(now));
  const { courses, days } = totals;
  return {
    totalRevenue: pounds(totals.revenuePence),
    periodRevenue: pounds(totals.periodRevenuePence),
    period,
    totalTransactions: totals.transactions,
    periodTransactions: totals.periodTransactions,
    courseStats: courses.map((course) => ({
      _id: course.courseId,
      courseName: course.courseName,
      totalEnrollments: course.enrollments,
      totalRevenue: pounds(course.revenuePence),
    })),
    dailyRevenue: days.map((day) => ({
      _id: day.day,
      transactions: day.transactions,
      revenue: pounds(day.revenuePence),
    })),
  };
}
