import { authMessages, type LoginInput, loginResponse } from '@coursedesk/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { clearSession, startSession } from '@/lib/session';
import { getProfileQueryOptions } from './get-profile';

export async function login(input: LoginInput) {
  const { data } = await apiRequest('/auth/login', loginResponse, { method: 'POST', body: input });
  return data;
}

/** Signs in; only an administrator gets a session, and any failure leaves none behind. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      const result = await login(input);
      if (result.user.role !== 'admin') {
        throw new ApiError({ status: 403, code: 'FORBIDDEN', message: authMessages.adminOnly });
      }
      return result;
    },
    onSuccess: ({ token, user }) => {
      // The sign-in answer is a fresh profile: no need to ask for it again straight away.
      queryClient.setQueryData(getProfileQueryOptions().queryKey, user);
      startSession(token, user);
    },
    onError: () => clearSession(),
  });
}
