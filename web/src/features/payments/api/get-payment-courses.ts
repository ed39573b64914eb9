import { courseListResponse } from '@coursedesk/contract/courses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The catalogue for the course filter: each course's `_id` and title. */
export async function getPaymentCourses(signal?: AbortSignal) {
  const { data } = await apiRequest('/admin/courses', courseListResponse, { signal });
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
