import { couponCourseOptionsResponse } from '@coursedesk/contract/coupons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { COUPONS_QUERY_KEY } from './get-coupons';

export async function getCouponCourses(signal?: AbortSignal) {
  const { data } = await apiRequest('/coupons/admin/courses', couponCourseOptionsResponse, {
    signal,
  });
  return data;
}

export function getCouponCoursesQueryOptions() {
  return queryOptions({
    queryKey: [...COUPONS_QUERY_KEY, 'courses'],
    queryFn: ({ signal }) => getCouponCourses(signal),
  });
}

export function useCouponCourses() {
  return useQuery(getCouponCoursesQueryOptions());
}
