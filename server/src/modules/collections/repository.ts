import type { CollectionSummary } from '@coursedesk/contract/collections/define';
import type { PublishStatus } from '@coursedesk/contract/publishing';
import type { TrashArea } from '@coursedesk/contract/trash';
import { eq, getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import { type Database, type Executor, rowsOf } from '../../db/client.ts';
import { defineList, type SpineFilters } from '../../db/list/paged-list.ts';
import { tableVersions, versionTag } from '../../db/list/versions.ts';
import { type PublishingTable, statusWhere } from '../../db/publishing.ts';
import { recordVersionsTable } from '../../db/record-versions.ts';
import type { TrashedImage } from '../../db/schema/index.ts';
import { moveToTrash } from '../../db/trash.ts';
import type { ServerCollection } from './registry.ts';

/** A row as drizzle returns it, keyed by the table's TypeScript column names. */
export type ContentRow = Record<string, unknown> & { id: string; createdAt: Date; updatedAt: Date };

// The generic module works on whichever table a collection names, so the rows and values here
// are untyped records; the contract's zod schemas check every value on the way in and out.

/** The column a wire field is kept in (the sections' own `id` fields live under another name). */
export const columnNameOf = (entry: ServerCollection, field: string) =>
  entry.columns?.[field] ?? field;

/** Every content table has the publishing columns (db/schema/columns.ts). */
export const publishingTable = (entry: ServerCollection) =>
  entry.table as unknown as PublishingTable;

/**
 * A section's list on the spine (db/list/paged-list.ts): pages in the order the website shows
 * the items, searched in the fields the section declares a search over. Its pages are kept by
 * the table's version in list-replies.ts, with their ETag.
 */
export function defineCollectionList<Item>(
  entry: ServerCollection,
  present: (row: ContentRow) => Item,
) {
  const { table } = entry;
  const columns = getTableColumns(table);
  const searchColumns = (entry.definition.search?.fields ?? []).map((field) => {
    const column = columns[columnNameOf(entry, field)];
    if (!column)
      throw new Error(`${entry.definition.name} searches ${field}, which it does not store`);
    return sql`lower(${column})`;
  });
  const [first] = entry.orderBy;
  if (!first) throw new Error(`${entry.definition.name} declares no order`);
  return defineList({
    table,
    id: table.id,
    whereOf: (filters: SpineFilters & { publishStatus?: PublishStatus | undefined }) =>
      statusWhere(publishingTable(entry), filters.publishStatus, new Date()),
    dateColumn: table.createdAt,
    ...(searchColumns.length > 0 ? { search: { columns: searchColumns, trigram: false } } : {}),
    sortKeys: { position: { expression: sql`${first}`, type: 'bigint' } },
    present: (row: ContentRow) => present(row),
  });
}

/**
 * The section's summary in one statement: how many items, each figure it declares, and the
 * highest number of its numbered IDs (`stat-007` → 7).
 */
export async function findSummary(
  db: Executor,
  entry: ServerCollection,
): Promise<CollectionSummary> {
  const stats = Object.entries(entry.stats ?? {});
  const { numbered } = entry.definition;
  let highest: SQL = sql`0`;
  if (numbered) {
    const column = getTableColumns(entry.table)[columnNameOf(entry, 'id')];
    if (!column) throw new Error(`${entry.definition.name} is numbered but stores no id`);
    const pattern = `^${numbered.prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\d+)$`;
    highest = sql`coalesce(max(substring(${column}::text from ${pattern})::numeric), 0)`;
  }
  const figures = stats.map(([key, expression]) => sql`${expression} as ${sql.identifier(key)}`);
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(
      sql`select ${sql.join(
        [sql`count(*) as total`, sql`${highest} as highest`, ...figures],
        sql`, `,
      )} from ${entry.table}`,
    ),
  );
  return {
    total: Number(row?.total ?? 0),
    stats: Object.fromEntries(stats.map(([key]) => [key, Number(row?.[key] ?? 0)])),
    highestNumber: Number(row?.highest ?? 0),
  };
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

/**
 * The tag of the section's table and of the records' versions together: one read of it tells
 * whether an item and its version read earlier still hold.
 */
export function itemVersionTag(db: Database, entry: ServerCollection): () => Promise<string> {
  return versionTag(db, [getTableName(entry.table), recordVersionsTable]);
}

/** The item's trash entry (db/trash.ts), written before it is deleted; answers the entry's id. */
export function trashItem(
  tx: Executor,
  entry: ServerCollection,
  id: string,
  label: string,
  images: TrashedImage[],
): Promise<string> {
  return moveToTrash(tx, {
    area: entry.definition.name as TrashArea,
    recordId: id,
    label,
    parts: [{ table: entry.table, where: eq(entry.table.id, id) }],
    images,
  });
}
