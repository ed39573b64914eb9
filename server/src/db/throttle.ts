// Attempt counters shared by every throttle of the server (sign-in, the website's forms) and by
// every API instance on one database: one row per key in login_throttle, counted atomically in
// SQL, so parallel requests cannot slip past a limit and a restart or a second instance does not
// reset one (docs/security.md).
import { and, eq, lte, or, type SQL, sql } from 'drizzle-orm';
import { type Database, type Executor, rowsOf } from './client.ts';
import { loginThrottle } from './schema/index.ts';

export interface ThrottlePolicy {
  /** Attempts counted within the window; the one that reaches the limit locks the key. */
  limit: number;
  windowSeconds: number;
  /** The first lock; each attempt past the limit doubles it, up to `maxLockSeconds`. */
  lockSeconds: number;
  maxLockSeconds: number;
}

/**
 * `limit` attempts within `seconds`; the attempt that reaches the limit locks the key for as
 * long again, without doubling.
 */
export function attemptsPer(limit: number, seconds: number): ThrottlePolicy {
  return { limit, windowSeconds: seconds, lockSeconds: seconds, maxLockSeconds: seconds };
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
 * Counts one attempt against a key, atomically, before the work it guards, so
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

/** The key starts afresh (a successful sign-in). */
export async function forgetAttempts(db: Executor, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

/**
 * The key gets an attempt back (a successful sign-in), and a lock that this attempt set is
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

export interface ThrottleOptions {
  /** Expired rows are deleted at most this often, on an attempt. */
  sweepIntervalMs?: number;
  /** Past this many rows, the least useful are deleted too. */
  maxRows?: number;
}

export interface Throttle {
  /** Counts an attempt against `key` under `policy` (`countAttempt`), sweeping now and then. */
  count(
    key: string,
    policy: ThrottlePolicy,
    options?: { evenIfLocked?: boolean },
  ): Promise<AttemptCount>;
  forget(key: string): Promise<void>;
  giveBack(key: string, policy: ThrottlePolicy): Promise<void>;
}

/** A throttle on the database's counters; its expired rows are swept at most once a minute. */
export function createThrottle(
  db: Database,
  { sweepIntervalMs = 60_000, maxRows = 100_000 }: ThrottleOptions = {},
): Throttle {
  let lastSweep = Number.NEGATIVE_INFINITY;
  return {
    async count(key, policy, options) {
      if (Date.now() - lastSweep >= sweepIntervalMs) {
        lastSweep = Date.now();
        await sweepThrottle(db, maxRows);
      }
      return countAttempt(db, key, policy, options);
    },
    forget: (key) => forgetAttempts(db, key),
    giveBack: (key, policy) => giveBackAttempt(db, key, policy),
  };
}

/** The account's sign-in counts start afresh: its budget and every address's pair with it. */
export async function forgetSignInAttempts(db: Executor, email: string): Promise<void> {
  await db.delete(loginThrottle).where(
    or(
      eq(loginThrottle.key, `account:${email}`),
      // `pair:<address> <email>`: the address has no spaces (modules/auth/throttle.ts).
      and(
        sql`starts_with(${loginThrottle.key}, 'pair:')`,
        sql`right(${loginThrottle.key}, ${email.length + 1}) = ${` ${email}`}`,
      ),
    ),
  );
}
