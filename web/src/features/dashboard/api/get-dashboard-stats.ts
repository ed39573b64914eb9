import { dashboardStatsResponse } from '@coursedesk/contract/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function getDashboardStats(signal?: AbortSignal) {
  const { data } = await apiRequest('/admin/dashboard/stats', dashboardStatsResponse, { signal });
  return data;
}

export function getDashboardStatsQueryOptions() {
  return queryOptions({
    queryKey: ['dashboard', 'stats'],
    queryFn: ({ signal }) => getDashboardStats(signal),
  });
}

export function useDashboardStats() {
  return useQuery(getDashboardStatsQueryOptions());
}
