import type { Inquiry } from '@coursedesk/contract/inquiries';
import type { InquiryRow } from './repository.ts';

/** A row as the API shows it, the id also as `_id` (docs/data-model.md). */
export function presentInquiry(row: InquiryRow): Inquiry {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    type: row.type,
    subject: row.subject,
    message: row.message,
    status: row.status,
    courseId: row.courseId,
    courseName: row.courseName,
    source: row.source,
    assignedTo: row.assignedTo,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
