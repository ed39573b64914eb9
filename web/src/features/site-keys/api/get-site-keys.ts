import { siteKeyListResponse } from '@coursedesk/contract/site-keys';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const SITE_KEYS_QUERY_KEY = ['site-keys'] as const;

export async function getSiteKeys(signal?: AbortSignal) {
  const { data } = await apiRequest('/admin/site-keys', siteKeyListResponse, { signal });
  return data;
}

export function getSiteKeysQueryOptions() {
  return queryOptions({
    queryKey: [...SITE_KEYS_QUERY_KEY, 'list'],
    queryFn: ({ signal }) => getSiteKeys(signal),
    // Last use changes as the website calls: each visit reads it afresh.
    staleTime: 0,
  });
}

export function useSiteKeys() {
  return useQuery(getSiteKeysQueryOptions());
}
