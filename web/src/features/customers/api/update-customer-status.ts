import {
  type Customer,
  customerResponse,
  type UpdateCustomerStatusInput,
} from '@coursedesk/contract/customers';
import { useMutation } from '@tanstack/react-query';
import { optimisticRowChange } from '@/lib/optimistic-row-change';
import { saveRowChange } from '@/lib/row-change-version';

/** A row's new statuses, and the customer as the row showed it (whose version is saved). */
type CustomerStatusChange = UpdateCustomerStatusInput & { id: string; shown: Customer };

export async function updateCustomerStatus({ id, shown, ...body }: CustomerStatusChange) {
  return saveRowChange(`/customers/${encodeURIComponent(id)}`, customerResponse, { shown, body });
}

export function useUpdateCustomerStatus() {
  return useMutation({
    mutationFn: updateCustomerStatus,
    // The list and the stat cards both count statuses.
    ...optimisticRowChange<Customer, CustomerStatusChange>({
      list: ['customers', 'list'],
      refresh: ['customers'],
    }),
  });
}
