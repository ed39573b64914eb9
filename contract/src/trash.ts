// The trash (docs/trash.md): a deleted course, blog post, website-section item, coupon, customer or
// inquiry is kept here for TRASH_RETENTION_DAYS, and can be restored with the same id, images and
// links, or deleted for good. The areas, an entry on the wire, the list's query and the replies.
import { z } from 'zod';
import { collectionNames, collectionSingulars } from './collections/names.ts';
import { envelope } from './envelope.ts';
import { idParams, listQuery, oneOfFilter, paged } from './list.ts';

/** How long a deleted record stays in the trash before it is deleted for good. */
export const TRASH_RETENTION_DAYS = 30;

/** What can be deleted into the trash: each website section by its name, and the own-screen areas. */
export const trashAreas = [
  'courses',
  'blogs',
  'coupons',
  'customers',
  'inquiries',
  ...collectionNames,
] as const satisfies readonly [string, ...string[]];
export type TrashArea = (typeof trashAreas)[number];

/** How the screens name the areas that are not website sections (those use their own title). */
export const trashAreaLabels: Record<string, string> = {
  courses: 'Course',
  blogs: 'Blog post',
  coupons: 'Coupon',
  customers: 'Customer',
  inquiries: 'Inquiry',
  ...collectionSingulars,
};

export const trashEntry = z.object({
  id: z.uuid(),
  area: z.enum(trashAreas),
  /** The deleted record's own `_id`, which it has again once restored. */
  recordId: z.string(),
  /** What a person calls the record (a title, a name, a code). */
  label: z.string(),
  deletedAt: z.string(),
  /** When it is deleted for good unless restored first. */
  purgeAt: z.string(),
  deletedById: z.uuid().nullable(),
  deletedByEmail: z.string().nullable(),
});
export type TrashEntry = z.infer<typeof trashEntry>;

export const trashMessages = {
  listed: 'Trash retrieved successfully',
  notFound: 'Trash entry not found',
  restored: 'Restored successfully',
  restoreFailed: 'Failed to restore',
  purgeFailed: 'Failed to delete forever',
  purgeConfirm: (label: string) => `Delete "${label}" forever? It cannot be restored afterwards.`,
  fetchFailed: 'Failed to fetch the trash',
  empty: 'The trash is empty',
  purged: 'Deleted forever',
  duplicate: (label: string) =>
    `Cannot restore "${label}": another record now uses the same unique value (such as its slug or code). Change or delete that record first.`,
  missingLink: (label: string) =>
    `Cannot restore "${label}": a record it links to (such as a course) no longer exists. Restore that record first.`,
  linkInTrash: (label: string, linked: string, linkedLabel: string) =>
    `Cannot restore "${label}": the ${linked} "${linkedLabel}" it links to is in the trash. Restore that ${linked} first, then this.`,
  /** `links`: what the record no longer links to, such as "a course" or "2 courses and a user". */
  restoredUnlinked: (label: string, links: string) =>
    `Restored "${label}" without its link to ${links}, deleted for good.`,
  restoredInactive: (label: string) =>
    `Restored "${label}" as inactive and with no course: every course it applied to was deleted for good. Choose its courses, then turn it on again.`,
} as const;

export const trashSortFields = ['deletedAt'] as const;

export const trashFilters = { area: oneOfFilter('area', trashAreas) };

/** GET /api/admin/trash: newest first, filtered by area, searched in the label. */
export const trashListQuery = listQuery(
  { sortFields: trashSortFields, defaultSortOrder: 'desc' },
  trashFilters,
);
export type TrashListQuery = z.output<typeof trashListQuery>;
export type TrashFilters = Pick<TrashListQuery, 'area' | 'search' | 'startDate' | 'endDate'>;

export const trashListResponse = envelope(paged(trashEntry));
export const trashEntryParams = idParams(trashMessages.notFound);

/** The reply of a restore: the restored record's area and id, to open it again. */
export const trashRestoreResponse = envelope(
  z.object({ area: z.enum(trashAreas), recordId: z.string() }),
);
export type TrashRestored = z.infer<typeof trashRestoreResponse>['data'];
