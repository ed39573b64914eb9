import { messageOnly } from '@coursedesk/contract/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getNoticesQueryOptions } from './get-notices';

/** Marks the notices named read, or all of them when none is named. */
export async function markNoticesRead(ids?: string[]) {
  return apiRequest('/auth/notices/read', messageOnly, {
    method: 'POST',
    body: ids ? { ids } : {},
  });
}

export function useMarkNoticesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNoticesRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getNoticesQueryOptions().queryKey }),
  });
}
