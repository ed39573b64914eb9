import { NOTICE_LIST_LIMIT, type NoticeKind } from '@coursedesk/contract/notices';
import type { UserStats, userSortFields } from '@coursedesk/contract/users';
import { and, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.ts';
import type { SortKey } from '../../db/list/order.ts';
import { defineList, type SpineFilters } from '../../db/list/paged-list.ts';
import { accountNotices, users } from '../../db/schema/index.ts';
import { presentUser, type UserFields } from './presenter.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** Any constant: serialises every write that can change how many admins exist. */
const ADMIN_SET_LOCK_KEY = 727_002;

const sortKeys: Record<(typeof userSortFields)[number], SortKey> = {
  createdAt: { expression: sql`${users.createdAt}`, type: 'timestamptz' },
  name: { expression: sql`lower(${users.name})`, type: 'text' },
  email: { expression: sql`${users.email}`, type: 'text' },
};

/**
 * The accounts list on the spine (db/list/paged-list.ts), searched by name or email (emails are
 * kept in lower case). Its columns leave the password hash out, so no page can carry it. Kept
 * until the users table is written.
 */
export const userList = defineList({
  table: users,
  id: users.id,
  columns: {
    id: users.id,
    name: users.name,
    email: users.email,
    role: users.role,
    createdAt: users.createdAt,
    updatedAt: users.updatedAt,
  },
  whereOf: (_filters: SpineFilters) => undefined,
  dateColumn: users.createdAt,
  search: { columns: [sql`lower(${users.name})`, sql`${users.email}`], trigram: false },
  sortKeys,
  present: (row: UserFields) => presentUser(row),
  versionTables: ['users'],
});

/** The accounts screen's figures, over every account, in one statement. */
export async function userTotals(db: Executor): Promise<UserStats> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(
      sql`select count(*) as total, count(*) filter (where ${users.role} = 'admin') as admins from ${users}`,
    ),
  );
  const total = Number(row?.total ?? 0);
  const admins = Number(row?.admins ?? 0);
  return { total, admins, users: total - admins };
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function insertUser(db: Executor, values: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateUserRow(
  db: Executor,
  id: string,
  values: Partial<
    Pick<UserRow, 'name' | 'email' | 'role' | 'passwordHash' | 'passwordChangeRequiredAt'>
  >,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function deleteUserRow(db: Executor, id: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

export async function countAdmins(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
  return row?.n ?? 0;
}

/**
 * Inside a transaction: waits for any other transaction that may change the set of admins, so
 * that "is this the last admin?" is answered on committed data even when two demotions race.
 */
export async function lockAdminSet(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_SET_LOCK_KEY})`);
}

export type NoticeRow = typeof accountNotices.$inferSelect;

/** A notice to `userId` of a change another admin made to their account. */
export async function insertNotice(
  db: Executor,
  values: {
    userId: string;
    kind: NoticeKind;
    actor: { id: string; name: string; email: string };
    recipientEmail: string;
    previousEmail?: string;
    newEmail?: string;
  },
): Promise<void> {
  await db.insert(accountNotices).values({
    userId: values.userId,
    kind: values.kind,
    actorId: values.actor.id,
    actorName: values.actor.name,
    actorEmail: values.actor.email,
    recipientEmail: values.recipientEmail,
    previousEmail: values.previousEmail ?? null,
    newEmail: values.newEmail ?? null,
  });
}

/** The user's newest notices, and how many of all theirs are unread. */
export async function listNotices(db: Executor, userId: string) {
  const rows = await db
    .select()
    .from(accountNotices)
    .where(eq(accountNotices.userId, userId))
    .orderBy(desc(accountNotices.createdAt), desc(accountNotices.id))
    .limit(NOTICE_LIST_LIMIT);
  const [unread] = await db
    .select({ n: count() })
    .from(accountNotices)
    .where(and(eq(accountNotices.userId, userId), isNull(accountNotices.readAt)));
  return { rows, unread: unread?.n ?? 0 };
}

/** The newest notice of `kind` to the user (who set their password, and when). */
export async function latestNotice(
  db: Executor,
  userId: string,
  kind: NoticeKind,
): Promise<NoticeRow | undefined> {
  const [row] = await db
    .select()
    .from(accountNotices)
    .where(and(eq(accountNotices.userId, userId), eq(accountNotices.kind, kind)))
    .orderBy(desc(accountNotices.createdAt), desc(accountNotices.id))
    .limit(1);
  return row;
}

/** Marks the user's notices read: those of `ids`, or all of them; others' are left alone. */
export async function markNoticesRead(
  db: Executor,
  userId: string,
  ids: readonly string[] | undefined,
): Promise<void> {
  await db
    .update(accountNotices)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(accountNotices.userId, userId),
        isNull(accountNotices.readAt),
        ids === undefined ? undefined : inArray(accountNotices.id, [...ids]),
      ),
    );
}

// The account's sign-in secrets, written for the auth module through the users facade
// (facade.ts) and by account recovery (`npm run admin`).

export async function findAccountByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, role: users.role, totpSecret: users.totpSecret })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
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

/** The account's new password hash (its sessions are ended by the auth module's repository). */
export async function replacePassword(
  db: Executor,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

export async function setPendingTotpSecret(
  db: Executor,
  userId: string,
  secret: string,
): Promise<void> {
  await db.update(users).set({ totpPendingSecret: secret }).where(eq(users.id, userId));
}

/**
 * Turns two-factor sign-in on with the pending secret `secret`, the step of the code that
 * confirmed it counting as used; false when it is on already or the pending secret changed.
 */
export async function enableTotp(
  db: Executor,
  userId: string,
  secret: string,
  step: number,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({
      totpSecret: secret,
      totpPendingSecret: null,
      totpEnabledAt: sql`now()`,
      totpLastStep: step,
    })
    .where(and(eq(users.id, userId), isNull(users.totpSecret), eq(users.totpPendingSecret, secret)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Accepts the code of `step` for the user unless a code of that step or a later one was accepted
 * already: one atomic update, so two requests with the same code cannot both pass.
 */
export async function acceptTotpStep(db: Executor, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Two-factor sign-in off on the account: its secret, a pending one and the last step used go. */
export async function clearTwoFactor(db: Executor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(eq(users.id, userId));
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
