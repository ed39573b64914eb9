// The versions of the records the editors save (docs/architecture.md, "Stale saves"). A save or a
// delete takes its records' next versions inside its own transaction: each row is locked, its
// version compared with the one the caller loaded (If-Match), then advanced with who acted and
// when, in the statement of the write's activity entry. Two saves of the same version cannot
// both pass: the second waits for the first's lock and then reads the version the first wrote.
import type { StaleChange } from '@coursedesk/contract/errors';
import { and, eq, getTableName, sql } from 'drizzle-orm';
import { sendWithNextEntry } from './activity.ts';
import type { Database, Executor } from './client.ts';
import { versionedCache } from './list/versioned-cache.ts';
import { versionTag } from './list/versions.ts';
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

/** How many records' versions each server keeps in memory. */
const VERSION_CACHE_ENTRIES = 10_000;

const versionCaches = new WeakMap<
  object,
  (key: string, compute: () => Promise<RecordVersion>) => Promise<RecordVersion>
>();

/** The table whose version moves with every record's version (for a tag that covers them). */
export const recordVersionsTable = getTableName(recordVersions);

/**
 * The versions of `keys`, in their order; a record never changed is at version 1. Kept in
 * memory until any record's version changes (the table's version trigger, as for the lists):
 * another instance's save is seen once its notification arrives, and until then an editor opens
 * at the older version, whose save is refused as stale, never applied over the newer one.
 */
export async function readVersion(
  db: Database,
  keys: readonly RecordKey[],
): Promise<RecordVersion> {
  let cache = versionCaches.get(db);
  if (!cache) {
    cache = versionedCache<RecordVersion>({
      version: versionTag(db, [recordVersionsTable]),
      maxEntries: VERSION_CACHE_ENTRIES,
      name: 'record_versions',
    });
    versionCaches.set(db, cache);
  }
  return cache(keys.map(keyName).join('\u0001'), () => readStoredVersion(db, keys));
}

/**
 * The versions of `keys` read from the table now, not from memory: for a caller that keeps them
 * itself, checked against `recordVersionsTable` among its tables' versions.
 */
export async function readStoredVersion(
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
  const advancing = advancesOf(tx);
  const current: RecordVersion = [];
  for (const key of keys) {
    current.push((await lockVersion(tx, key)) + (advancing.get(keyName(key)) ?? 0));
  }
  if (expected && !expected.some((version) => sameVersion(current, version))) {
    return { ok: false, change: await lastChange(tx, keys), current };
  }
  // The rows are locked: the next versions are known now, and written with the write's activity
  // entry, in its statement (db/activity.ts `sendWithNextEntry`).
  const { actor } = requestContext();
  for (const key of keys) {
    advancing.set(keyName(key), (advancing.get(keyName(key)) ?? 0) + 1);
    sendWithNextEntry(
      tx,
      tx
        .update(recordVersions)
        .set({
          version: sql`${recordVersions.version} + 1`,
          changedAt: sql`now()`,
          actorId: actor.id,
          actorEmail: actor.email,
        })
        .where(keyOf(key))
        .getSQL(),
      () => {
        const left = (advancing.get(keyName(key)) ?? 1) - 1;
        if (left > 0) advancing.set(keyName(key), left);
        else advancing.delete(keyName(key));
      },
    );
  }
  return { ok: true, version: current.map((version) => version + 1) };
}

/** How far each record's version has advanced in `tx` beyond its row, not yet written. */
const advances = new WeakMap<object, Map<string, number>>();

function advancesOf(tx: Executor): Map<string, number> {
  let advancing = advances.get(tx);
  if (!advancing) {
    advancing = new Map();
    advances.set(tx, advancing);
  }
  return advancing;
}

const keyName = (key: RecordKey) => `${key.kind}\u0000${key.id}`;

/** Drops the versions of deleted records (in the delete's transaction). */
export async function forgetVersions(tx: Executor, keys: readonly RecordKey[]): Promise<void> {
  for (const key of keys) await tx.delete(recordVersions).where(keyOf(key));
}

/**
 * Advances the versions of `ids` of one kind for a write made outside any editor (the payment
 * events setting customers' statuses): an editor that loaded a record before it then saves a
 * stale version, refused, rather than undoing the write. The system is named as the actor.
 */
export async function bumpVersions(
  tx: Executor,
  kind: string,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .insert(recordVersions)
    .values(
      [...new Set(ids)].map((recordId) => ({
        kind,
        recordId,
        version: 2,
        actorId: null,
        actorEmail: null,
      })),
    )
    .onConflictDoUpdate({
      target: [recordVersions.kind, recordVersions.recordId],
      set: {
        version: sql`${recordVersions.version} + 1`,
        changedAt: sql`now()`,
        actorId: null,
        actorEmail: null,
      },
    });
}
