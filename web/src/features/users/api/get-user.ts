import { userResponse } from '@coursedesk/contract/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiVersionedRequest } from '@/lib/api-client';
import { USERS_QUERY_KEY } from './get-users';

/** One account as stored now, with the version a save of it names. */
export async function getUser(id: string, signal?: AbortSignal) {
  const { body, version } = await apiVersionedRequest(
    `/auth/users/${encodeURIComponent(id)}`,
    userResponse,
    { signal },
  );
  return { user: body.data, version };
}

export function getUserQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...USERS_QUERY_KEY, 'user', id],
    queryFn: ({ signal }) => getUser(id, signal),
    // The editor starts from what is stored now, not from an earlier visit.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useUser(id: string | undefined) {
  return useQuery({ ...getUserQueryOptions(id ?? ''), enabled: id !== undefined });
}
