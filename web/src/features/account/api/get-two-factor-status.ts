import { twoFactorStatusResponse } from '@coursedesk/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function getTwoFactorStatus(signal?: AbortSignal) {
  return (await apiRequest('/auth/2fa', twoFactorStatusResponse, { signal })).data;
}

export function getTwoFactorStatusQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'two-factor'],
    queryFn: ({ signal }) => getTwoFactorStatus(signal),
  });
}

export function useTwoFactorStatus() {
  return useQuery(getTwoFactorStatusQueryOptions());
}
