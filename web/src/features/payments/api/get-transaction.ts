import { transactionDetailResponse } from '@coursedesk/contract/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function getTransaction(id: string, signal?: AbortSignal) {
  const { data } = await apiRequest(
    `/payments/transactions/${encodeURIComponent(id)}`,
    transactionDetailResponse,
    { signal },
  );
  return data;
}

export function getTransactionQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['payments', 'transaction', id],
    queryFn: ({ signal }) => getTransaction(id, signal),
  });
}

export function useTransaction(id: string | undefined) {
  return useQuery({ ...getTransactionQueryOptions(id ?? ''), enabled: id !== undefined });
}
