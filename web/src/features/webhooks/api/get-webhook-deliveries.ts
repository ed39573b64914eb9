import { webhookDeliveryListResponse } from '@coursedesk/contract/webhooks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { WEBHOOKS_QUERY_KEY } from './get-webhooks';

export async function getWebhookDeliveries(id: string, signal?: AbortSignal) {
  return (
    await apiRequest(
      `/admin/webhooks/${encodeURIComponent(id)}/deliveries`,
      webhookDeliveryListResponse,
      { signal },
    )
  ).data;
}

export function getWebhookDeliveriesQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...WEBHOOKS_QUERY_KEY, 'deliveries', id],
    queryFn: ({ signal }) => getWebhookDeliveries(id, signal),
    // While a delivery waits, the log looks again every two seconds.
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.status === 'pending') ? 2000 : false,
  });
}

export function useWebhookDeliveries(id: string) {
  return useQuery(getWebhookDeliveriesQueryOptions(id));
}
