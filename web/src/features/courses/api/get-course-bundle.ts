import { courseBundleResponse } from '@coursedesk/contract/courses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiVersionedRequest } from '@/lib/api-client';

/**
 * One course whole: the course, its details and its pricing plan, with the version a save of it
 * names (so a save over someone else's later change is refused).
 */
export async function getCourseBundle(id: string, signal?: AbortSignal) {
  const { body, version } = await apiVersionedRequest(
    `/admin/course-bundles/${encodeURIComponent(id)}`,
    courseBundleResponse,
    { signal },
  );
  return { bundle: body.data, version };
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
