import { couponAnalyticsResponse } from '@coursedesk/contract/coupons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { COUPONS_QUERY_KEY } from './get-coupons';

export async function getCouponAnalytics(signal?: AbortSignal) {
  const { data } = await apiRequest('/coupons/admin/analytics', couponAnalyticsResponse, {
    signal,
  });
  return data;
}

export function getCouponAnalyticsQueryOptions() {
  return queryOptions({
    queryKey: [...COUPONS_QUERY_KEY, 'analytics'],
    queryFn: ({ signal }) => getCouponAnalytics(signal),
  });
}

export function useCouponAnalytics() {
  return useQuery(getCouponAnalyticsQueryOptions());
}
