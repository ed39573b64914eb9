import { couponCourseOptionsResponse } from '@coursedesk/contract/coupons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * The catalogue for the course filter: each course's id and title, in catalogue order. The
 * course options the coupon form reads, in one request, rather than every page of the course
 * list with each course's whole record.
 */
export async function getPaymentCourses(signal?: AbortSignal) {
  const { data } = await apiRequest('/coupons/admin/courses', couponCourseOptionsResponse, {
    signal,
  });
  return data.map((course) => ({ id: course.id, title: course.title }));
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
