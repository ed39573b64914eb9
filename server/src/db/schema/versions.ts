import { bigint, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per content table, bumped by a statement trigger in the same transaction as every
 * write to it (migration 0006): the version behind the lists' ETags and their cached replies.
 */
export const collectionVersions = pgTable('collection_versions', {
  tableName: text().primaryKey(),
  version: bigint({ mode: 'number' }).notNull(),
});

/**
 * The version of each record an editor saves (db/record-versions.ts), one row per record once it
 * has been changed through the API; a record without a row is at version 1. The version behind a
 * record's ETag, and who changed it last and when, for the answer to a stale save.
 */
export const recordVersions = pgTable(
  'record_versions',
  {
    /** What the record is (`courses`, `blog_posts`, a section's table, `users`…). */
    kind: text().notNull(),
    recordId: text().notNull(),
    version: integer().notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The admin who made the last change; null for the system. No foreign key: it outlives them. */
    actorId: uuid(),
    actorEmail: text(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.recordId] })],
);
