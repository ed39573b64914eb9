import { profileResponse } from '@coursedesk/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const PROFILE_STALE_MS = 5 * 60_000;

export async function getProfile(signal?: AbortSignal) {
  const { data } = await apiRequest('/auth/profile', profileResponse, { signal });
  return data;
}

export function getProfileQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'profile'],
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: PROFILE_STALE_MS,
  });
}

export function useProfile({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getProfileQueryOptions(), enabled });
}
