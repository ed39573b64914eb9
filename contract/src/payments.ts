// Payment analytics (docs/coupons-and-payments.md): stats for a period, the transactions and
// orders lists, and the transactions export.
import { z } from 'zod';
import { orderStatus, orderStatuses, transactionStatus, transactionStatuses } from './commerce.ts';
import { envelope } from './envelope.ts';
import { exportQuery, idFilter, listQuery, oneOfFilter, pagination } from './list.ts';
import { paymentReview, paymentReviewSummary, transactionIssue } from './payment-findings.ts';

/** The periods the screen offers, in days; 30 is the default. */
export const paymentPeriods = [7, 30, 90, 365] as const;
export type PaymentPeriod = (typeof paymentPeriods)[number];
export const DEFAULT_PAYMENT_PERIOD: PaymentPeriod = 30;
export const paymentPeriodLabels: Record<PaymentPeriod, string> = {
  7: 'Last 7 days',
  30: '30 days',
  90: '90 days',
  365: 'Last year',
};
/** Transactions fetched per page, top courses shown, daily entries listed. */
export const TRANSACTIONS_PAGE_SIZE = 50;
export const PAYMENT_TOP_COURSES = 5;
export const PAYMENT_DAILY_ENTRIES = 7;

export const paymentMessages = {
  periodInvalid: `period must be one of ${paymentPeriods.join(', ')} days`,
  statsLoaded: 'Payment statistics retrieved successfully',
  transactionsLoaded: 'Transactions retrieved successfully',
  ordersLoaded: 'Orders retrieved successfully',
  transactionNotFound: 'Transaction not found',
  statsFailed: 'Failed to fetch payment statistics',
  transactionsFailed: 'Failed to fetch transactions',
  noData: 'No data to export',
  exported: 'Transactions exported successfully!',
  exportFailed: 'Failed to export data. Please try again.',
} as const;

export const paymentStatsQuery = z.object({
  period: z.coerce
    .number({ error: paymentMessages.periodInvalid })
    .pipe(z.literal(paymentPeriods, { error: paymentMessages.periodInvalid }))
    .default(DEFAULT_PAYMENT_PERIOD),
});

/**
 * Payment stats, money in pounds (GBP, the currency the dashboard counts). Revenue and
 * transactions count successful payments; a period is its last `period` UTC days, today
 * included. `courseStats` ranks the period's courses by revenue; `dailyRevenue` has every day
 * of the period, oldest first, zero where nothing was sold.
 */
export const paymentStats = z.object({
  totalRevenue: z.number(),
  periodRevenue: z.number(),
  period: z.number().int(),
  totalTransactions: z.number().int(),
  periodTransactions: z.number().int(),
  courseStats: z.array(
    z.object({
      _id: z.string(),
      courseName: z.string(),
      totalEnrollments: z.number().int(),
      totalRevenue: z.number(),
    }),
  ),
  dailyRevenue: z.array(
    z.object({ _id: z.string(), transactions: z.number().int(), revenue: z.number() }),
  ),
});
export type PaymentStats = z.infer<typeof paymentStats>;

/** The stats answer `success` and `stats`. */
export const paymentStatsResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  stats: paymentStats,
});

export const transactionSortFields = ['paymentDate', 'amount'] as const;
export const orderSortFields = ['createdAt', 'total'] as const;

/** The transactions' own filters (status and courseId), beside the spine's. */
const transactionFilterShape = {
  status: oneOfFilter('status', transactionStatuses),
  courseId: idFilter('courseId'),
  /** 'true': only transactions with a finding not yet reviewed; 'false': only the others. */
  needsReview: oneOfFilter('needsReview', ['true', 'false']),
};
const transactionListOptions = {
  sortFields: transactionSortFields,
  defaultLimit: TRANSACTIONS_PAGE_SIZE,
};

/** The transactions query; search looks in the reference and the customer's name and email. */
export const transactionListQuery = listQuery(transactionListOptions, transactionFilterShape);
export type TransactionListQuery = z.input<typeof transactionListQuery>;
export type TransactionListFilters = z.output<typeof transactionListQuery>;

/** The export takes the list's filters and sort, and answers every row they select. */
export const transactionExportQuery = exportQuery(transactionListOptions, transactionFilterShape);
export type TransactionExportFilters = z.output<typeof transactionExportQuery>;

export const orderListQuery = listQuery(
  { sortFields: orderSortFields, defaultLimit: TRANSACTIONS_PAGE_SIZE },
  { status: oneOfFilter('status', orderStatuses), courseId: idFilter('courseId') },
);
export type OrderListQuery = z.input<typeof orderListQuery>;
export type OrderListFilters = z.output<typeof orderListQuery>;

/** A payment transaction; `id` is its reference, `orderId` its order's reference. */
export const paymentTransaction = z.object({
  _id: z.string(),
  id: z.string(),
  orderId: z.string(),
  customerInfo: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  courseInfo: z.object({ courseName: z.string(), category: z.string() }),
  amount: z.number(),
  currency: z.string(),
  method: z.string(),
  status: transactionStatus,
  paymentDate: z.string(),
  createdAt: z.string(),
  /** How much of it has been refunded, in pounds. */
  refundedAmount: z.number(),
  /** What was found wrong with it (docs/coupons-and-payments.md, "Findings and review"). */
  issues: z.array(transactionIssue),
  /** It has a finding that nobody has reviewed since it was found. */
  needsReview: z.boolean(),
  /** The last review of its findings, kept when a new finding comes after it. */
  review: paymentReview.nullable(),
});
export type PaymentTransaction = z.infer<typeof paymentTransaction>;

export const transactionListResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  transactions: z.array(paymentTransaction),
  pagination,
});
export type TransactionList = z.infer<typeof transactionListResponse>;

/** An order: a checkout, with the coupon it used. Money in pounds. */
export const paymentOrder = z.object({
  _id: z.string(),
  orderId: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  courseId: z.string().nullable(),
  courseName: z.string(),
  couponCode: z.string().nullable(),
  subtotal: z.number(),
  discount: z.number(),
  total: z.number(),
  currency: z.string(),
  status: orderStatus,
  createdAt: z.string(),
});
export type PaymentOrder = z.infer<typeof paymentOrder>;

export const orderListResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  orders: z.array(paymentOrder),
  pagination,
});

/** One transaction with its order (amounts, coupon used) for the detail panel. */
export const transactionDetail = paymentTransaction.extend({ order: paymentOrder });
export type TransactionDetail = z.infer<typeof transactionDetail>;
export const transactionDetailResponse = z.object({
  success: z.literal(true),
  data: transactionDetail,
});

/** POST /api/payments/transactions/{id}/review answers the transaction as it now stands. */
export const transactionReviewResponse = envelope(paymentTransaction);

export const paymentReviewSummaryResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: paymentReviewSummary,
});

export const transactionIdParams = z.object({
  id: z.string().min(1, paymentMessages.transactionNotFound).max(200),
});

/** The export's columns, in order. */
export const transactionExportColumns = [
  'Transaction ID',
  'Order ID',
  'Customer Name',
  'Customer Email',
  'Customer Phone',
  'Course Name',
  'Course Category',
  'Amount',
  'Currency',
  'Payment Method',
  'Status',
  'Payment Date',
  'Created At',
] as const;

/** 'payment-transactions-{date}.csv', the date being the UTC day of the export. */
export function transactionExportFileName(now: Date = new Date()): string {
  return `payment-transactions-${now.toISOString().slice(0, 10)}.csv`;
}
