import { paymentReviewInput, paymentReviewMessages } from '@coursedesk/contract/payment-findings';
import {
  paymentMessages as M,
  orderListQuery,
  orderListResponse,
  paymentReviewSummaryResponse,
  paymentStatsQuery,
  paymentStatsResponse,
  transactionDetailResponse,
  transactionExportFileName,
  transactionExportQuery,
  transactionIdParams,
  transactionListQuery,
  transactionListResponse,
  transactionReviewResponse,
} from '@coursedesk/contract/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendCsv } from '../../lib/csv.ts';
import type { PaymentsService } from './service.ts';

const tags = ['Payments'];

/** The payment routes (docs/coupons-and-payments.md), under /api/payments; every route needs an admin session. */
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
      return sendCsv(reply, transactionExportFileName(), payments.transactionCsv(request.query));
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
  app.post(
    '/payments/transactions/:id/review',
    {
      schema: {
        tags,
        params: transactionIdParams,
        body: paymentReviewInput,
        response: { 200: transactionReviewResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: paymentReviewMessages.reviewed,
      data: await payments.review(request.params.id, request.body.note),
    }),
  );
  app.get(
    '/payments/review-summary',
    { schema: { tags, response: { 200: paymentReviewSummaryResponse } } },
    async () => ({
      success: true as const,
      message: paymentReviewMessages.summaryLoaded,
      data: await payments.reviewSummary(),
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
