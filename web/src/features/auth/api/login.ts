import {
  authMessages,
  type LoginInput,
  type LoginSession,
  type LoginTwoFactorInput,
  loginResponse,
  loginSessionResponse,
} from '@coursedesk/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { clearSession, startSession } from '@/lib/session';
import { getProfileQueryOptions } from './get-profile';

export async function login(input: LoginInput) {
  const { data } = await apiRequest('/auth/login', loginResponse, { method: 'POST', body: input });
  return data;
}

export async function loginTwoFactor(input: LoginTwoFactorInput) {
  const { data } = await apiRequest('/auth/login/2fa', loginSessionResponse, {
    method: 'POST',
    body: input,
  });
  return data;
}

/** Only an administrator gets a session; the sign-in answer is a fresh profile. */
function useStartSession() {
  const queryClient = useQueryClient();
  return (session: LoginSession) => {
    if (session.user.role !== 'admin') {
      throw new ApiError({ status: 403, code: 'FORBIDDEN', message: authMessages.adminOnly });
    }
    queryClient.setQueryData(getProfileQueryOptions().queryKey, session.user);
    startSession(session.token, session.user);
    return session;
  };
}

/**
 * Signs in with the password: a session, or, for an account with two-factor sign-in, the
 * challenge that `useLoginTwoFactor` completes with a code. Any failure leaves no session behind.
 */
export function useLogin() {
  const begin = useStartSession();
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      const result = await login(input);
      return 'twoFactorRequired' in result ? result : begin(result);
    },
    onError: () => clearSession(),
  });
}

/** The second step of a sign-in: the challenge and a code of the app (or a recovery code). */
export function useLoginTwoFactor() {
  const begin = useStartSession();
  return useMutation({
    mutationFn: async (input: LoginTwoFactorInput) => begin(await loginTwoFactor(input)),
    onError: () => clearSession(),
  });
}
