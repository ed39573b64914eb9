import { deletedResponse } from '@coursedesk/contract/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { COUPONS_QUERY_KEY } from './get-coupons';

export async function deleteCoupon(id: string) {
  return apiRequest(`/coupons/admin/${encodeURIComponent(id)}`, deletedResponse, {
    method: 'DELETE',
  });
}

export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COUPONS_QUERY_KEY }),
  });
}
