import { webhookDeliveryResponse } from '@coursedesk/contract/webhooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { WEBHOOKS_QUERY_KEY } from './get-webhooks';

/** Queues a `webhook.test` event for one endpoint. */
export async function testWebhook(id: string) {
  return apiRequest(`/admin/webhooks/${encodeURIComponent(id)}/test`, webhookDeliveryResponse, {
    method: 'POST',
  });
}

export function useTestWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY }),
  });
}
