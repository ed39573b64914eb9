// Server side of the list spine (contract/src/list.ts): ordering, paging and the export's
// batched reads. Each repository keeps one `whereOf(filters)` and hands its result to the page,
// the count and the export alike, so the three can never disagree.

import type { SortOrder } from '@coursedesk/contract/list';
import { and, count, eq, getTableColumns, getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Database, type Executor, rowsOf } from '../client.ts';
import { csvHeader, csvLine, type SqlCsvColumn } from './csv.ts';

/** A column or expression a list sorts by, and the SQL type its key round-trips through. */
export interface SortKey {
  expression: SQL;
  type: 'timestamptz' | 'text' | 'bigint';
}

/** `order by key, id` in one direction: the id breaks ties, so pages never overlap. */
export function orderOf(key: SortKey, id: SQL, order: SortOrder): SQL {
  return order === 'asc'
    ? sql`${key.expression} asc, ${id} asc`
    : sql`${key.expression} desc, ${id} desc`;
}

export function offsetOf(page: number, limit: number): number {
  return (page - 1) * limit;
}

/** `%text%` for `like`, with the pattern characters of the search itself taken literally. */
export function containsPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Where a batched read left off: the last row's sort key (as text) and id. */
export interface Cursor {
  key: string;
  id: string;
}

/** Rows after `cursor` in the order of `orderOf(key, id, order)` (keyset paging). */
export function afterCursor(key: SortKey, id: SQL, order: SortOrder, cursor: Cursor): SQL {
  const value = sql`cast(${cursor.key} as ${sql.raw(key.type)})`;
  const after = sql`(${key.expression}, ${id}) ${sql.raw(order === 'asc' ? '>' : '<')} (${value}, cast(${cursor.id} as uuid))`;
  return after;
}

/** The shortest search a trigram index can narrow (pg_trgm indexes three-letter runs). */
export const TRIGRAM_MIN_SEARCH = 3;

/** The paging and sort fields of a list query, beside its filters. */
export interface PageQuery<SortField extends string> {
  page: number;
  limit: number;
  sortBy: SortField;
  sortOrder: SortOrder;
  search?: string | undefined;
}

/**
 * One server-paged table: its filters' WHERE clause and its sort keys, turned into the page, the
 * count, the export and the plans, so the four always select the same rows.
 */
export function pagedList<
  Table extends PgTable,
  Filters extends { search?: string | undefined },
  SortField extends string,
>(source: {
  table: Table;
  id: PgColumn;
  whereOf(filters: Filters): SQL | undefined;
  sortKeys: Record<SortField, SortKey>;
}) {
  const { id } = source;
  // Typed as any table here: drizzle's generic select types do not resolve over a type parameter.
  const table: PgTable = source.table;
  const idSql = sql`${id}`;
  const columns = getTableColumns(table);

  const searches = (query: { search?: string | undefined }) =>
    (query.search?.trim().length ?? 0) >= TRIGRAM_MIN_SEARCH;

  function pageStatement(db: Executor, query: Filters & PageQuery<SortField>) {
    return db
      .select(columns)
      .from(table)
      .where(source.whereOf(query))
      .orderBy(orderOf(source.sortKeys[query.sortBy], idSql, query.sortOrder))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit));
  }

  function countStatement(db: Executor, filters: Filters) {
    return db.select({ n: count() }).from(table).where(source.whereOf(filters));
  }

  /**
   * A search's matches, found once through the trigram indexes (materialized, so the planner
   * cannot walk the sort index instead and filter every row it passes), then counted and cut to
   * the page's ids in one statement.
   */
  function searchStatement(query: Filters & PageQuery<SortField>): SQL {
    const key = source.sortKeys[query.sortBy];
    const where = source.whereOf(query) ?? sql`true`;
    const direction = sql.raw(query.sortOrder === 'asc' ? 'asc' : 'desc');
    const order = sql`sort_key ${direction}, id ${direction}`;
    return sql`with matches as materialized (
        select ${idSql} as id, ${key.expression} as sort_key from ${table} where ${where})
      select (select count(*) from matches)::int as total,
        coalesce((select string_agg(page.id::text, ',' order by ${order})
          from (select id, sort_key from matches order by ${order}
            limit ${query.limit} offset ${offsetOf(query.page, query.limit)}) page), '') as ids`;
  }

  async function searchPage(db: Executor, query: Filters & PageQuery<SortField>) {
    const [found] = rowsOf<{ total: number; ids: string }>(
      await db.execute(searchStatement(query)),
    );
    const ids = found?.ids ? found.ids.split(',') : [];
    const rows =
      ids.length === 0
        ? []
        : await db
            .select(columns)
            .from(table)
            .where(inArray(id, ids))
            .orderBy(orderOf(source.sortKeys[query.sortBy], idSql, query.sortOrder));
    return { rows, total: Number(found?.total ?? 0) };
  }

  return {
    tableName: getTableName(table),

    /** One page of rows in the list's order, and how many rows the filters select in all. */
    async pageWithTotal(
      db: Executor,
      query: Filters & PageQuery<SortField>,
    ): Promise<{ rows: Table['$inferSelect'][]; total: number }> {
      if (searches(query)) {
        return (await searchPage(db, query)) as { rows: Table['$inferSelect'][]; total: number };
      }
      const [rows, [counted]] = await Promise.all([
        pageStatement(db, query),
        countStatement(db, query),
      ]);
      return { rows: rows as Table['$inferSelect'][], total: counted?.n ?? 0 };
    },

    /**
     * The row-by-id query, built once and prepared (named, so PostgreSQL plans it once per
     * connection): reading one row builds no SQL per request.
     */
    prepareById(db: Database): (rowId: string) => Promise<Table['$inferSelect'] | undefined> {
      const query = db
        .select(columns)
        .from(table)
        .where(eq(id, sql.placeholder('id')))
        .prepare(`${getTableName(table)}_by_id`);
      return async (rowId) => (await query.execute({ id: rowId }))[0] as Table['$inferSelect'];
    },

    /** How many rows the filters select. */
    async count(db: Executor, filters: Filters): Promise<number> {
      const [row] = await countStatement(db, filters);
      return row?.n ?? 0;
    },

    /** Every row the filters select, in the list's order, as CSV chunks (see `csvChunks`). */
    csv(
      db: Executor,
      filters: Filters & { sortBy: SortField; sortOrder: SortOrder },
      columns: readonly SqlCsvColumn[],
    ): AsyncGenerator<string> {
      return csvChunks(db, {
        from: sql`${table}`,
        where: source.whereOf(filters),
        key: source.sortKeys[filters.sortBy],
        id: idSql,
        order: filters.sortOrder,
        columns,
      });
    },

    /**
     * The executed plans (EXPLAIN ANALYZE) of the page and count queries, exactly as the list
     * runs them: committed next to the benchmark, so a change that loses an index shows in review.
     */
    async explain(db: Executor, query: Filters & PageQuery<SortField>) {
      const plan = async (statement: SQL) =>
        rowsOf<Record<string, string>>(
          await db.execute(sql`explain (analyze, buffers, costs off, timing off) ${statement}`),
        )
          .map((row) => Object.values(row)[0])
          .join('\n');
      if (searches(query)) {
        return { 'matches, count and page ids': await plan(searchStatement(query)) };
      }
      return {
        page: await plan(pageStatement(db, query).getSQL()),
        count: await plan(countStatement(db, query).getSQL()),
      };
    },
  };
}

/**
 * Every row of `from` that `where` selects, in the order of `orderOf(key, id, order)`, as CSV
 * text: the header, then the lines the database writes (csv.ts), read in keyset batches of
 * `size` and sent a batch to a chunk, so memory holds one batch and no row becomes an object.
 */
export async function* csvChunks(
  db: Executor,
  query: {
    from: SQL;
    where: SQL | undefined;
    key: SortKey;
    id: SQL;
    order: SortOrder;
    columns: readonly SqlCsvColumn[];
  },
  size = 5_000,
): AsyncGenerator<string> {
  const { key, id, order } = query;
  const line = csvLine(query.columns);
  yield csvHeader(query.columns);
  let cursor: Cursor | undefined;
  for (;;) {
    const where = and(query.where, cursor ? afterCursor(key, id, order, cursor) : undefined);
    const rows = rowsOf<{ sort_key: string; id: string; line: string }>(
      await db.execute(
        sql`select (${key.expression})::text as sort_key, ${id}::text as id, ${line} as line from ${query.from} where ${where ?? sql`true`} order by ${orderOf(key, id, order)} limit ${size}`,
      ),
    );
    const last = rows.at(-1);
    if (!last) return;
    let chunk = '';
    for (const row of rows) chunk += `${row.line}\r\n`;
    yield chunk;
    if (rows.length < size) return;
    cursor = { key: last.sort_key, id: last.id };
  }
}
