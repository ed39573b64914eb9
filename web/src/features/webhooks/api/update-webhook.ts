import { type WebhookInput, webhookResponse } from '@coursedesk/contract/webhooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { WEBHOOKS_QUERY_KEY } from './get-webhooks';

export async function updateWebhook({ id, input }: { id: string; input: WebhookInput }) {
  return apiRequest(`/admin/webhooks/${encodeURIComponent(id)}`, webhookResponse, {
    method: 'PUT',
    body: input,
  });
}

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY }),
  });
}
