// The trash (docs/trash.md): one row per deleted record, holding a snapshot of its rows and of its
// dependent rows, enough to insert them again exactly, for TRASH_RETENTION_DAYS.
import { trashAreas } from '@coursedesk/contract/trash';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';

/** One table's rows of a snapshot, each as `to_jsonb(row)`, in the order they are inserted back. */
export interface TrashedRows {
  table: string;
  rows: Record<string, unknown>[];
}

/** An uploaded image the trashed rows name: the sweep keeps it while the entry exists. */
export interface TrashedImage {
  area: string;
  name: string;
}

/**
 * No foreign keys: the entry outlives the account that deleted it, and names a record that no
 * longer exists until it is restored.
 */
export const trashEntries = pgTable(
  'trash_entries',
  {
    id: id(),
    area: text({ enum: trashAreas }).notNull(),
    recordId: uuid().notNull(),
    label: text().notNull(),
    deletedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedById: uuid(),
    deletedByEmail: text(),
    /** The rows to insert back, parents first (db/trash.ts). */
    snapshot: jsonb().$type<TrashedRows[]>().notNull(),
    /** The images the rows name; the unreferenced-image sweep leaves these alone. */
    images: jsonb().$type<TrashedImage[]>().notNull().default([]),
  },
  // No check on the area, as in the activity log: a new website section needs no migration.
  (t) => [
    index('trash_entries_deleted_at_idx').on(t.deletedAt, t.id),
    index('trash_entries_area_idx').on(t.area, t.deletedAt, t.id),
    index('trash_entries_images_idx').using('gin', t.images),
    index('trash_entries_record_idx').on(t.recordId),
  ],
);
