import {
  COUPON_PAGE_SIZE,
  type CouponListQuery,
  couponListResponse,
} from '@coursedesk/contract/coupons';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export interface CouponListView {
  page: number;
  search: string;
  isActive: '' | 'true' | 'false';
  discountType: '' | 'percentage' | 'flat';
}

/** The query string of a list view: empty filters are left out. */
export function couponListSearch(view: CouponListView): string {
  const query: CouponListQuery = { page: view.page, limit: COUPON_PAGE_SIZE };
  const params = new URLSearchParams({ page: String(query.page), limit: String(query.limit) });
  if (view.search.trim()) params.set('search', view.search.trim());
  if (view.isActive) params.set('isActive', view.isActive);
  if (view.discountType) params.set('discountType', view.discountType);
  return params.toString();
}

export async function getCoupons(view: CouponListView, signal?: AbortSignal) {
  return apiRequest(`/coupons/admin?${couponListSearch(view)}`, couponListResponse, { signal });
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
