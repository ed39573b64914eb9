import { asc, eq, getTableName, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { tableVersions } from '../../db/list/versions.ts';
import type { ServerCollection } from './registry.ts';

/** A row as drizzle returns it, keyed by the table's TypeScript column names. */
export type ContentRow = Record<string, unknown> & { id: string; createdAt: Date; updatedAt: Date };

// The generic module works on whichever table a collection names, so the rows and values here
// are untyped records; the contract's zod schemas check every value on the way in and out.

const asRows = (rows: unknown) => rows as ContentRow[];

export async function findItems(db: Executor, entry: ServerCollection): Promise<ContentRow[]> {
  return asRows(
    await db
      .select()
      .from(entry.table)
      .orderBy(...entry.orderBy.map((column) => asc(column))),
  );
}

/**
 * The item-by-id query built once per collection and prepared (named, so PostgreSQL plans it
 * once per connection): the hot path builds no SQL per request.
 */
export function prepareFindItem(
  db: Database,
  entry: ServerCollection,
): (id: string) => Promise<ContentRow | undefined> {
  const query = db
    .select()
    .from(entry.table)
    .where(eq(entry.table.id, sql.placeholder('id')))
    .prepare(`collection_${entry.definition.name.replace(/\W/g, '_')}_by_id`);
  return async (id) => ((await query.execute({ id })) as ContentRow[])[0];
}

export async function insertItem(
  db: Executor,
  entry: ServerCollection,
  values: Record<string, unknown>,
): Promise<ContentRow> {
  const position = entry.positioned
    ? { position: sql`(select coalesce(max(position), 0) + 1 from ${entry.table})` }
    : {};
  const rows = (await db
    .insert(entry.table)
    .values({ ...values, ...position } as never)
    .returning()) as ContentRow[];
  const [row] = rows;
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateItem(
  db: Executor,
  entry: ServerCollection,
  id: string,
  values: Record<string, unknown>,
): Promise<ContentRow | undefined> {
  const rows = (await db
    .update(entry.table)
    .set({ ...values, updatedAt: sql`now()` } as never)
    .where(eq(entry.table.id, id))
    .returning()) as ContentRow[];
  return rows[0];
}

export async function deleteItem(
  db: Executor,
  entry: ServerCollection,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(entry.table)
    .where(eq(entry.table.id, id))
    .returning({ id: entry.table.id });
  return rows.length > 0;
}

/** Inside a transaction: the row, locked until it ends, so two writers cannot both release its image. */
export async function lockItem(
  tx: Executor,
  entry: ServerCollection,
  id: string,
): Promise<ContentRow | undefined> {
  const rows = (await tx
    .select()
    .from(entry.table)
    .where(eq(entry.table.id, id))
    .for('update')) as ContentRow[];
  return rows[0];
}

/** The version of a collection's table (db/list/versions.ts): it changes with every write to it. */
export function versionReader(
  db: Database,
  entry: ServerCollection,
): () => Promise<number | undefined> {
  const versions = tableVersions(db);
  const tableName = getTableName(entry.table);
  return () => versions.version(tableName);
}
