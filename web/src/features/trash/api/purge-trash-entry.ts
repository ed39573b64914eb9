import { messageOnly } from '@coursedesk/contract/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { TRASH_QUERY_KEY } from './get-trash';

/** Deletes an entry for good. */
export async function purgeTrashEntry(id: string) {
  return apiRequest(`/admin/trash/${encodeURIComponent(id)}`, messageOnly, { method: 'DELETE' });
}

export function usePurgeTrashEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purgeTrashEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRASH_QUERY_KEY }),
  });
}
