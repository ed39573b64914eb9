import { courseBundleResponse } from '@coursedesk/contract/courses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** One course whole: the course, its details and its pricing plan. */
export async function getCourseBundle(id: string, signal?: AbortSignal) {
  const { data } = await apiRequest(
    `/admin/course-bundles/${encodeURIComponent(id)}`,
    courseBundleResponse,
    { signal },
  );
  return data;
}

export function getCourseBundleQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['courses', 'bundle', id],
    queryFn: ({ signal }) => getCourseBundle(id, signal),
    // The editor starts from what is stored now, not from an earlier visit.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useCourseBundle(id: string | undefined) {
  return useQuery({ ...getCourseBundleQueryOptions(id ?? ''), enabled: id !== undefined });
}
