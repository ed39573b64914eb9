import { and, eq, gt, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import { type Database, type Executor, rowsOf } from '../../db/client.ts';
import { loginThrottle, sessions, users } from '../../db/schema/index.ts';

/** A user as signing in reads it, password hash included (it never leaves the server). */
export type UserRow = typeof users.$inferSelect;

/** The account an email signs in to. */
export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

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

export type SessionUserLookup = (
  sessionId: string,
  userId: string,
) => Promise<{ user: UserRow; expiresAt: Date } | undefined>;

/**
 * The user behind a live session: not revoked, not expired, and issued to that user. Built once
 * and prepared: it runs whenever a session is not in the cache.
 */
export function prepareFindSessionUser(db: Database): SessionUserLookup {
  const query = db
    .select({ user: users, expiresAt: sessions.expiresAt })
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
  /** Attempts counted within the window; the one that reaches the limit locks the key. */
  limit: number;
  windowSeconds: number;
  /** The first lock; each attempt past the limit doubles it, up to `maxLockSeconds`. */
  lockSeconds: number;
  maxLockSeconds: number;
}

export interface AttemptCount {
  /** False when the key was locked: the attempt was refused and not counted. */
  allowed: boolean;
  /** Attempts in the key's window, this one included (0 when refused). */
  attempts: number;
  /** Seconds until the key unlocks; 0 when it is not locked. */
  retryAfter: number;
}

/**
 * Counts one sign-in attempt against a key, atomically, before the password is checked, so
 * parallel attempts cannot slip past the limit. An attempt that arrives while the key is locked
 * is refused and changes nothing, unless `evenIfLocked` (then it is counted and let through).
 * An attempt that reaches the limit locks the key for the attempts after it. A window that has
 * passed, with no lock running, starts the count again. One row per key, never per attempt.
 */
export async function countAttempt(
  db: Executor,
  key: string,
  policy: ThrottlePolicy,
  { evenIfLocked = false }: { evenIfLocked?: boolean } = {},
): Promise<AttemptCount> {
  const window = sql`make_interval(secs => ${policy.windowSeconds})`;
  const restart = sql`(t.window_started_at <= now() - ${window}
    and (t.locked_until is null or t.locked_until <= now()))`;
  const attempts = sql`(case when ${restart} then 1 else t.failures + 1 end)`;
  const windowStart = sql`(case when ${restart} then now() else t.window_started_at end)`;
  const lockAfter = (count: SQL) => sql`(case when ${count} >= ${policy.limit}
    then now() + make_interval(secs => least(
      ${policy.lockSeconds} * power(2, least(${count} - ${policy.limit}, 30)),
      ${policy.maxLockSeconds}))
    end)`;
  const first = sql`1::int`;
  const result = await db.execute(sql`
    insert into ${loginThrottle} as t (key, failures, window_started_at, locked_until, expires_at)
    values (${key}, 1, now(), ${lockAfter(first)},
      greatest(now() + ${window}, ${lockAfter(first)}))
    on conflict (key) do update set
      failures = ${attempts},
      window_started_at = ${windowStart},
      locked_until = ${lockAfter(attempts)},
      expires_at = greatest(${windowStart} + ${window}, ${lockAfter(attempts)})
    where ${sql.raw(evenIfLocked ? 'true' : 'false')} or t.locked_until is null
      or t.locked_until <= now()
    returning failures`);
  const [row] = rowsOf<{ failures: number | string }>(result);
  if (row) return { allowed: true, attempts: Number(row.failures), retryAfter: 0 };
  return { allowed: false, attempts: 0, retryAfter: await lockedFor(db, key) };
}

async function lockedFor(db: Executor, key: string): Promise<number> {
  const result = await db.execute(sql`
    select ceil(extract(epoch from (locked_until - now())))::int as retry_after
    from ${loginThrottle} where key = ${key}`);
  const [row] = rowsOf<{ retry_after: number | string | null }>(result);
  // At least one second: the lock was running when the attempt was refused.
  return Math.max(Number(row?.retry_after ?? 1), 1);
}

/** A successful sign-in: the key starts afresh. */
export async function forgetAttempts(db: Executor, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

/**
 * A successful sign-in: the key gets that attempt back, and a lock that this attempt set is
 * lifted (a lock set by attempts that failed stays).
 */
export async function giveBackAttempt(
  db: Executor,
  key: string,
  policy: ThrottlePolicy,
): Promise<void> {
  await db
    .update(loginThrottle)
    .set({
      failures: sql`greatest(${loginThrottle.failures} - 1, 0)`,
      lockedUntil: sql`case when ${loginThrottle.failures} - 1 < ${policy.limit} then null
        else ${loginThrottle.lockedUntil} end`,
    })
    .where(eq(loginThrottle.key, key));
}

/**
 * Deletes the rows whose window and lock have both passed; then, should more than `maxRows`
 * remain (a flood of new keys), the ones with the fewest attempts, which protect least, go first.
 * Answers how many rows were deleted.
 */
export async function sweepThrottle(db: Executor, maxRows: number): Promise<number> {
  const expired = await db
    .delete(loginThrottle)
    .where(lte(loginThrottle.expiresAt, sql`now()`))
    .returning({ key: loginThrottle.key });
  const counted = rowsOf<{ rows: number | string }>(
    await db.execute(sql`select count(*) as rows from ${loginThrottle}`),
  );
  const excess = Number(counted[0]?.rows ?? 0) - maxRows;
  if (excess <= 0) return expired.length;
  const evicted = await db.execute(sql`
    delete from ${loginThrottle} where key in (
      select key from ${loginThrottle} order by failures, expires_at limit ${excess})
    returning key`);
  return expired.length + rowsOf(evicted).length;
}
