import { messageOnly } from '@coursedesk/contract/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getSessionsQueryOptions } from './get-sessions';

/** Signs out every session of the admin's but this one. */
export async function revokeOtherSessions() {
  return apiRequest('/auth/sessions/revoke-others', messageOnly, { method: 'POST' });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: getSessionsQueryOptions().queryKey }),
  });
}
