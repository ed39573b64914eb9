import { type OwnPasswordInput, ownPasswordResponse } from '@coursedesk/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getPasswordChangeQueryOptions } from './get-password-change';

/** The admin's own new password; their other sessions end, this one goes on. */
export async function changeOwnPassword(input: OwnPasswordInput) {
  return (await apiRequest('/auth/password', ownPasswordResponse, { method: 'POST', body: input }))
    .data;
}

export function useChangeOwnPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeOwnPassword,
    onSuccess: () => {
      queryClient.setQueryData(getPasswordChangeQueryOptions().queryKey, {
        required: false,
        setBy: null,
        setAt: null,
      });
    },
  });
}
