// Inquiries (docs/data-model.md): value lists (an admin may set the status to any of its
// values), the record on the wire, the list's filters and the calls' shapes; what they share
// with customers is built in people.ts.
import { z } from 'zod';
import { envelope } from './envelope.ts';
import { idFilter, idParams, type ListFilters, oneOfFilter, paged, textFilter } from './list.ts';
import * as people from './people.ts';

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

// ---- The inquiries list, its records and its calls ----

export const inquiryMessages = {
  ...people.messages('Inquiry'),
  statusRequired: `status must be one of: ${inquiryStatuses.join(', ')}`,
} as const;

export const inquirySortFields = ['createdAt', 'name'] as const;

/** The inquiry filters (assignedTo has no control on the screen). */
export const inquiryFilters = {
  status: oneOfFilter('status', inquiryStatuses),
  type: oneOfFilter('type', inquiryTypes),
  source: textFilter('source'),
  assignedTo: idFilter('assignedTo'),
};

const inquiryQueries = people.queries({ sortFields: inquirySortFields }, inquiryFilters);
export const inquiryListQuery = inquiryQueries.list;
export type InquiryListQuery = z.output<typeof inquiryListQuery>;
export const inquiryExportQuery = inquiryQueries.export;
export type InquiryExportQuery = z.output<typeof inquiryExportQuery>;
export type InquiryFilters = ListFilters<InquiryExportQuery>;

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

export const createInquiryInput = z.strictObject({
  name: people.name,
  email: people.email,
  phone: people.optionalText('Phone', 50),
  type: inquiryType.default('general_inquiry'),
  subject: people.optionalText('Subject', 300),
  message: people.optionalText('Message', 5000),
  status: inquiryStatus.default('new'),
  courseId: z.uuid({ error: inquiryMessages.courseNotFound }).optional(),
  source: people.optionalText('Source', 100),
});
export type CreateInquiryInput = z.input<typeof createInquiryInput>;

/** PUT /inquiries/{id} carries the status. */
export const updateInquiryStatusInput = people.statusUpdateInput(
  { status: z.enum(inquiryStatuses, { error: inquiryMessages.statusRequired }) },
  inquiryMessages.statusRequired,
);

export const inquiryIdParams = idParams(inquiryMessages.notFound);

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
