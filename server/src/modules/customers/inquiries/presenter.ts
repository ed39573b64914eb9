import type { Inquiry } from '@coursedesk/contract/inquiries';
import { presentPerson } from '../presenter.ts';
import type { InquiryRow } from './repository.ts';

/** A row as the API shows it. */
export function presentInquiry(row: InquiryRow): Inquiry {
  return {
    ...presentPerson(row),
    type: row.type,
    subject: row.subject,
    message: row.message,
    status: row.status,
    assignedTo: row.assignedTo,
    timesSent: row.timesSent,
    lastSentAt: row.lastSentAt.toISOString(),
  };
}
