import { webhookDeletedResponse } from '@coursedesk/contract/webhooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { WEBHOOKS_QUERY_KEY } from './get-webhooks';

export async function deleteWebhook(id: string) {
  return apiRequest(`/admin/webhooks/${encodeURIComponent(id)}`, webhookDeletedResponse, {
    method: 'DELETE',
  });
}

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_QUERY_KEY }),
  });
}
