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
import { offsetOf } from '../../db/list.ts';
import { notFound } from '../../lib/errors.ts';
import {
  countOrders,
  countTransactions,
  eachTransaction,
  findOrderById,
  findOrderPage,
  findTransactionByReference,
  findTransactionPage,
  type OrderRow,
  revenueSummary,
  type TransactionRow,
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
  /** Every transaction the filters select, in the list's order, read in batches. */
  eachTransaction(filters: TransactionExportFilters): AsyncGenerator<PaymentTransaction>;
}

export function createPaymentsService(db: Database): PaymentsService {
  return {
    async stats(period, now = new Date()) {
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
    },

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

    async *eachTransaction(filters) {
      for await (const row of eachTransaction(db, filters, filters)) {
        yield presentTransaction(row);
      }
    },
  };
}
