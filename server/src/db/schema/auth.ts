import { roles, sessionLimits } from '@coursedesk/contract/auth';
import { noticeKinds } from '@coursedesk/contract/notices';
import { check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
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
    /**
     * The TOTP secret of two-factor sign-in once enabled, sealed under the server's secrets key
     * (modules/auth/totp-storage.ts), never the base32 the app takes; never leaves the server.
     */
    totpSecret: text(),
    /** A secret set up but not yet confirmed with a code, sealed too; replaced by each setup. */
    totpPendingSecret: text(),
    totpEnabledAt: timestamp({ withTimezone: true }),
    /** The last 30-second step whose code was accepted: a code is accepted once. */
    totpLastStep: integer(),
    /**
     * Another admin set this admin's password then: they must choose their own at their next
     * sign-in (docs/security.md, "Passwords set by another admin"). Null once they have.
     */
    passwordChangeRequiredAt: timestamp({ withTimezone: true }),
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
    /** The browser's User-Agent and the client's address at sign-in, for the sessions list. */
    userAgent: text(),
    address: text(),
    /** When a request last used the session, written at most once a minute. */
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * What a limited session may still do (`two_factor_setup`, `password_change`); null for a
     * session that may do everything (docs/security.md, "Limited sessions").
     */
    limitedTo: text({ enum: sessionLimits }),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
    check('sessions_limited_to_check', oneOf(t.limitedTo, sessionLimits)),
  ],
);

/**
 * Notices to an admin about changes another admin made to their account (a password set, an
 * email changed), shown in the app. Each row keeps who acted and the address it was for then, so
 * a mail sender can deliver the same rows later (`sent_at`); none exists yet.
 */
export const accountNotices = pgTable(
  'account_notices',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: noticeKinds }).notNull(),
    /** The admin who acted, and their name and email at that time. */
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    actorName: text().notNull(),
    actorEmail: text().notNull(),
    /** The account's address when the notice was made (an email change's old one). */
    recipientEmail: text().notNull(),
    previousEmail: text(),
    newEmail: text(),
    createdAt: createdAt(),
    readAt: timestamp({ withTimezone: true }),
    /** When a mail sender delivered it; nothing sends notices yet. */
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('account_notices_user_created_idx').on(t.userId, t.createdAt),
    check('account_notices_kind_check', oneOf(t.kind, noticeKinds)),
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

/** Recovery codes of two-factor sign-in: SHA-256 hashes of random codes, each used once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [unique('recovery_codes_user_code_unique').on(t.userId, t.codeHash)],
);

/**
 * A sign-in whose password was right and which waits for its second factor: the SHA-256 hash of
 * the challenge given to the client, bound to the account, good for 5 minutes.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('sign_in_challenges_user_id_idx').on(t.userId),
    index('sign_in_challenges_expires_at_idx').on(t.expiresAt),
  ],
);
