import { inquiryStatsResponse } from '@coursedesk/contract/inquiries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { STATS_PERIOD_DAYS } from './stats-period';

export async function getInquiryStats(signal?: AbortSignal) {
  const { data } = await apiRequest('/inquiries/stats', inquiryStatsResponse, {
    query: { period: STATS_PERIOD_DAYS },
    signal,
  });
  return data;
}

export function getInquiryStatsQueryOptions() {
  return queryOptions({
    queryKey: ['inquiries', 'stats'],
    queryFn: ({ signal }) => getInquiryStats(signal),
  });
}

export function useInquiryStats() {
  return useQuery(getInquiryStatsQueryOptions());
}
