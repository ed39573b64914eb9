import type { Inquiry, InquiryStatus } from '@coursedesk/contract/inquiries';
import { inquiryResponse } from '@coursedesk/contract/inquiries';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { optimisticRowChange } from '@/lib/optimistic-row-change';

type InquiryStatusChange = { id: string; status: InquiryStatus };

export async function updateInquiryStatus({ id, status }: InquiryStatusChange) {
  return apiRequest(`/inquiries/${encodeURIComponent(id)}`, inquiryResponse, {
    method: 'PUT',
    body: { status },
  });
}

export function useUpdateInquiryStatus() {
  return useMutation({
    mutationFn: updateInquiryStatus,
    // The list and the stat cards both count statuses.
    ...optimisticRowChange<Inquiry, InquiryStatusChange>({
      list: ['inquiries', 'list'],
      refresh: ['inquiries'],
    }),
  });
}
