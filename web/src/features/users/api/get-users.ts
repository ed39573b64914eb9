import { USER_PAGE_SIZE, userListResponse, userStatsResponse } from '@coursedesk/contract/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** What the accounts list shows: a page, and the search by name or email. */
export interface UserListView {
  page: number;
  search?: string | undefined;
}

/** The first part of every accounts query: invalidating it refreshes pages and figures. */
export const USERS_QUERY_KEY = ['users'] as const;

export async function getUsers(view: UserListView, signal?: AbortSignal) {
  const { data, pagination } = await apiRequest('/auth/users', userListResponse, {
    query: { ...view, limit: USER_PAGE_SIZE },
    signal,
  });
  return { users: data, pagination };
}

export function useUsers(view: UserListView) {
  return useQuery(
    queryOptions({
      queryKey: [...USERS_QUERY_KEY, 'list', view],
      queryFn: ({ signal }) => getUsers(view, signal),
      // The table keeps the current page on screen while the next one loads.
      placeholderData: keepPreviousData,
    }),
  );
}

/** The screen's figures over every account. */
export function useUserStats() {
  return useQuery(
    queryOptions({
      queryKey: [...USERS_QUERY_KEY, 'stats'],
      queryFn: async ({ signal }) =>
        (await apiRequest('/auth/users/stats', userStatsResponse, { signal })).data,
    }),
  );
}
