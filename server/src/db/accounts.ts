// The SQL of account recovery on the server's machine (`npm run admin`, docs/operations.md): an
// admin locked out is given a new password, with every session of theirs ended and the sign-in
// counts of their account started afresh.
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { loginThrottle, recoveryCodes, sessions, signInChallenges, users } from './schema/index.ts';

export async function findAccount(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role, totpSecret: users.totpSecret })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

/** The new password hash, the user's sessions ended (every instance is notified by trigger). */
export async function replacePassword(
  db: Executor,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
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

/**
 * Two-factor sign-in off: the secret, a pending one, the recovery codes and any sign-in waiting
 * for a code go (the auth module's disable and `npm run admin -- disable-2fa` alike).
 */
export async function clearTwoFactor(db: Executor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(eq(users.id, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.delete(signInChallenges).where(eq(signInChallenges.userId, userId));
}

/** The accounts holding an authenticator secret (enabled or pending) not yet sealed, locked. */
export async function lockClearTotpSecrets(db: Executor) {
  return db
    .select({
      id: users.id,
      totpSecret: users.totpSecret,
      totpPendingSecret: users.totpPendingSecret,
    })
    .from(users)
    .where(
      or(
        sql`${users.totpSecret} not like 'enc:%'`,
        sql`${users.totpPendingSecret} not like 'enc:%'`,
      ),
    )
    .for('update');
}

/** Stores an account's secrets as given (sealed), unless they changed since they were read. */
export async function replaceTotpSecrets(
  db: Executor,
  userId: string,
  was: { totpSecret: string | null; totpPendingSecret: string | null },
  now: { totpSecret: string | null; totpPendingSecret: string | null },
): Promise<void> {
  const same = (
    column: typeof users.totpSecret | typeof users.totpPendingSecret,
    value: string | null,
  ) => (value === null ? isNull(column) : eq(column, value));
  await db
    .update(users)
    .set(now)
    .where(
      and(
        eq(users.id, userId),
        same(users.totpSecret, was.totpSecret),
        same(users.totpPendingSecret, was.totpPendingSecret),
      ),
    );
}
