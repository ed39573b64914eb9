import { type UpdateUserInput, userResponse } from '@coursedesk/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clearSession, getSessionUser, updateSessionUser } from '@/lib/session';
import { USERS_QUERY_KEY } from './get-users';

export async function updateUser({ id, input }: { id: string; input: UpdateUserInput }) {
  return apiRequest(`/auth/users/${encodeURIComponent(id)}`, userResponse, {
    method: 'PUT',
    body: input,
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: ({ data: updated }) => {
      // Editing one's own account changes what the header shows; giving up the admin role
      // ends access to the panel.
      if (getSessionUser()?._id === updated._id) {
        if (updated.role === 'admin') updateSessionUser(updated);
        else clearSession();
      }
      return queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY });
    },
  });
}
