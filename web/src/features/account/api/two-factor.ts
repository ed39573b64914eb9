import {
  type TwoFactorDisableInput,
  twoFactorEnableResponse,
  twoFactorSetupResponse,
  twoFactorStatusResponse,
} from '@coursedesk/contract/auth';
import { messageOnly } from '@coursedesk/contract/envelope';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const TWO_FACTOR_QUERY_KEY = ['auth', 'two-factor'] as const;

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: TWO_FACTOR_QUERY_KEY,
    queryFn: async ({ signal }) =>
      (await apiRequest('/auth/2fa', twoFactorStatusResponse, { signal })).data,
  });
}

/** A new secret to scan; the API asks for the password first when the session has not confirmed it. */
export function useSetupTwoFactor() {
  return useMutation({
    mutationFn: async () =>
      (await apiRequest('/auth/2fa/setup', twoFactorSetupResponse, { method: 'POST', body: {} }))
        .data,
  });
}

/** Confirms the secret with a code of the app; answers the recovery codes, shown once. */
export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      (
        await apiRequest('/auth/2fa/enable', twoFactorEnableResponse, {
          method: 'POST',
          body: { code },
        })
      ).data.recoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_QUERY_KEY }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoFactorDisableInput) =>
      apiRequest('/auth/2fa/disable', messageOnly, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_QUERY_KEY }),
  });
}
