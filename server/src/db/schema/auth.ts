import { roles } from '@coursedesk/contract/auth';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './columns.ts';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** Panel and site accounts (docs/data-model.md). Only `admin` may sign in to the panel. */
export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    /** Stored lower-cased; unique. */
    email: text().notNull().unique(),
    role: text({ enum: roles }).notNull().default('user'),
    passwordHash: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('users_role_check', oneOf(t.role, roles)), index('users_role_idx').on(t.role)],
);

/**
 * One row per issued token. A token is accepted only while its session row exists, is not
 * revoked and has not expired, so sign-out, password change, role change and deletion end it.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /** When the session's admin last confirmed their password (never by signing in). */
    confirmedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
  ],
);

/**
 * Attempt counters of every throttle (db/throttle.ts), one row per key: sign-in's
 * `address:<ip>`, `pair:<ip> <email>` and `account:<email>`, the website forms' `inquiry:<ip>`
 * and `coupon-check:<ip>`. Shared by every API instance that uses the database. A row is of no
 * use once `expires_at` (the end of its window or lock) has passed, and is then deleted.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text().primaryKey(),
    failures: integer().notNull().default(0),
    windowStartedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_throttle_expires_at_idx').on(t.expiresAt)],
);
