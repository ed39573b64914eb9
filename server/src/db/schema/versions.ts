import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * One row per content table, bumped by a statement trigger in the same transaction as every
 * write to it (migration 0006): the version behind the lists' ETags and their cached replies.
 */
export const collectionVersions = pgTable('collection_versions', {
  tableName: text().primaryKey(),
  version: bigint({ mode: 'number' }).notNull(),
});
