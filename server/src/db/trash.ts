// The one way a deleted record goes to the trash and comes back (docs/trash.md). A service that
// deletes calls `moveToTrash` in the delete's transaction, before deleting its rows as it always
// has: the entry holds each row as `to_jsonb(row)`, so `restoreRows` can insert the very same rows
// again (same ids, same timestamps) through the normal tables, whose triggers then bump the table
// versions and the dashboard's counts exactly as a create does.
import type { TrashArea } from '@coursedesk/contract/trash';
import { eq, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Executor, rowsOf } from './client.ts';
import { requestContext } from './request-context.ts';
import { type TrashedImage, type TrashedRows, trashEntries } from './schema/index.ts';

/**
 * Rows to keep: `table`'s rows that `where` selects. `keepIf` names links that are optional to the
 * record (a course's coupon links): a row whose linked record is gone by the restore is left out
 * instead of failing the restore.
 */
export interface TrashPart {
  table: PgTable;
  where: SQL;
  keepIf?: { column: string; references: string } | undefined;
}

/**
 * Rows of other tables that pointed at the record and were set to null by its delete (a
 * customer's course): on restore they point at it again, unless they were changed since.
 */
export interface TrashRelink {
  table: PgTable;
  /** The column's name in the database. */
  column: string;
}

export interface TrashRecord {
  area: TrashArea;
  recordId: string;
  label: string;
  /** The record's rows, parents first (the order they are inserted back in). */
  parts: TrashPart[];
  relinks?: TrashRelink[];
  /** The uploaded images the rows name (stored names; other values are ignored by the caller). */
  images?: TrashedImage[];
}

interface SnapshotRows extends TrashedRows {
  keepIf?: { column: string; references: string } | undefined;
}
interface SnapshotRelink {
  relink: { table: string; column: string; ids: string[] };
}
type SnapshotPart = SnapshotRows | SnapshotRelink;

const isRelink = (part: SnapshotPart): part is SnapshotRelink => 'relink' in part;

/**
 * Writes the record's trash entry in `tx` (the delete's transaction, before the rows go) and
 * answers its id, which the delete's reply carries so the record can be restored at once.
 */
export async function moveToTrash(tx: Executor, record: TrashRecord): Promise<string> {
  const snapshot: SnapshotPart[] = [];
  for (const part of record.parts) {
    const [row] = rowsOf<{ rows: Record<string, unknown>[] }>(
      await tx.execute(
        sql`select coalesce(jsonb_agg(to_jsonb(${part.table})), '[]'::jsonb) as rows
          from ${part.table} where ${part.where}`,
      ),
    );
    const rows = row?.rows ?? [];
    if (rows.length > 0) {
      snapshot.push({ table: getTableName(part.table), rows, keepIf: part.keepIf });
    }
  }
  for (const relink of record.relinks ?? []) {
    const [row] = rowsOf<{ ids: string[] }>(
      await tx.execute(
        sql`select coalesce(jsonb_agg(id), '[]'::jsonb) as ids from ${relink.table}
          where ${sql.identifier(relink.column)} = ${record.recordId}`,
      ),
    );
    const ids = row?.ids ?? [];
    if (ids.length > 0) {
      snapshot.push({ relink: { table: getTableName(relink.table), column: relink.column, ids } });
    }
  }
  const { actor } = requestContext();
  const [entry] = await tx
    .insert(trashEntries)
    .values({
      area: record.area,
      recordId: record.recordId,
      label: record.label,
      deletedById: actor.id,
      deletedByEmail: actor.email,
      snapshot: snapshot as TrashedRows[],
      images: record.images ?? [],
    })
    .returning({ id: trashEntries.id });
  if (!entry) throw new Error('trash entry not written');
  return entry.id;
}

export type TrashRow = typeof trashEntries.$inferSelect;

/** The entry, locked until the transaction ends, so one restore or purge wins. */
export async function lockTrashEntry(tx: Executor, id: string): Promise<TrashRow | undefined> {
  const [row] = await tx.select().from(trashEntries).where(eq(trashEntries.id, id)).for('update');
  return row;
}

export async function deleteTrashEntry(tx: Executor, id: string): Promise<void> {
  await tx.delete(trashEntries).where(eq(trashEntries.id, id));
}

/** The columns an insert may write: every column but the generated ones (a person's search text). */
async function insertableColumns(tx: Executor, table: string): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await tx.execute(
      sql`select attname as name from pg_attribute
        where attrelid = to_regclass(${table}) and attnum > 0 and not attisdropped
          and attgenerated = '' order by attnum`,
    ),
  );
  if (rows.length === 0) throw new Error(`unknown table in a trash entry: ${table}`);
  return rows.map((row) => row.name);
}

/** A link the rows held to a record that was deleted for good, left out of the restore. */
export interface DroppedLink {
  /** The column in the database (`course_id`) and the table it points at (`courses`). */
  column: string;
  references: string;
  /** The id it named. */
  id: string;
}

/** What a restore had to change to put the record back: nothing, usually. */
export interface RestoreReport {
  /** Links to records deleted for good: a nullable link set to null, a link row left out. */
  dropped: DroppedLink[];
  /**
   * The record's own row was restored inactive, because every row that narrowed what it applies
   * to was left out (a coupon whose every course was deleted for good).
   */
  deactivated: boolean;
  /** The record's fields as they were and as they are restored, where they differ (wire names). */
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** A restore that must wait for a record it links to, which is in the trash. */
export class LinkedRecordInTrash extends Error {
  readonly area: string;
  readonly label: string;

  constructor(area: string, label: string) {
    super(`the record it links to (${area} "${label}") is in the trash`);
    this.area = area;
    this.label = label;
  }
}

/**
 * Link tables whose rows narrow what their record applies to: a coupon applies to its courses
 * only. When a restore leaves out every such row (their courses were deleted for good), the record
 * is restored inactive, so it is off until someone chooses what it applies to again. Named here
 * rather than in the snapshot, so that entries written before this rule follow it too.
 */
const NARROWING_LINKS: Record<
  string,
  { owner: string; link: string; field: string; ownerTable: string; activeColumn: string }
> = {
  coupon_courses: {
    owner: 'coupon_id',
    link: 'course_id',
    field: 'courseIds',
    ownerTable: 'coupons',
    activeColumn: 'is_active',
  },
};

interface ForeignKey {
  column: string;
  references: string;
  required: boolean;
}

/** The single-column foreign keys of `table`, to an `id` column. */
async function foreignKeys(tx: Executor, table: string): Promise<ForeignKey[]> {
  return rowsOf<ForeignKey>(
    await tx.execute(
      sql`select a.attname as "column", rc.relname as "references", a.attnotnull as "required"
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        join pg_class rc on rc.oid = c.confrelid
        join pg_attribute ra on ra.attrelid = c.confrelid and ra.attnum = c.confkey[1]
        where c.conrelid = to_regclass(${table}) and c.contype = 'f'
          and cardinality(c.conkey) = 1 and ra.attname = 'id'
        order by a.attnum`,
    ),
  );
}

/** `snake_case` to the API's `camelCase`. */
const wireName = (column: string) =>
  column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * Decides, before anything is inserted, what of the entry's rows can come back as they were. A
 * link to a record that exists, or that comes back in this restore, stays. A link to a record in
 * the trash stops the restore (`LinkedRecordInTrash`): that record can come back first. A link to
 * a record deleted for good is dropped: a nullable column is set to null, a required one (a link
 * row) leaves its row out. Rows marked `keepIf` are left out quietly when their link is gone
 * either way (a course's coupon links, which the coupon's own entry also holds).
 */
async function planRestore(
  tx: Executor,
  snapshot: SnapshotRows[],
): Promise<{ parts: SnapshotRows[]; report: RestoreReport }> {
  const comingBack = new Map<string, Set<string>>();
  for (const part of snapshot) {
    const ids = comingBack.get(part.table) ?? new Set<string>();
    for (const row of part.rows) if (typeof row.id === 'string') ids.add(row.id);
    comingBack.set(part.table, ids);
  }
  const report: RestoreReport = { dropped: [], deactivated: false, before: {}, after: {} };
  const parts: SnapshotRows[] = [];
  for (const part of snapshot) {
    let rows = part.rows.map((row) => ({ ...row }));
    for (const key of await foreignKeys(tx, part.table)) {
      const named = [
        ...new Set(
          rows
            .map((row) => row[key.column])
            .filter((value): value is string => typeof value === 'string'),
        ),
      ].filter((id) => !comingBack.get(key.references)?.has(id));
      if (named.length === 0) continue;
      const present = new Set(
        rowsOf<{ id: string }>(
          await tx.execute(
            sql`select id::text as id from ${sql.identifier(key.references)}
              where id::text in (select jsonb_array_elements_text(${JSON.stringify(named)}::jsonb))`,
          ),
        ).map((row) => row.id),
      );
      const missing = named.filter((id) => !present.has(id));
      if (missing.length === 0) continue;
      const quiet = part.keepIf?.column === key.column;
      if (!quiet) {
        const [waiting] = rowsOf<{ area: string; label: string }>(
          await tx.execute(
            sql`select ${trashEntries.area} as area, ${trashEntries.label} as label
              from ${trashEntries}
              where ${trashEntries.recordId}::text in
                (select jsonb_array_elements_text(${JSON.stringify(missing)}::jsonb))
              order by ${trashEntries.deletedAt} limit 1`,
          ),
        );
        if (waiting) throw new LinkedRecordInTrash(waiting.area, waiting.label);
      }
      const gone = new Set(missing);
      const isGone = (row: Record<string, unknown>) => gone.has(row[key.column] as string);
      if (key.required) {
        const before = rows.length;
        rows = rows.filter((row) => !isGone(row));
        if (quiet || before === rows.length) continue;
      } else {
        for (const row of rows) if (isGone(row)) row[key.column] = null;
      }
      if (!quiet) {
        for (const id of missing) {
          report.dropped.push({ column: key.column, references: key.references, id });
        }
      }
    }
    const narrowing = NARROWING_LINKS[part.table];
    const owner = narrowing
      ? parts.find((earlier) => earlier.table === narrowing.ownerTable)?.rows[0]
      : undefined;
    if (narrowing && owner && rows.length < part.rows.length) {
      const links = (list: Record<string, unknown>[]) => list.map((row) => row[narrowing.link]);
      report.before[narrowing.field] = links(part.rows);
      report.after[narrowing.field] = links(rows);
      if (rows.length === 0 && owner[narrowing.activeColumn] === true) {
        owner[narrowing.activeColumn] = false;
        report.deactivated = true;
        report.before[wireName(narrowing.activeColumn)] = true;
        report.after[wireName(narrowing.activeColumn)] = false;
      }
    }
    if (rows.length > 0) parts.push({ ...part, rows });
  }
  // The record's own row (the first part's): its nullable links set to null.
  const own = snapshot[0]?.rows[0];
  for (const link of report.dropped) {
    if (own && own[link.column] === link.id) {
      report.before[wireName(link.column)] = link.id;
      report.after[wireName(link.column)] = null;
    }
  }
  return { parts, report };
}

/**
 * Inserts the entry's rows again, parents first, in `tx`, as `planRestore` decided: links to
 * records deleted for good are dropped and reported; a link to a record in the trash throws
 * `LinkedRecordInTrash`. A unique value now taken by another record fails the statement (23505),
 * as does a link whose record went meanwhile (23503); the caller turns that into its answer and
 * the transaction changes nothing.
 */
export async function restoreRows(tx: Executor, entry: TrashRow): Promise<RestoreReport> {
  const snapshot = entry.snapshot as SnapshotPart[];
  const { parts, report } = await planRestore(
    tx,
    snapshot.filter((part): part is SnapshotRows => !isRelink(part)),
  );
  for (const part of parts) {
    const columns = await insertableColumns(tx, part.table);
    const list = sql.join(
      columns.map((column) => sql.identifier(column)),
      sql`, `,
    );
    await tx.execute(
      sql`insert into ${sql.identifier(part.table)} (${list})
        select ${list} from jsonb_populate_recordset(null::${sql.identifier(part.table)},
          ${JSON.stringify(part.rows)}::jsonb) r`,
    );
  }
  for (const part of snapshot) {
    if (!isRelink(part)) continue;
    const { table, column, ids } = part.relink;
    await tx.execute(
      sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${entry.recordId}
        where id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))
          and ${sql.identifier(column)} is null`,
    );
  }
  return report;
}

/** The entries deleted more than `days` days ago, oldest first, at most `limit`. */
export async function expiredTrashIds(db: Executor, days: number, limit: number) {
  const rows = await db
    .select({ id: trashEntries.id })
    .from(trashEntries)
    .where(sql`${trashEntries.deletedAt} < now() - make_interval(days => ${days})`)
    .orderBy(trashEntries.deletedAt)
    .limit(limit);
  return rows.map((row) => row.id);
}
