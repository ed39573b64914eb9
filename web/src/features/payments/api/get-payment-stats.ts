import { type PaymentPeriod, paymentStatsResponse } from '@coursedesk/contract/payments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function getPaymentStats(period: PaymentPeriod, signal?: AbortSignal) {
  const { stats } = await apiRequest(`/payments/stats?period=${period}`, paymentStatsResponse, {
    signal,
  });
  return stats;
}

export function getPaymentStatsQueryOptions(period: PaymentPeriod) {
  return queryOptions({
    queryKey: ['payments', 'stats', period],
    queryFn: ({ signal }) => getPaymentStats(period, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePaymentStats(period: PaymentPeriod) {
  return useQuery(getPaymentStatsQueryOptions(period));
}
