import { passwordChangeStatusResponse } from '@coursedesk/contract/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Whether another admin set this admin's password (who, when): they must choose their own. */
export async function getPasswordChange(signal?: AbortSignal) {
  return (await apiRequest('/auth/password-change', passwordChangeStatusResponse, { signal })).data;
}

export function getPasswordChangeQueryOptions() {
  return queryOptions({
    queryKey: ['auth', 'password-change'],
    queryFn: ({ signal }) => getPasswordChange(signal),
  });
}

export function usePasswordChange() {
  return useQuery(getPasswordChangeQueryOptions());
}
