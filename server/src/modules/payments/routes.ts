import {
  paymentMessages as M,
  orderListQuery,
  orderListResponse,
  type PaymentTransaction,
  paymentStatsQuery,
  paymentStatsResponse,
  transactionDetailResponse,
  transactionExportColumns,
  transactionExportFileName,
  transactionExportQuery,
  transactionIdParams,
  transactionListQuery,
  transactionListResponse,
} from '@coursedesk/contract/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CsvColumn, sendCsv } from '../../lib/csv.ts';
import type { PaymentsService } from './service.ts';

/** Spec §7's export columns, in their order, each with the value it writes. */
const exportValues: Record<
  (typeof transactionExportColumns)[number],
  (t: PaymentTransaction) => string | number
> = {
  'Transaction ID': (t) => t.id,
  'Order ID': (t) => t.orderId,
  'Customer Name': (t) => t.customerInfo.name,
  'Customer Email': (t) => t.customerInfo.email,
  'Customer Phone': (t) => t.customerInfo.phone,
  'Course Name': (t) => t.courseInfo.courseName,
  'Course Category': (t) => t.courseInfo.category,
  Amount: (t) => t.amount,
  Currency: (t) => t.currency,
  'Payment Method': (t) => t.method,
  Status: (t) => t.status,
  'Payment Date': (t) => t.paymentDate,
  'Created At': (t) => t.createdAt,
};
const exportColumns: CsvColumn<PaymentTransaction>[] = transactionExportColumns.map((header) => ({
  header,
  value: exportValues[header],
}));

const tags = ['Payments'];

/** Spec §7 payments, under /api/payments; every route needs an admin session. */
export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (
  app,
  { payments },
) => {
  app.get(
    '/payments/stats',
    { schema: { tags, querystring: paymentStatsQuery, response: { 200: paymentStatsResponse } } },
    async (request) => ({
      success: true as const,
      message: M.statsLoaded,
      stats: await payments.stats(request.query.period),
    }),
  );
  app.get(
    '/payments/transactions',
    {
      schema: {
        tags,
        querystring: transactionListQuery,
        response: { 200: transactionListResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: M.transactionsLoaded,
      ...(await payments.transactions(request.query)),
    }),
  );
  // Every transaction the filters select, streamed as CSV (UTF-8 with a byte-order mark, formula
  // cells made inert); X-Total-Count says how many rows follow the header.
  app.get(
    '/payments/transactions/export',
    { schema: { tags, querystring: transactionExportQuery } },
    async (request, reply) => {
      const total = await payments.countTransactions(request.query);
      reply.header('x-total-count', String(total));
      return sendCsv(
        reply,
        transactionExportFileName(),
        exportColumns,
        payments.eachTransaction(request.query),
      );
    },
  );
  app.get(
    '/payments/transactions/:id',
    {
      schema: {
        tags,
        params: transactionIdParams,
        response: { 200: transactionDetailResponse },
      },
    },
    async (request) => ({
      success: true as const,
      data: await payments.transaction(request.params.id),
    }),
  );
  app.get(
    '/payments/orders',
    { schema: { tags, querystring: orderListQuery, response: { 200: orderListResponse } } },
    async (request) => ({
      success: true as const,
      message: M.ordersLoaded,
      ...(await payments.orders(request.query)),
    }),
  );
};
