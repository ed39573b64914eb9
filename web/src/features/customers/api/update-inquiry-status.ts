import type { Inquiry, InquiryStatus } from '@coursedesk/contract/inquiries';
import { inquiryResponse } from '@coursedesk/contract/inquiries';
import { useMutation } from '@tanstack/react-query';
import { optimisticRowChange } from '@/lib/optimistic-row-change';
import { saveRowChange } from '@/lib/row-change-version';

/** A row's new status, and the inquiry as the row showed it (whose version is saved). */
type InquiryStatusChange = { id: string; status: InquiryStatus; shown: Inquiry };

export async function updateInquiryStatus({ id, status, shown }: InquiryStatusChange) {
  return saveRowChange(`/inquiries/${encodeURIComponent(id)}`, inquiryResponse, {
    shown,
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
