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

/**
 * Inserts the entry's rows again, parents first, in `tx`. A unique value now taken by another
 * record, or a required linked record that is gone, fails the statement (23505, 23503); the caller
 * turns that into its answer and the transaction changes nothing.
 */
export async function restoreRows(tx: Executor, entry: TrashRow): Promise<void> {
  for (const part of entry.snapshot as SnapshotPart[]) {
    if (isRelink(part)) {
      const { table, column, ids } = part.relink;
      await tx.execute(
        sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${entry.recordId}
          where id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))
            and ${sql.identifier(column)} is null`,
      );
      continue;
    }
    const columns = await insertableColumns(tx, part.table);
    const list = sql.join(
      columns.map((column) => sql.identifier(column)),
      sql`, `,
    );
    const keep = part.keepIf
      ? sql`where exists (select 1 from ${sql.identifier(part.keepIf.references)} linked
          where linked.id = r.${sql.identifier(part.keepIf.column)})`
      : sql``;
    await tx.execute(
      sql`insert into ${sql.identifier(part.table)} (${list})
        select ${list} from jsonb_populate_recordset(null::${sql.identifier(part.table)},
          ${JSON.stringify(part.rows)}::jsonb) r ${keep}`,
    );
  }
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
