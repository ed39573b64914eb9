import {
  COUPON_PAGE_SIZE,
  type CouponStatusFilter,
  couponListResponse,
} from '@coursedesk/contract/coupons';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** What the coupon list shows: the page and the filters of the screen (docs/coupons-and-payments.md). */
export interface CouponListView {
  page: number;
  search?: string | undefined;
  status?: CouponStatusFilter | undefined;
  discountType?: 'percentage' | 'flat' | undefined;
}

export async function getCoupons(view: CouponListView, signal?: AbortSignal) {
  return apiRequest('/coupons/admin', couponListResponse, {
    query: { ...view, limit: COUPON_PAGE_SIZE },
    signal,
  });
}

/** The first part of every coupon query's key: invalidating it refreshes lists and stats. */
export const COUPONS_QUERY_KEY = ['coupons'] as const;

export function getCouponsQueryOptions(view: CouponListView) {
  return queryOptions({
    queryKey: [...COUPONS_QUERY_KEY, 'list', view],
    queryFn: ({ signal }) => getCoupons(view, signal),
    // The table keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useCoupons(view: CouponListView) {
  return useQuery(getCouponsQueryOptions(view));
}
