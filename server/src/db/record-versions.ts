// The versions of the records the editors save (docs/architecture.md, "Stale saves"). A save or a
// delete takes its records' next versions inside its own transaction: each row is locked, its
// version compared with the one the caller loaded (If-Match), then advanced with who acted and
// when. Two saves of the same version cannot both pass: the second waits for the first's lock
// and then reads the version the first wrote.
import type { StaleChange } from '@coursedesk/contract/errors';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { requestContext } from './request-context.ts';
import { recordVersions, users } from './schema/index.ts';

/** One record: its kind (the table it lives in) and its id. */
export interface RecordKey {
  kind: string;
  id: string;
}

/** A record's version: one number per record of the key list it was read for. */
export type RecordVersion = number[];

export type VersionCheck =
  | { ok: true; version: RecordVersion }
  | { ok: false; change: StaleChange; current: RecordVersion };

const keyOf = (key: RecordKey) =>
  and(eq(recordVersions.kind, key.kind), eq(recordVersions.recordId, key.id));

/** The versions of `keys`, in their order; a record never changed is at version 1. */
export async function readVersion(
  db: Executor,
  keys: readonly RecordKey[],
): Promise<RecordVersion> {
  return Promise.all(
    keys.map(async (key) => {
      const [row] = await db
        .select({ version: recordVersions.version })
        .from(recordVersions)
        .where(keyOf(key));
      return row?.version ?? 1;
    }),
  );
}

/** Locks the record's version row (made at version 1 when missing) and answers its version. */
async function lockVersion(tx: Executor, key: RecordKey): Promise<number> {
  const [row] = await tx
    .insert(recordVersions)
    .values({ kind: key.kind, recordId: key.id, version: 1 })
    .onConflictDoUpdate({
      target: [recordVersions.kind, recordVersions.recordId],
      set: { version: sql`${recordVersions.version}` },
    })
    .returning({ version: recordVersions.version });
  return row?.version ?? 1;
}

/** Who changed the records of `keys` last, and when: the latest of their changes. */
async function lastChange(tx: Executor, keys: readonly RecordKey[]): Promise<StaleChange> {
  const rows = await Promise.all(
    keys.map(async (key) => {
      const [row] = await tx
        .select({
          changedAt: recordVersions.changedAt,
          email: recordVersions.actorEmail,
          name: users.name,
        })
        .from(recordVersions)
        .leftJoin(users, eq(users.id, recordVersions.actorId))
        .where(keyOf(key));
      return row;
    }),
  );
  const latest = rows
    .filter((row) => row !== undefined)
    .sort((a, b) => b.changedAt.getTime() - a.changedAt.getTime())[0];
  return {
    changedBy: latest?.email ? { email: latest.email, name: latest.name ?? null } : null,
    changedAt: (latest?.changedAt ?? new Date()).toISOString(),
  };
}

const sameVersion = (a: RecordVersion, b: readonly number[]) =>
  a.length === b.length && a.every((part, i) => part === b[i]);

/**
 * Takes the next version of the records of `keys` in `tx`, the transaction of the write. With
 * `expected` (the versions an If-Match names), the records' versions must be one of them, or
 * nothing is advanced and the answer is the last change the caller has not seen; without it,
 * any version passes, as before versions were checked. Keys are locked in the order given, so
 * callers name a page's records always in the same order.
 */
export async function advanceVersion(
  tx: Executor,
  keys: readonly RecordKey[],
  expected: readonly (readonly number[])[] | undefined,
): Promise<VersionCheck> {
  const current: RecordVersion = [];
  for (const key of keys) current.push(await lockVersion(tx, key));
  if (expected && !expected.some((version) => sameVersion(current, version))) {
    return { ok: false, change: await lastChange(tx, keys), current };
  }
  const { actor } = requestContext();
  const version: RecordVersion = [];
  for (const key of keys) {
    const [row] = await tx
      .update(recordVersions)
      .set({
        version: sql`${recordVersions.version} + 1`,
        changedAt: sql`now()`,
        actorId: actor.id,
        actorEmail: actor.email,
      })
      .where(keyOf(key))
      .returning({ version: recordVersions.version });
    version.push(row?.version ?? 1);
  }
  return { ok: true, version };
}

/** Drops the versions of deleted records (in the delete's transaction). */
export async function forgetVersions(tx: Executor, keys: readonly RecordKey[]): Promise<void> {
  for (const key of keys) await tx.delete(recordVersions).where(keyOf(key));
}
