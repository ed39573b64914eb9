import {
  TRASH_RETENTION_DAYS,
  type TrashEntry,
  type TrashFilters,
} from '@coursedesk/contract/trash';
import { sql } from 'drizzle-orm';
import { defineList, equalityFilters } from '../../db/list/paged-list.ts';
import { trashEntries } from '../../db/schema/index.ts';

export type TrashListRow = typeof trashEntries.$inferSelect;

const DAY_MS = 86_400_000;

function presentEntry(row: Omit<TrashListRow, 'snapshot' | 'images'>): TrashEntry {
  return {
    id: row.id,
    area: row.area,
    recordId: row.recordId,
    label: row.label,
    deletedAt: row.deletedAt.toISOString(),
    purgeAt: new Date(row.deletedAt.getTime() + TRASH_RETENTION_DAYS * DAY_MS).toISOString(),
    deletedById: row.deletedById,
    deletedByEmail: row.deletedByEmail,
  };
}

/**
 * The trash list (db/list/paged-list.ts): newest first, filtered by area, searched in the label.
 * Read afresh each time, like the activity log: it is short and changes with every delete.
 */
export const trashList = defineList({
  table: trashEntries,
  id: trashEntries.id,
  // The snapshot can be large: a page reads only what it shows.
  columns: {
    id: trashEntries.id,
    area: trashEntries.area,
    recordId: trashEntries.recordId,
    label: trashEntries.label,
    deletedAt: trashEntries.deletedAt,
    deletedById: trashEntries.deletedById,
    deletedByEmail: trashEntries.deletedByEmail,
  },
  whereOf: (filters: TrashFilters) => equalityFilters([[trashEntries.area, filters.area]]),
  dateColumn: trashEntries.deletedAt,
  search: { columns: [sql`lower(${trashEntries.label})`], trigram: false },
  sortKeys: { deletedAt: { expression: sql`${trashEntries.deletedAt}`, type: 'timestamptz' } },
  present: presentEntry,
});
