import { type LoginInput, loginResponse } from '@coursedesk/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clearSession } from '@/lib/session';
import { useStartSession } from '../sign-in';

export async function login(input: LoginInput) {
  const { data } = await apiRequest('/auth/login', loginResponse, { method: 'POST', body: input });
  return data;
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
