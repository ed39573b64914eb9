import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.ts';
import { loginThrottle, sessions, users } from '../../db/schema/index.ts';
import type { UserRow } from '../users/repository.ts';

export async function insertSession(
  db: Executor,
  userId: string,
  expiresAt: Date,
): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({ userId, expiresAt })
    .returning({ id: sessions.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/** The user behind a live session: not revoked, not expired, and issued to that user. */
export async function findSessionUser(
  db: Executor,
  sessionId: string,
  userId: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    );
  return row?.user;
}

export async function revokeSession(db: Executor, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: Executor, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function deleteExpiredSessions(db: Executor, userId: string): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, sql`now()`)));
}

/** Stores a stronger hash of the same password, unless the password changed meanwhile. */
export async function upgradePasswordHash(
  db: Executor,
  userId: string,
  previousHash: string,
  passwordHash: string,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, userId), eq(users.passwordHash, previousHash)));
}

export interface ThrottlePolicy {
  /** Attempts allowed within the window before the key is locked. */
  limit: number;
  windowSeconds: number;
  lockSeconds: number;
}

/**
 * Counts one sign-in attempt against a key, atomically, before the password is checked, so
 * parallel attempts cannot slip past the limit. Answers how many seconds the key stays locked
 * (0 when it is not locked). An expired lock or window starts the count again.
 */
export async function countAttempt(
  db: Executor,
  key: string,
  policy: ThrottlePolicy,
): Promise<number> {
  const window = sql`make_interval(secs => ${policy.windowSeconds})`;
  const lock = sql`make_interval(secs => ${policy.lockSeconds})`;
  const restart = sql`(t.locked_until is not null and t.locked_until <= now())
    or (t.locked_until is null and t.window_started_at <= now() - ${window})`;
  const result = await db.execute(sql`
    insert into ${loginThrottle} as t (key, failures, window_started_at, locked_until)
    values (${key}, 1, now(), case when 1 > ${policy.limit} then now() + ${lock} end)
    on conflict (key) do update set
      failures = case when ${restart} then 1 else t.failures + 1 end,
      window_started_at = case when ${restart} then now() else t.window_started_at end,
      locked_until = case
        when ${restart} then null
        when t.locked_until is not null then t.locked_until
        when t.failures + 1 > ${policy.limit} then now() + ${lock}
      end
    returning ceil(extract(epoch from (locked_until - now())))::int as retry_after`);
  const [row] = rowsOf<{ retry_after: number | string | null }>(result);
  const retryAfter = Number(row?.retry_after ?? 0);
  return Math.max(retryAfter, 0);
}

/** A successful sign-in: the account starts afresh; the address gets its attempt back. */
export async function forgetAttempt(db: Executor, key: string, clearAll: boolean): Promise<void> {
  if (clearAll) {
    await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
    return;
  }
  await db
    .update(loginThrottle)
    .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
    .where(and(eq(loginThrottle.key, key), isNull(loginThrottle.lockedUntil)));
}
