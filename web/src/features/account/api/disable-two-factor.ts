import type { TwoFactorDisableInput } from '@coursedesk/contract/auth';
import { messageOnly } from '@coursedesk/contract/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getTwoFactorStatusQueryOptions } from './get-two-factor-status';

/** With a code; without one the API asks for the password (the confirmation dialog). */
export async function disableTwoFactor(input: TwoFactorDisableInput) {
  return apiRequest('/auth/2fa/disable', messageOnly, { method: 'POST', body: input });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getTwoFactorStatusQueryOptions().queryKey }),
  });
}
