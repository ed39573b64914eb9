import { webhookDeliveryResponse } from '@coursedesk/contract/webhooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { WEBHOOKS_QUERY_KEY } from './get-webhooks';

/** Sends a delivery's event again, as a new delivery. */
export async function redeliverDelivery(id: string) {
  return apiRequest(
    `/admin/webhooks/deliveries/${encodeURIComponent(id)}/redeliver`,
    webhookDeliveryResponse,
    { method: 'POST' },
  );
}

export function useRedeliverDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeliverDelivery,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY }),
  });
}
