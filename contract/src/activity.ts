// The activity log (docs/activity.md): who changed what, when and from where. Every admin write,
// sign-in and sign-out, and the website's intake leaves one entry, written in the transaction of
// the change. The areas, the actions, an entry on the wire and the list's query shapes.
import { z } from 'zod';
import { collectionNames } from './collections/names.ts';
import { envelope } from './envelope.ts';
import {
  exportQuery,
  idFilter,
  type ListFilters,
  listQuery,
  oneOfFilter,
  paged,
  queryField,
} from './list.ts';
import { text } from './text.ts';

/** Where a change happened: each website section by its name, and the areas with their own screens. */
export const activityAreas = [
  'courses',
  'course-icons',
  'blogs',
  'coupons',
  'customers',
  'inquiries',
  'users',
  'company',
  'uploads',
  'auth',
  'payments',
  'site-keys',
  ...collectionNames,
] as const satisfies readonly [string, ...string[]];
export type ActivityArea = (typeof activityAreas)[number];

export const activityActions = [
  'create',
  'update',
  'delete',
  'status_change',
  'import',
  'settings',
  'role_change',
  'password_change',
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'two_factor_enable',
  'two_factor_disable',
  'recovery_code_use',
  'session_revoke',
  'session_evicted',
  'confirmation_refused',
  'two_factor_code_refused',
  'restore',
  'purge',
] as const;
export type ActivityAction = (typeof activityActions)[number];

/** How the screens name each action. */
export const activityActionLabels: Record<ActivityAction, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  status_change: 'Status changed',
  import: 'Imported',
  settings: 'Settings saved',
  role_change: 'Role changed',
  password_change: 'Password changed',
  sign_in: 'Signed in',
  sign_in_failed: 'Failed sign-in',
  sign_out: 'Signed out',
  two_factor_enable: 'Two-factor sign-in on',
  two_factor_disable: 'Two-factor sign-in off',
  recovery_code_use: 'Recovery code used',
  session_revoke: 'Session signed out',
  session_evicted: 'Oldest session ended',
  confirmation_refused: 'Confirmation refused',
  two_factor_code_refused: 'Wrong two-factor code',
  restore: 'Restored',
  purge: 'Deleted forever',
};

/** Who acted: a signed-in admin, or the system itself (the website's forms, payment events). */
export const actorTypes = ['user', 'system'] as const;
export type ActorType = (typeof actorTypes)[number];

/** What a redacted value reads as: the field changed, its value is never stored. */
export const REDACTED = '[redacted]';

/** One changed field: its value before and after (null when the record was created or deleted). */
export const activityChange = z.object({ before: z.unknown(), after: z.unknown() });
export type ActivityChange = z.infer<typeof activityChange>;
export type ActivityChanges = Record<string, ActivityChange>;

export const activityEntry = z.object({
  id: z.uuid(),
  at: z.string(),
  actorType: z.enum(actorTypes),
  /** The account that acted; null for the system, or a failed sign-in for an unknown email. */
  actorId: z.uuid().nullable(),
  /** The account's email at that time (or the email tried, on a failed sign-in). */
  actorEmail: z.string().nullable(),
  area: z.enum(activityAreas),
  action: z.enum(activityActions),
  recordId: z.string().nullable(),
  recordLabel: z.string().nullable(),
  changes: z.record(z.string(), activityChange),
  requestId: z.string().nullable(),
  address: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntry>;

export const activityMessages = {
  listed: 'Activity retrieved successfully',
  record: 'record must be at most 200 characters',
} as const;

export const activitySortFields = ['at'] as const;

/** The activity filters, as query-string fields (the web app reads its URL with the same). */
export const activityFilters = {
  actor: idFilter('actor'),
  area: oneOfFilter('area', activityAreas),
  action: oneOfFilter('action', activityActions),
  record: queryField(
    text('record', activityMessages.record).trim().min(1).max(200, activityMessages.record),
  ),
};

const activityListOptions = { sortFields: activitySortFields, defaultSortOrder: 'desc' } as const;

/** GET /api/admin/activity: newest first; `startDate`/`endDate` select on the entry's time. */
export const activityListQuery = listQuery(activityListOptions, activityFilters);
export type ActivityListQuery = z.output<typeof activityListQuery>;
export const activityExportQuery = exportQuery(activityListOptions, activityFilters);
export type ActivityExportQuery = z.output<typeof activityExportQuery>;
export type ActivityFilters = ListFilters<ActivityExportQuery>;

export const activityListResponse = envelope(paged(activityEntry));

/**
 * Who an entry names as having acted: the account's email, the system, or (a failed sign-in,
 * whose typed email is nobody's to claim) someone not signed in.
 */
export function actorLabel(entry: { actorType: ActorType; actorEmail: string | null }): string {
  if (entry.actorEmail) return entry.actorEmail;
  return entry.actorType === 'system' ? 'System' : 'Not signed in';
}
