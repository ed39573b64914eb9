import { deletedResponse } from '@coursedesk/contract/envelope';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function deleteInquiry(id: string) {
  return apiRequest(`/inquiries/${encodeURIComponent(id)}`, deletedResponse, { method: 'DELETE' });
}

export function useDeleteInquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInquiry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['inquiries'] }),
  });
}
