// Value lists of inquiries (spec §3); an admin may set the status to any of its values.
import { z } from 'zod';

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
