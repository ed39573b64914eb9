import { couponResponse } from '@coursedesk/contract/coupons';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiVersionedRequest } from '@/lib/api-client';
import { COUPONS_QUERY_KEY } from './get-coupons';

/** One coupon as stored now, with the version a save of it names. */
export async function getCoupon(id: string, signal?: AbortSignal) {
  const { body, version } = await apiVersionedRequest(
    `/coupons/admin/${encodeURIComponent(id)}`,
    couponResponse,
    { signal },
  );
  return { coupon: body.data, version };
}

export function getCouponQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...COUPONS_QUERY_KEY, 'coupon', id],
    queryFn: ({ signal }) => getCoupon(id, signal),
    // The editor starts from what is stored now, not from an earlier visit.
    staleTime: 0,
    gcTime: 0,
  });
}

export function useCoupon(id: string | undefined) {
  return useQuery({ ...getCouponQueryOptions(id ?? ''), enabled: id !== undefined });
}
