import { type CouponInput, couponResponse } from '@coursedesk/contract/coupons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { COUPONS_QUERY_KEY } from './get-coupons';

export async function updateCoupon({ id, input }: { id: string; input: CouponInput }) {
  return apiRequest(`/coupons/admin/${encodeURIComponent(id)}`, couponResponse, {
    method: 'PUT',
    body: input,
  });
}

export function useUpdateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COUPONS_QUERY_KEY }),
  });
}
