import { sessionListResponse } from '@coursedesk/contract/auth';
import { messageOnly } from '@coursedesk/contract/envelope';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const SESSIONS_QUERY_KEY = ['auth', 'sessions'] as const;

export function useSessions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: SESSIONS_QUERY_KEY,
    queryFn: async ({ signal }) =>
      (await apiRequest('/auth/sessions', sessionListResponse, { signal })).data,
    enabled,
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`/auth/sessions/${encodeURIComponent(id)}`, messageOnly, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/auth/sessions/revoke-others', messageOnly, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  });
}
