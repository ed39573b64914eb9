import { userListResponse } from '@coursedesk/contract/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function getUsers(signal?: AbortSignal) {
  const { data } = await apiRequest('/auth/users', userListResponse, { signal });
  return data;
}

export function getUsersQueryOptions() {
  return queryOptions({
    queryKey: ['users'],
    queryFn: ({ signal }) => getUsers(signal),
  });
}

export function useUsers() {
  return useQuery(getUsersQueryOptions());
}
