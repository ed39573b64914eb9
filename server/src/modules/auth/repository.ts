import type { SessionLimit } from '@coursedesk/contract/auth';
import { and, count, desc, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { recoveryCodes, sessions, signInChallenges, users } from '../../db/schema/index.ts';

/** A user as signing in reads it, password hash included (it never leaves the server). */
export type UserRow = typeof users.$inferSelect;

/** What a new session keeps of its client, for the sessions list. */
export interface SessionOrigin {
  userAgent: string | undefined;
  address: string;
  /** What the session may only do (docs/security.md, "Limited sessions"); null for everything. */
  limitedTo: SessionLimit | null;
}

export async function insertSession(
  db: Executor,
  userId: string,
  expiresAt: Date,
  origin: SessionOrigin,
): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      expiresAt,
      userAgent: origin.userAgent?.slice(0, 512) ?? null,
      address: origin.address,
      limitedTo: origin.limitedTo,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export type SessionUserLookup = (
  sessionId: string,
  userId: string,
) => Promise<{ user: UserRow; expiresAt: Date; limitedTo: SessionLimit | null } | undefined>;

/**
 * The user behind a live session: not revoked, not expired, and issued to that user. Built once
 * and prepared: it runs whenever a session is not in the cache.
 */
export function prepareFindSessionUser(db: Database): SessionUserLookup {
  const query = db
    .select({ user: users, expiresAt: sessions.expiresAt, limitedTo: sessions.limitedTo })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .prepare('auth_session_user');
  return async (sessionId, userId) => (await query.execute({ sessionId, userId }))[0];
}

/** Answers whether the session was live until now. */
export async function revokeSession(db: Executor, sessionId: string): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Revokes every live session of the user, but `except` when given. */
export async function revokeUserSessions(
  db: Executor,
  userId: string,
  except?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        except === undefined ? undefined : ne(sessions.id, except),
      ),
    );
}

/** What the session may do from now on: only what `limit` allows, or (null) everything. */
export async function limitSession(
  db: Executor,
  sessionId: string,
  limit: SessionLimit | null,
): Promise<void> {
  await db.update(sessions).set({ limitedTo: limit }).where(eq(sessions.id, sessionId));
}

/**
 * Revokes the user's least recently used live sessions beyond the `keep` most recent; answers
 * the ids of those revoked.
 */
export async function revokeLeastRecentlyUsed(
  db: Executor,
  userId: string,
  keep: number,
): Promise<string[]> {
  const surplus = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(liveSessionOf(userId))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
    .offset(keep);
  if (surplus.length === 0) return [];
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        inArray(
          sessions.id,
          surplus.map((row) => row.id),
        ),
        isNull(sessions.revokedAt),
      ),
    )
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

export async function deleteExpiredSessions(db: Executor, userId: string): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, sql`now()`)));
}

/** The session's admin has confirmed their password now. */
export async function confirmSession(db: Executor, sessionId: string): Promise<void> {
  await db.update(sessions).set({ confirmedAt: sql`now()` }).where(eq(sessions.id, sessionId));
}

/** Whether the session confirmed its admin's password within the last `seconds`. */
export async function confirmedWithin(
  db: Executor,
  sessionId: string,
  seconds: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        gt(sessions.confirmedAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    );
  return rows.length > 0;
}

/** How often a session's `last_seen_at` is written at most. */
export const LAST_SEEN_INTERVAL_SECONDS = 60;

/** The session was used now; a no-op (no row written, no notification) within the minute. */
export async function touchSession(db: Executor, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        lt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${LAST_SEEN_INTERVAL_SECONDS})`),
      ),
    );
}

const liveSessionOf = (userId: string) =>
  and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));

/** The user's live sessions, the most recently used first. */
export async function listLiveSessions(db: Executor, userId: string) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      address: sessions.address,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(liveSessionOf(userId))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Whether `sessionId` is a live session of `userId`'s. */
export async function isLiveSessionOf(
  db: Executor,
  sessionId: string,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), liveSessionOf(userId)));
  return rows.length > 0;
}

/** Revokes every live session of the user but `keep`; answers how many were. */
export async function revokeOtherSessions(
  db: Executor,
  userId: string,
  keep: string,
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(liveSessionOf(userId), ne(sessions.id, keep)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** The user's sessions limited to setting up two-factor sign-in may do everything: it is set up. */
export async function liftTwoFactorLimit(db: Executor, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ limitedTo: null })
    .where(and(eq(sessions.userId, userId), eq(sessions.limitedTo, 'two_factor_setup')));
}

export async function replaceRecoveryCodes(
  db: Executor,
  userId: string,
  hashes: readonly string[],
): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Marks an unused recovery code of the user's used; false when there is none such. */
export async function useRecoveryCode(
  db: Executor,
  userId: string,
  codeHash: string,
): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** A new challenge; the user's expired ones go. Times are the server's clock (`expiresAt`). */
export async function insertChallenge(
  db: Executor,
  id: string,
  userId: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .delete(signInChallenges)
    .where(and(eq(signInChallenges.userId, userId), lt(signInChallenges.expiresAt, new Date())));
  await db.insert(signInChallenges).values({ id, userId, expiresAt });
}

/** The account a live challenge belongs to. */
export async function findChallengeUser(
  db: Executor,
  id: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: signInChallenges.userId })
    .from(signInChallenges)
    .where(and(eq(signInChallenges.id, id), gt(signInChallenges.expiresAt, now)));
  return row?.userId;
}

/** Uses a challenge up; false when another request already did. */
export async function deleteChallenge(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .delete(signInChallenges)
    .where(eq(signInChallenges.id, id))
    .returning({ id: signInChallenges.id });
  return rows.length > 0;
}

/**
 * Two-factor sign-in off, the auth module's part: the recovery codes and any sign-in waiting for
 * a code go (the users facade clears the account's secrets in the same transaction).
 */
export async function forgetSecondFactor(db: Executor, userId: string): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.delete(signInChallenges).where(eq(signInChallenges.userId, userId));
}
