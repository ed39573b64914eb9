import { mailNoticesResponse } from '@coursedesk/contract/webhooks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const EMAIL_NOTICES_QUERY_KEY = ['account', 'email-notices'] as const;

/** Which notices the signed-in admin wants by email, and whether the server can send any. */
export async function getEmailNotices(signal?: AbortSignal) {
  return (await apiRequest('/account/email-notices', mailNoticesResponse, { signal })).data;
}

export function getEmailNoticesQueryOptions() {
  return queryOptions({
    queryKey: EMAIL_NOTICES_QUERY_KEY,
    queryFn: ({ signal }) => getEmailNotices(signal),
  });
}

export function useEmailNotices() {
  return useQuery(getEmailNoticesQueryOptions());
}
