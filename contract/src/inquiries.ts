// Inquiries (docs/data-model.md): value lists (an admin may set the status to any of its
// values), the record on the wire, the list's filters and the calls' shapes; what they share
// with customers is built in people.ts.
import { z } from 'zod';
import { envelope } from './envelope.ts';
import { idFilter, idParams, type ListFilters, oneOfFilter, paged, textFilter } from './list.ts';
import * as people from './people.ts';
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

/**
 * `spam`: the website form's honeypot was filled in (or an admin said so). `suspected_spam`: a
 * website form that arrived past the form's budget, during a flood, kept for an admin to sort
 * (docs/website-forms.md).
 */
export const inquiryStatuses = [
  'new',
  'contacted',
  'followed_up',
  'converted',
  'closed',
  'spam',
  'suspected_spam',
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
  /** How many times the website form sent this very message (1 for one sent once). */
  timesSent: z.number().int().min(1),
  /** When it was last sent: `createdAt` unless it was sent again. */
  lastSentAt: z.string(),
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
  /** Linked to the course with this title when there is one, kept as given otherwise. */
  courseName: people.optionalText('Course name', 200),
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

// ---- The website's contact form (docs/website-forms.md) ----

/** Sizes of the contact form's fields. */
export const PUBLIC_INQUIRY_LIMITS = {
  subject: 300,
  message: 5000,
  course: 200,
  source: 100,
  website: 500,
} as const;

/** The largest contact form accepted, in bytes: every field at its longest fits. */
export const PUBLIC_INQUIRY_BODY_LIMIT = 32 * 1024;

const required = (label: string, max: number) =>
  text(label, `${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/**
 * What the website's contact form posts. `course` is a course's slug or id; `website` is the
 * honeypot, a field people never see and so never fill in.
 */
export const publicInquiryInput = z.strictObject({
  name: people.name,
  email: people.email,
  phone: people.optionalText('Phone', 50),
  type: z
    .enum(inquiryTypes, { error: `type must be one of: ${inquiryTypes.join(', ')}` })
    .default('contact_form'),
  subject: required('Subject', PUBLIC_INQUIRY_LIMITS.subject),
  message: required('Message', PUBLIC_INQUIRY_LIMITS.message),
  course: people.optionalText('Course', PUBLIC_INQUIRY_LIMITS.course),
  source: people.optionalText('Source', PUBLIC_INQUIRY_LIMITS.source),
  website: people.optionalText('website', PUBLIC_INQUIRY_LIMITS.website),
});
export type PublicInquiryInput = z.input<typeof publicInquiryInput>;

export const publicInquiryMessages = {
  received: 'Thank you for your message. We will get back to you soon.',
  tooMany: 'Too many messages from your network. Please try again later.',
} as const;

export const publicInquiryResponse = z.object({ success: z.literal(true), message: z.string() });
