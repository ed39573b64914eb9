import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

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
