import {
  type Customer,
  customerResponse,
  type UpdateCustomerStatusInput,
} from '@coursedesk/contract/customers';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { optimisticRowChange } from '@/lib/optimistic-row-change';

type CustomerStatusChange = UpdateCustomerStatusInput & { id: string };

export async function updateCustomerStatus({ id, ...body }: CustomerStatusChange) {
  return apiRequest(`/customers/${encodeURIComponent(id)}`, customerResponse, {
    method: 'PUT',
    body,
  });
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
