import { type Pagination, paginationOf } from '@coursedesk/contract/list';
import { poundsToPence } from '@coursedesk/contract/money';
import {
  type PaymentReviewSummary,
  paymentReviewMessages,
  transactionIssueCodes,
  WAITING_REFUNDS_SHOWN,
} from '@coursedesk/contract/payment-findings';
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
import { recordActivity } from '../../db/activity.ts';
import type { Database } from '../../db/client.ts';
import { versionedCache } from '../../db/list/versioned-cache.ts';
import { versionTag } from '../../db/list/versions.ts';
import { requestContext } from '../../db/request-context.ts';
import { notFound } from '../../lib/errors.ts';
import { pounds, presentOrder, presentTransaction } from './presenter.ts';
import {
  orderList,
  revenueSummary,
  reviewSummary,
  reviewTransaction,
  transactionList,
} from './repository.ts';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The first UTC day of a period of `days` days ending today: 30 days on 15 March start 14 Feb. */
export function periodStart(now: Date, days: number): string {
  const start = new Date(now.getTime());
  start.setUTCDate(start.getUTCDate() - (days - 1));
  return isoDay(start);
}

export interface PaymentsService {
  stats(period: PaymentPeriod, now?: Date): Promise<PaymentStats>;
  transactions(
    query: TransactionListFilters,
  ): Promise<{ transactions: PaymentTransaction[]; pagination: Pagination }>;
  transaction(reference: string): Promise<TransactionDetail>;
  orders(query: OrderListFilters): Promise<{ orders: PaymentOrder[]; pagination: Pagination }>;
  /** How many transactions the filters select: what the export will write. */
  countTransactions(filters: TransactionExportFilters): Promise<number>;
  /** Every transaction the filters select, in the list's order, as CSV text a batch at a time. */
  transactionCsv(filters: TransactionExportFilters): AsyncIterable<string>;
  /** The transaction's findings marked reviewed by the signed-in admin, with a note (404 unknown). */
  review(reference: string, note: string): Promise<PaymentTransaction>;
  /** What waits for review: counts, and refunds waiting for their payment. */
  reviewSummary(): Promise<PaymentReviewSummary>;
}

export function createPaymentsService(db: Database): PaymentsService {
  // The stats of a period and day are served again until a payment or a course is written
  // (revenue_daily is kept by the payments' own triggers): db/list/versioned-cache.ts.
  const statsOf = versionedCache<PaymentStats>({
    version: versionTag(db, ['payment_transactions', 'courses']),
    maxEntries: 8,
    name: 'payment_stats',
  });
  const transactions = transactionList.reads(db);
  const orders = orderList.reads(db);
  return {
    stats: (period, now = new Date()) =>
      statsOf(`${period}:${isoDay(now)}`, () => computeStats(db, period, now)),

    // The wire shapes name the items `transactions` and `orders`, beside `pagination`.
    async transactions(query) {
      const page = await transactions.page(query);
      return { transactions: page.items, pagination: paginationOf(page) };
    },

    async transaction(reference) {
      const row = await transactionList.findRow(db, reference);
      if (!row) throw notFound(M.transactionNotFound);
      const order = await orderList.findRow(db, row.orderId);
      if (!order) throw notFound(M.transactionNotFound);
      return { ...presentTransaction(row), order: presentOrder(order) };
    },

    async orders(query) {
      const page = await orders.page(query);
      return { orders: page.items, pagination: paginationOf(page) };
    },

    countTransactions: (filters) => transactionList.count(db, filters),

    transactionCsv: (filters) => transactionList.csv(db, filters),

    async review(reference, note) {
      const { actor } = requestContext();
      await db.transaction(async (tx) => {
        const before = await reviewTransaction(tx, reference, {
          note,
          userId: actor.id,
          userEmail: actor.email ?? '',
        });
        if (!before) throw notFound(M.transactionNotFound);
        await recordActivity(tx, {
          area: 'payments',
          action: 'update',
          recordId: before.id,
          label: `${paymentReviewMessages.reviewed}: ${reference}`,
          before: { needsReview: before.needsReview, reviewNote: before.reviewNote },
          after: { needsReview: false, reviewNote: note },
        });
      });
      const row = await transactionList.findRow(db, reference);
      if (!row) throw notFound(M.transactionNotFound);
      return presentTransaction(row);
    },

    async reviewSummary() {
      const summary = await reviewSummary(db, WAITING_REFUNDS_SHOWN);
      const byCode = Object.fromEntries(
        transactionIssueCodes.map((code) => [code, Number(summary.byCode[code] ?? 0)]),
      ) as PaymentReviewSummary['byCode'];
      return {
        needsReview: summary.needsReview,
        byCode,
        waitingRefunds: summary.waiting.map((row) => ({
          eventId: row.event_id,
          orderId: row.order_id,
          amount: pounds(poundsToPence(row.amount ?? '0')),
          currency: row.currency ?? 'GBP',
          receivedAt: new Date(row.created_at).toISOString(),
        })),
      };
    },
  };
}

/** The payment stats for the `period` days up to `now`, from the revenue_daily rollup. */
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
