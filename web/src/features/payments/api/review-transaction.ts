import type { PaymentReviewInput } from '@coursedesk/contract/payment-findings';
import { transactionReviewResponse } from '@coursedesk/contract/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function reviewTransaction({ id, note }: PaymentReviewInput & { id: string }) {
  const { data } = await apiRequest(
    `/payments/transactions/${encodeURIComponent(id)}/review`,
    transactionReviewResponse,
    { method: 'POST', body: { note } },
  );
  return data;
}

/** Marks a transaction's findings reviewed; the payment lists, counts and dashboard read again. */
export function useReviewTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewTransaction,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['payments'] }),
        queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      ]);
    },
  });
}
