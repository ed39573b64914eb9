import { type CouponInput, couponResponse } from '@coursedesk/contract/coupons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiVersionedRequest } from '@/lib/api-client';
import { COUPONS_QUERY_KEY } from './get-coupons';

export interface UpdateCoupon {
  id: string;
  input: CouponInput;
  /** The version the edits were made on (If-Match); another version is refused as STALE. */
  version: string | undefined;
}

export async function updateCoupon({ id, input, version }: UpdateCoupon) {
  return apiVersionedRequest(`/coupons/admin/${encodeURIComponent(id)}`, couponResponse, {
    method: 'PUT',
    body: input,
    ifMatch: version,
  });
}

export function useUpdateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COUPONS_QUERY_KEY }),
  });
}
