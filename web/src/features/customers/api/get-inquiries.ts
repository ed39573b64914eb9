import { inquiryListResponse } from '@coursedesk/contract/inquiries';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type QueryParams } from '@/lib/api-client';

export async function getInquiries(query: QueryParams, signal?: AbortSignal) {
  const { data } = await apiRequest('/inquiries', inquiryListResponse, { query, signal });
  return data;
}

export function getInquiriesQueryOptions(query: QueryParams = {}) {
  return queryOptions({
    queryKey: ['inquiries', 'list', query],
    queryFn: ({ signal }) => getInquiries(query, signal),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useInquiries(query: QueryParams) {
  return useQuery(getInquiriesQueryOptions(query));
}
