import { noticeListResponse } from '@coursedesk/contract/notices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** How often the header asks for new notices while the app is open. */
const NOTICES_REFRESH_MS = 60_000;

/** The signed-in admin's notices of changes other admins made to their account. */
export async function getNotices(signal?: AbortSignal) {
  return (await apiRequest('/auth/notices', noticeListResponse, { signal })).data;
}

export function getNoticesQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'notices'],
    queryFn: ({ signal }) => getNotices(signal),
    refetchInterval: NOTICES_REFRESH_MS,
  });
}

export function useNotices() {
  return useQuery(getNoticesQueryOptions());
}
