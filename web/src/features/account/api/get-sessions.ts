import { sessionListResponse } from '@coursedesk/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function getSessions(signal?: AbortSignal) {
  return (await apiRequest('/auth/sessions', sessionListResponse, { signal })).data;
}

export function getSessionsQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'sessions'],
    queryFn: ({ signal }) => getSessions(signal),
  });
}

export function useSessions() {
  return useQuery(getSessionsQueryOptions());
}
