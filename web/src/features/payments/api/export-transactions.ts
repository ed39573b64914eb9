import { transactionExportFileName } from '@coursedesk/contract/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDownload, saveFile } from '@/lib/api-client';
import { getTransactionsQueryOptions, type TransactionFilterView } from './get-transactions';

/**
 * Saves 'payment-transactions-{date}.csv': every transaction the filters select (docs/coupons-and-payments.md), written by the server. Answers how many rows it held; with none, nothing is saved.
 */
export function useExportTransactions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (filters: TransactionFilterView) => {
      const first = await queryClient.fetchQuery(
        getTransactionsQueryOptions({ ...filters, page: 1 }),
      );
      if (first.pagination.total === 0) return 0;
      saveFile(
        await apiDownload('/payments/transactions/export', {
          query: { ...filters },
          fallbackName: transactionExportFileName(),
        }),
      );
      return first.pagination.total;
    },
  });
}
