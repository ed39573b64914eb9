// What the customers and inquiries lists share: both hold people who came to the business — a
// name, an email, an optional phone, course and source — with a status an admin may set to any of
// its values, and answer the same calls (a page, stats, an export, one record, create, set the
// status, delete). Each keeps its own fields, filters, messages and export columns; the shapes
// common to both are built here.
import { z } from 'zod';
import { exportQuery, type ListOptions, listQuery, wholeNumberField } from './list.ts';
import { text } from './text.ts';

/** The messages of a person's name and email. */
const personMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  invalidEmail: 'Please enter a valid email address',
} as const;

/** The messages both lists word alike, named after the record ('Customer', 'Inquiry'). */
export function messages<const Noun extends string>(record: Noun) {
  return {
    notFound: `${record} not found`,
    created: `${record} created successfully`,
    statusUpdated: 'Status updated successfully',
    deleted: 'Item deleted successfully',
    courseNotFound: 'Course not found',
    ...personMessages,
  } as const;
}

export const name = text('Name', personMessages.nameRequired)
  .trim()
  .min(1, personMessages.nameRequired)
  .max(200, 'Name must be at most 200 characters');

export const email = text('Email', personMessages.emailRequired)
  .trim()
  .min(1, personMessages.emailRequired)
  .max(254, personMessages.invalidEmail)
  .pipe(z.email({ error: personMessages.invalidEmail }))
  .transform((value) => value.toLowerCase());

/** Optional text: trimmed, at most `max` characters, and left out when empty. */
export const optionalText = (label: string, max: number) =>
  text(label, `${label} must be text`)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => (value === '' ? undefined : value))
    .optional();

/** The page query and the export query of a people list, on the same sort fields and filters. */
export function queries<S extends readonly [string, ...string[]], F extends z.ZodRawShape>(
  options: ListOptions<S>,
  filters: F,
) {
  return { list: listQuery(options, filters), export: exportQuery(options, filters) };
}

/** PUT /{id}: the statuses an admin sets (each optional in `statuses` or not), at least one. */
export function statusUpdateInput<T extends z.ZodRawShape>(statuses: T, message: string) {
  return z
    .strictObject(statuses)
    .refine((body) => Object.values(body).some((value) => value !== undefined), { message });
}

/** The stat cards' period: the last `period` days (30 unless given). */
const periodMessage = 'period must be a whole number of days from 1 to 3650';
export const statsQuery = z.strictObject({
  period: wholeNumberField(periodMessage, 1, 3650).transform((value) => value ?? 30),
});
