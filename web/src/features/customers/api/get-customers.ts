import { customerListResponse } from '@coursedesk/contract/customers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type QueryParams } from '@/lib/api-client';

export async function getCustomers(query: QueryParams, signal?: AbortSignal) {
  const { data } = await apiRequest('/customers', customerListResponse, { query, signal });
  return data;
}

export function getCustomersQueryOptions(query: QueryParams = {}) {
  return queryOptions({
    queryKey: ['customers', 'list', query],
    queryFn: ({ signal }) => getCustomers(query, signal),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useCustomers(query: QueryParams) {
  return useQuery(getCustomersQueryOptions(query));
}
