// Inquiries (spec §3): value lists (an admin may set the status to any of its values), the
// record on the wire, the list's filters and the calls' shapes.
import { z } from 'zod';
import { personEmail, personName } from './customers.ts';
import { envelope } from './envelope.ts';
import { exportQuery, idFilter, listQuery, oneOfFilter, paged, textFilter } from './list.ts';
import { text } from './text.ts';

export const inquiryTypes = [
  'contact_form',
  'strategy_call',
  'course_inquiry',
  'general_inquiry',
  'bootcamp',
] as const;
export const inquiryType = z.enum(inquiryTypes);
export type InquiryType = z.infer<typeof inquiryType>;

export const inquiryStatuses = [
  'new',
  'contacted',
  'followed_up',
  'converted',
  'closed',
  'spam',
] as const;
export const inquiryStatus = z.enum(inquiryStatuses);
export type InquiryStatus = z.infer<typeof inquiryStatus>;

// ---- The inquiries list, its records and its calls (spec §3, §7) ----

export const inquiryMessages = {
  notFound: 'Inquiry not found',
  created: 'Inquiry created successfully',
  statusUpdated: 'Status updated successfully',
  deleted: 'Item deleted successfully',
  statusRequired: `status must be one of: ${inquiryStatuses.join(', ')}`,
  courseNotFound: 'Course not found',
} as const;

export const inquirySortFields = ['createdAt', 'name'] as const;

/** The §3 inquiry filters (assignedTo has no control on the screen). */
export const inquiryFilters = {
  status: oneOfFilter('status', inquiryStatuses),
  type: oneOfFilter('type', inquiryTypes),
  source: textFilter('source'),
  assignedTo: idFilter('assignedTo'),
};

export const inquiryListQuery = listQuery({ sortFields: inquirySortFields }, inquiryFilters);
export type InquiryListQuery = z.output<typeof inquiryListQuery>;
export const inquiryExportQuery = exportQuery({ sortFields: inquirySortFields }, inquiryFilters);
export type InquiryExportQuery = z.output<typeof inquiryExportQuery>;
export type InquiryFilters = Omit<InquiryExportQuery, 'format' | 'sortBy' | 'sortOrder'>;

export const inquiry = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  type: inquiryType,
  subject: z.string().nullable(),
  message: z.string().nullable(),
  status: inquiryStatus,
  courseId: z.uuid().nullable(),
  courseName: z.string().nullable(),
  source: z.string().nullable(),
  assignedTo: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Inquiry = z.infer<typeof inquiry>;

const optionalText = (label: string, max: number) =>
  text(label, `${label} must be text`)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => (value === '' ? undefined : value))
    .optional();

export const createInquiryInput = z.strictObject({
  name: personName,
  email: personEmail,
  phone: optionalText('Phone', 50),
  type: inquiryType.default('general_inquiry'),
  subject: optionalText('Subject', 300),
  message: optionalText('Message', 5000),
  status: inquiryStatus.default('new'),
  courseId: z.uuid({ error: inquiryMessages.courseNotFound }).optional(),
  source: optionalText('Source', 100),
});
export type CreateInquiryInput = z.input<typeof createInquiryInput>;

/** PUT /inquiries/{id} carries the status (spec §7). */
export const updateInquiryStatusInput = z.strictObject({
  status: z.enum(inquiryStatuses, { error: inquiryMessages.statusRequired }),
});

export const inquiryIdParams = z.object({ id: z.uuid({ error: inquiryMessages.notFound }) });

export const inquiryStats = z.object({
  totalInquiries: z.number().int(),
  convertedInquiries: z.number().int(),
  contactedInquiries: z.number().int(),
  newInquiries: z.number().int(),
});
export type InquiryStats = z.infer<typeof inquiryStats>;

export const inquiryResponse = envelope(inquiry);
export const inquiryListResponse = envelope(paged(inquiry));
export const inquiryStatsResponse = envelope(inquiryStats);
