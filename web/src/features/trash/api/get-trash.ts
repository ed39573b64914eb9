import { trashListResponse } from '@coursedesk/contract/trash';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type QueryParams } from '@/lib/api-client';

export const TRASH_QUERY_KEY = ['trash'] as const;

export async function getTrash(query: QueryParams, signal?: AbortSignal) {
  const { data } = await apiRequest('/admin/trash', trashListResponse, { query, signal });
  return data;
}

export function getTrashQueryOptions(query: QueryParams = {}) {
  return queryOptions({
    queryKey: [...TRASH_QUERY_KEY, 'list', query],
    queryFn: ({ signal }) => getTrash(query, signal),
    placeholderData: keepPreviousData,
    // Every delete elsewhere adds an entry: each visit reads it afresh.
    staleTime: 0,
  });
}

export function useTrash(query: QueryParams) {
  return useQuery(getTrashQueryOptions(query));
}
