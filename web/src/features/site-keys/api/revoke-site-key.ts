import { siteKeyResponse } from '@coursedesk/contract/site-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { SITE_KEYS_QUERY_KEY } from './get-site-keys';

export async function revokeSiteKey(id: string) {
  return apiRequest(`/admin/site-keys/${encodeURIComponent(id)}/revoke`, siteKeyResponse, {
    method: 'POST',
    body: {},
  });
}

export function useRevokeSiteKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSiteKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SITE_KEYS_QUERY_KEY }),
  });
}
