import { type LoginTwoFactorInput, loginSessionResponse } from '@coursedesk/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clearSession } from '@/lib/session';
import { useStartSession } from '../sign-in';

/** The second step of a sign-in: the challenge and a code of the app (or a recovery code). */
export async function loginTwoFactor(input: LoginTwoFactorInput) {
  const { data } = await apiRequest('/auth/login/2fa', loginSessionResponse, {
    method: 'POST',
    body: input,
  });
  return data;
}

export function useLoginTwoFactor() {
  const begin = useStartSession();
  return useMutation({
    mutationFn: async (input: LoginTwoFactorInput) => begin(await loginTwoFactor(input)),
    onError: () => clearSession(),
  });
}
