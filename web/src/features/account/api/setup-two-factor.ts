import { twoFactorSetupResponse } from '@coursedesk/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** A new secret to scan; the API asks for the password first when the session has not confirmed it. */
export async function setupTwoFactor() {
  return (await apiRequest('/auth/2fa/setup', twoFactorSetupResponse, { method: 'POST', body: {} }))
    .data;
}

export function useSetupTwoFactor() {
  return useMutation({ mutationFn: setupTwoFactor });
}
