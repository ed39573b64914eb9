// The activity log's reads, shared by the Activity screen and the editors' History panels
// (docs/activity.md): one query per filter set, keyed under 'activity'.
import { activityListResponse } from '@coursedesk/contract/activity';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, type QueryParams } from './api-client';

export async function getActivity(query: QueryParams, signal?: AbortSignal) {
  const { data } = await apiRequest('/admin/activity', activityListResponse, { query, signal });
  return data;
}

export function getActivityQueryOptions(query: QueryParams = {}) {
  return queryOptions({
    queryKey: ['activity', 'list', query],
    queryFn: ({ signal }) => getActivity(query, signal),
    placeholderData: keepPreviousData,
    // The log grows with every save: each visit reads it afresh.
    staleTime: 0,
  });
}

export function useActivity(query: QueryParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getActivityQueryOptions(query), enabled: options.enabled ?? true });
}

/** A value of a changed field as one short line. */
export function formatChangeValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}
