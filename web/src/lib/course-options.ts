import { couponCourseOptionsResponse } from '@coursedesk/contract/coupons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * Every course's id, title and category, in catalogue order, for the screens that pick or filter
 * by course (the coupon form, the transactions' course filter): one small request rather than
 * every page of the course list with each course's whole record. The screens share one cached
 * answer, kept under the course list's key so that a course saved or deleted refreshes it.
 */
export const courseOptionsQueryOptions = queryOptions({
  queryKey: ['courses', 'options'],
  queryFn: async ({ signal }) =>
    (await apiRequest('/coupons/admin/courses', couponCourseOptionsResponse, { signal })).data,
});

export function useCourseOptions() {
  return useQuery(courseOptionsQueryOptions);
}
