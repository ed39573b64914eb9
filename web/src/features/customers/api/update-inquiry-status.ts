import type { InquiryStatus } from '@coursedesk/contract/inquiries';
import { inquiryResponse } from '@coursedesk/contract/inquiries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function updateInquiryStatus({ id, status }: { id: string; status: InquiryStatus }) {
  return apiRequest(`/inquiries/${encodeURIComponent(id)}`, inquiryResponse, {
    method: 'PUT',
    body: { status },
  });
}

export function useUpdateInquiryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInquiryStatus,
    // The list and the stat cards both count statuses.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['inquiries'] }),
  });
}
