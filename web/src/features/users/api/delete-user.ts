import { messageOnly } from '@coursedesk/contract/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { USERS_QUERY_KEY } from './get-users';

export async function deleteUser(id: string) {
  return apiRequest(`/auth/users/${encodeURIComponent(id)}`, messageOnly, { method: 'DELETE' });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
  });
}
