import { courseListResponse } from '@coursedesk/contract/courses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { allPages } from '@/lib/all-pages';
import { apiRequest } from '@/lib/api-client';

/** The catalogue for the course filter: each course's `_id` and title. */
export async function getPaymentCourses(signal?: AbortSignal) {
  // Every course: the list is paged, so it is read page by page.
  const data = await allPages((page, limit) =>
    apiRequest('/admin/courses', courseListResponse, { query: { page, limit }, signal }),
  );
  return data.map((course) => ({ id: course._id, title: course.title }));
}

export function getPaymentCoursesQueryOptions() {
  return queryOptions({
    queryKey: ['payments', 'courses'],
    queryFn: ({ signal }) => getPaymentCourses(signal),
  });
}

export function usePaymentCourses() {
  return useQuery(getPaymentCoursesQueryOptions());
}
