// The one way a change is recorded in the activity log (docs/activity.md). Services call
// `recordActivity` with the transaction that makes the change, so the entry commits with it or
// not at all. The actor, request id and address come from the request context
// (db/request-context.ts); secrets are redacted here, by field name, before anything is stored.
import {
  type ActivityAction,
  type ActivityArea,
  type ActivityChanges,
  REDACTED,
} from '@coursedesk/contract/activity';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { type Actor, requestContext } from './request-context.ts';
import { activity } from './schema/index.ts';

/** A field whose value is never stored, whatever the record: password hashes, tokens, secrets. */
const SECRET_FIELD = /password|hash|token|secret|recovery|otp|totp|api[-_]?key/i;

/** Fields every record carries that say nothing about the change itself. */
const BOOKKEEPING_FIELDS = new Set(['_id', 'createdAt', 'updatedAt', 'version']);

/** `value` with every secret field, at any depth, replaced by REDACTED. */
export function redactSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactSecrets);
  if (value instanceof Date) return value.toISOString();
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [
      key,
      SECRET_FIELD.test(key) ? REDACTED : redactSecrets(field),
    ]),
  );
}

type Fields = Readonly<Record<string, unknown>>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between `before` and `after` (either absent for a create or a delete),
 * each with both values, secrets redacted. A secret that changed is listed, its values not.
 */
export function changesOf(before: Fields | null | undefined, after: Fields | null | undefined) {
  const changes: ActivityChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (BOOKKEEPING_FIELDS.has(key)) continue;
    const was = before?.[key] ?? null;
    const now = after?.[key] ?? null;
    if (before && after && same(was, now)) continue;
    if (!before && now === null) continue;
    if (!after && was === null) continue;
    changes[key] = SECRET_FIELD.test(key)
      ? { before: before ? REDACTED : null, after: after ? REDACTED : null }
      : { before: redactSecrets(was), after: redactSecrets(now) };
  }
  return changes;
}

export interface ActivityRecord {
  area: ActivityArea;
  action: ActivityAction;
  recordId?: string | null | undefined;
  /** What a person would call the record (a title, a name, a code) at the time of the change. */
  label?: string | null | undefined;
  /** The record before the change (none for a create) and after it (none for a delete). */
  before?: Fields | null | undefined;
  after?: Fields | null | undefined;
  /** Who acted, when not the request's own actor (the account signing in). */
  actor?: Actor | undefined;
  /**
   * The request and address, when not the current request's: work done for many requests at
   * once (a batch of payment events) names none.
   */
  requestId?: string | null | undefined;
  address?: string | null | undefined;
}

const LABEL_MAX = 200;

/**
 * Writes one entry in `tx`, the transaction of the change it records. Exported for every area
 * that writes, the payment events included.
 */
export async function recordActivity(tx: Executor, record: ActivityRecord): Promise<void> {
  await recordActivities(tx, [record]);
}

/**
 * Statements a transaction has left to send with its next activity entry: the version advances
 * of the records it writes (db/record-versions.ts). Every write records an entry last, so they
 * travel in the entry's statement and cost no round trip of their own.
 */
const riders = new WeakMap<object, { statement: SQL; sent(): void }[]>();

/**
 * Sends `statement` (a data-modifying one) in the same statement as `tx`'s next activity entry,
 * then calls `sent`. The write must record an entry (`recordActivity`) before its transaction
 * ends.
 */
export function sendWithNextEntry(tx: Executor, statement: SQL, sent: () => void): void {
  const pending = riders.get(tx);
  if (pending) pending.push({ statement, sent });
  else riders.set(tx, [{ statement, sent }]);
}

/**
 * Writes several entries in `tx` in one statement (a batch of changes in one transaction), with
 * the statements left to send with them (`sendWithNextEntry`).
 */
export async function recordActivities(
  tx: Executor,
  records: readonly ActivityRecord[],
): Promise<void> {
  const insert = activityInsert(tx, records);
  const pending = riders.get(tx);
  riders.delete(tx);
  if (!pending) {
    if (insert) await insert;
    return;
  }
  // Data-modifying statements in WITH all run, whether or not the last one reads them.
  const ridden = pending.map(
    ({ statement }, index) => sql`${sql.raw(`r${index}`)} as (${statement})`,
  );
  await tx.execute(sql`with ${sql.join(ridden, sql`, `)} ${insert?.getSQL() ?? sql`select 1`}`);
  for (const { sent } of pending) sent();
}

/**
 * The statement that writes these entries, not yet run, for a caller that writes them together
 * with its own rows in one statement; undefined when there are none.
 */
export function activityInsert(tx: Executor, records: readonly ActivityRecord[]) {
  if (records.length === 0) return undefined;
  const context = requestContext();
  return tx.insert(activity).values(
    records.map((record) => {
      const actor = record.actor ?? context.actor;
      return {
        actorType: actor.type,
        actorId: actor.id,
        actorEmail: actor.email,
        area: record.area,
        action: record.action,
        recordId: record.recordId ?? null,
        recordLabel: record.label ? record.label.slice(0, LABEL_MAX) : null,
        changes: changesOf(record.before, record.after),
        requestId: record.requestId === undefined ? context.requestId : record.requestId,
        address: record.address === undefined ? context.address : record.address,
      };
    }),
  );
}

/**
 * A record's personal data deleted for good (a customer or inquiry purged from the trash): its
 * entries keep the area, action, actor and record id, but no label and no field values.
 */
export async function forgetActivityRecord(
  tx: Executor,
  area: ActivityArea,
  recordId: string,
): Promise<void> {
  await tx
    .update(activity)
    .set({ recordLabel: null, changes: {} })
    .where(sql`${activity.area} = ${area} and ${activity.recordId} = ${recordId}`);
}

const PRUNE_BATCH = 5_000;

/**
 * Deletes the entries older than `days` days, a batch per statement so no one transaction holds
 * a long lock; answers how many went.
 */
export async function pruneActivity(db: Executor, days: number): Promise<number> {
  let pruned = 0;
  for (;;) {
    const rows = await db
      .delete(activity)
      .where(
        sql`${activity.id} in (select ${activity.id} from ${activity}
          where ${activity.at} < now() - make_interval(days => ${days}) limit ${PRUNE_BATCH})`,
      )
      .returning({ id: activity.id });
    pruned += rows.length;
    if (rows.length < PRUNE_BATCH) return pruned;
  }
}
