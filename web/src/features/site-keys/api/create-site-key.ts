import { createdSiteKeyResponse, type SiteKeyInput } from '@coursedesk/contract/site-keys';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { SITE_KEYS_QUERY_KEY } from './get-site-keys';

/** Creates a key; the answer holds the key itself, told this once only. */
export async function createSiteKey(input: SiteKeyInput) {
  return apiRequest('/admin/site-keys', createdSiteKeyResponse, { method: 'POST', body: input });
}

export function useCreateSiteKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSiteKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SITE_KEYS_QUERY_KEY }),
  });
}
