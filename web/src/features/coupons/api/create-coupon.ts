import { type CouponInput, couponResponse } from '@coursedesk/contract/coupons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { COUPONS_QUERY_KEY } from './get-coupons';

export async function createCoupon(input: CouponInput) {
  return apiRequest('/coupons/admin', couponResponse, { method: 'POST', body: input });
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COUPONS_QUERY_KEY }),
  });
}
