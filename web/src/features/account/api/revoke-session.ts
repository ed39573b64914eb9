import { messageOnly } from '@coursedesk/contract/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getSessionsQueryOptions } from './get-sessions';

/** Signs one of the admin's other sessions out. */
export async function revokeSession(id: string) {
  return apiRequest(`/auth/sessions/${encodeURIComponent(id)}`, messageOnly, {
    method: 'DELETE',
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getSessionsQueryOptions().queryKey }),
  });
}
