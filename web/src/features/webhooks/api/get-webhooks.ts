import { webhookListResponse } from '@coursedesk/contract/webhooks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The first part of every webhooks query: invalidating it refreshes the list and the logs. */
export const WEBHOOKS_QUERY_KEY = ['webhooks'] as const;

export async function getWebhooks(signal?: AbortSignal) {
  return (await apiRequest('/admin/webhooks', webhookListResponse, { signal })).data;
}

export function getWebhooksQueryOptions() {
  return queryOptions({
    queryKey: [...WEBHOOKS_QUERY_KEY, 'list'],
    queryFn: ({ signal }) => getWebhooks(signal),
  });
}

export function useWebhooks() {
  return useQuery(getWebhooksQueryOptions());
}
