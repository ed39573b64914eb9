import { paymentReviewSummaryResponse } from '@coursedesk/contract/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function getReviewSummary(signal?: AbortSignal) {
  const { data } = await apiRequest('/payments/review-summary', paymentReviewSummaryResponse, {
    signal,
  });
  return data;
}

export function getReviewSummaryQueryOptions() {
  return queryOptions({
    queryKey: ['payments', 'review-summary'],
    queryFn: ({ signal }) => getReviewSummary(signal),
  });
}

export function useReviewSummary() {
  return useQuery(getReviewSummaryQueryOptions());
}
