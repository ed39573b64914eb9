// The keys a website's own server names itself with when it calls the public API
// (docs/website-api.md, "Site keys"). Only a hash of each key is kept.
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, trimmedNonEmpty } from './columns.ts';

/**
 * One row per key issued in the admin. `key_hash` is the SHA-256 of the key (hex): the key is
 * 256 random bits, so a plain hash is as hard to reverse as the key is to guess. A revoked key
 * keeps its row (`revoked_at`) so the list can say when, and the key is refused with a reason.
 */
export const siteKeys = pgTable(
  'site_keys',
  {
    id: id(),
    name: text().notNull(),
    keyHash: text().notNull().unique(),
    /** The key's first characters, shown in the list to tell keys apart; not enough to use. */
    prefix: text().notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('site_keys_name_check', trimmedNonEmpty(t.name)),
    check('site_keys_key_hash_check', sql`${t.keyHash} ~ '^[0-9a-f]{64}$'`),
    index('site_keys_created_idx').on(t.createdAt),
  ],
);
