import { customerStatsResponse } from '@coursedesk/contract/customers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { STATS_PERIOD_DAYS } from './stats-period';

export async function getCustomerStats(signal?: AbortSignal) {
  const { data } = await apiRequest('/customers/stats', customerStatsResponse, {
    query: { period: STATS_PERIOD_DAYS },
    signal,
  });
  return data;
}

export function getCustomerStatsQueryOptions() {
  return queryOptions({
    queryKey: ['customers', 'stats'],
    queryFn: ({ signal }) => getCustomerStats(signal),
  });
}

export function useCustomerStats() {
  return useQuery(getCustomerStatsQueryOptions());
}
