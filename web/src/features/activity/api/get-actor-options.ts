import { USER_PAGE_SIZE, userListResponse } from '@coursedesk/contract/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The accounts the Person filter offers: the admins, who are the only ones who act. */
export async function getActorOptions(signal?: AbortSignal) {
  const { data } = await apiRequest('/auth/users', userListResponse, {
    query: { limit: USER_PAGE_SIZE, sortBy: 'email', sortOrder: 'asc' },
    signal,
  });
  return data
    .filter((user) => user.role === 'admin')
    .map((user) => ({ value: user._id, label: user.email }));
}

export function getActorOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['activity', 'actors'],
    queryFn: ({ signal }) => getActorOptions(signal),
  });
}

export function useActorOptions() {
  return useQuery(getActorOptionsQueryOptions());
}
