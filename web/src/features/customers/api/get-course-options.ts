import { courseListResponse } from '@coursedesk/contract/courses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The course filter's choices: the title shown, the record id sent (docs/courses.md). */
export async function getCourseOptions(signal?: AbortSignal) {
  const { data } = await apiRequest('/admin/courses', courseListResponse, { signal });
  return data
    .map((course) => ({ value: course._id, label: course.title }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

export function getCourseOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['course-options'],
    queryFn: ({ signal }) => getCourseOptions(signal),
    staleTime: 5 * 60_000,
  });
}

export function useCourseOptions() {
  return useQuery(getCourseOptionsQueryOptions());
}
