import type { TransactionStatus } from '@coursedesk/contract/commerce';
import { TRANSACTIONS_PAGE_SIZE, transactionListResponse } from '@coursedesk/contract/payments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface TransactionFilterView {
  status: TransactionStatus | '';
  courseId: string;
}

/** The filters as a query string, empty ones left out; the export sends the same. */
export function transactionFilterSearch(filters: TransactionFilterView): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set('status', filters.status);
  if (filters.courseId) params.set('courseId', filters.courseId);
  return params;
}

export async function getTransactions(
  view: TransactionFilterView & { page: number },
  signal?: AbortSignal,
) {
  const params = transactionFilterSearch(view);
  params.set('page', String(view.page));
  params.set('limit', String(TRANSACTIONS_PAGE_SIZE));
  return apiRequest(`/payments/transactions?${params}`, transactionListResponse, { signal });
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
