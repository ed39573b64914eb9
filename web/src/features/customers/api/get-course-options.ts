import { courseListResponse } from '@coursedesk/contract/courses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { allPages } from '@/lib/all-pages';
import { apiRequest } from '@/lib/api-client';

/** The course filter's choices: the title shown, the record id sent (docs/courses.md). */
export async function getCourseOptions(signal?: AbortSignal) {
  // Every course: the list is paged, so it is read page by page.
  const data = await allPages((page, limit) =>
    apiRequest('/admin/courses', courseListResponse, { query: { page, limit }, signal }),
  );
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
