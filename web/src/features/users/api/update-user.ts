import { type UpdateUserInput, userResponse } from '@coursedesk/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiVersionedRequest } from '@/lib/api-client';
import { clearSession, getSessionUser, updateSessionUser } from '@/lib/session';
import { USERS_QUERY_KEY } from './get-users';

export interface UpdateUser {
  id: string;
  input: UpdateUserInput;
  /** The version the edits were made on (If-Match); another version is refused as STALE. */
  version: string | undefined;
}

export async function updateUser({ id, input, version }: UpdateUser) {
  return apiVersionedRequest(`/auth/users/${encodeURIComponent(id)}`, userResponse, {
    method: 'PUT',
    body: input,
    ifMatch: version,
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: ({ body: { data: updated } }) => {
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
