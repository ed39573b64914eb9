import { customerResponse, type UpdateCustomerStatusInput } from '@coursedesk/contract/customers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function updateCustomerStatus({
  id,
  ...body
}: UpdateCustomerStatusInput & { id: string }) {
  return apiRequest(`/customers/${encodeURIComponent(id)}`, customerResponse, {
    method: 'PUT',
    body,
  });
}

export function useUpdateCustomerStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomerStatus,
    // The list and the stat cards both count statuses.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['customers'] }),
  });
}
