import { type WebhookInput, webhookCreatedResponse } from '@coursedesk/contract/webhooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { WEBHOOKS_QUERY_KEY } from './get-webhooks';

/** Answers the new webhook with its signing secret, shown this once. */
export async function createWebhook(input: WebhookInput) {
  return apiRequest('/admin/webhooks', webhookCreatedResponse, { method: 'POST', body: input });
}

export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY }),
  });
}
