import type { TransactionStatus } from '@coursedesk/contract/commerce';
import { TRANSACTIONS_PAGE_SIZE, transactionListResponse } from '@coursedesk/contract/payments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The transactions' filters on screen (docs/coupons-and-payments.md). */
export interface TransactionFilterView {
  status?: TransactionStatus | undefined;
  courseId?: string | undefined;
  /** 'true': only transactions with a finding not yet reviewed. */
  needsReview?: 'true' | 'false' | undefined;
}

export async function getTransactions(
  view: TransactionFilterView & { page: number },
  signal?: AbortSignal,
) {
  return apiRequest('/payments/transactions', transactionListResponse, {
    query: { ...view, limit: TRANSACTIONS_PAGE_SIZE },
    signal,
  });
}

export function getTransactionsQueryOptions(view: TransactionFilterView & { page: number }) {
  return queryOptions({
    queryKey: ['payments', 'transactions', view],
    queryFn: ({ signal }) => getTransactions(view, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTransactions(view: TransactionFilterView & { page: number }) {
  return useQuery(getTransactionsQueryOptions(view));
}
