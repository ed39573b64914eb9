import { twoFactorEnableResponse } from '@coursedesk/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getTwoFactorStatusQueryOptions } from './get-two-factor-status';

/** Confirms the secret with a code of the app; answers the recovery codes, shown once. */
export async function enableTwoFactor(code: string) {
  const { data } = await apiRequest('/auth/2fa/enable', twoFactorEnableResponse, {
    method: 'POST',
    body: { code },
  });
  return data.recoveryCodes;
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getTwoFactorStatusQueryOptions().queryKey }),
  });
}
