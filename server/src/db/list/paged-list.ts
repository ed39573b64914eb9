// The list spine on the server (contract/src/list.ts holds its query and result shapes). One
// declaration of a server-paged list — its table, filters, search, sort keys, export columns,
// presenter and the tables its cache follows — gives the page, the count, the export, the read
// by id and the plans, all on one WHERE clause, so they can never select different rows; and
// the reads its service answers, kept by version (paged-reads.ts). docs/architecture.md, "List
// spine", shows how a list is declared.

import { dateRangeOf, pageOf, type SortOrder } from '@coursedesk/contract/list';
import {
  and,
  count,
  eq,
  getTableColumns,
  getTableName,
  gte,
  lt,
  type SQL,
  type Subquery,
  sql,
} from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import { type Database, type Executor, rowsOf } from '../client.ts';
import { csvChunks, type SqlCsvColumn } from './csv.ts';
import { offsetOf, orderOf, type SortKey } from './order.ts';
import { type PagedReads, pagedReads } from './paged-reads.ts';

/** `column = value` for each pair whose value is given, all of them together. */
export function equalityFilters(pairs: readonly (readonly [PgColumn, unknown])[]): SQL | undefined {
  return and(...pairs.map(([column, value]) => (value ? eq(column, value) : undefined)));
}

/** The column of a search's page that carries the count of all its matches. */
const TOTAL = '__listTotal';

/** The shortest search a trigram index can narrow (pg_trgm indexes three-letter runs). */
export const TRIGRAM_MIN_SEARCH = 3;

/** `%text%` for `like`, with the pattern characters of the search itself taken literally. */
function containsPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** What every list query has beside its own filters: a search and a date range. */
export interface SpineFilters {
  search?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/** The paging and sort fields of a list query, beside its filters. */
export interface PageQuery<SortField extends string> {
  page: number;
  limit: number;
  sortBy: SortField;
  sortOrder: SortOrder;
}

/** A table joined to the list's own for more columns: it never adds or removes a row. */
export interface ListJoin {
  table: PgTable;
  on: SQL;
  kind: 'inner' | 'left';
}

/** What the list's free-text search looks in. */
export interface ListSearch {
  /** Each column's SQL, matched by `like` against the lower-cased search (`lower(…)` or as is). */
  columns: readonly SQL[];
  /**
   * Trigram indexes cover exactly these expressions: a search of `TRIGRAM_MIN_SEARCH` or more
   * characters then finds its matches through them first (`searchStatement`).
   */
  trigram: boolean;
}

/** What the reads of a list without a scope are given: nothing. */
export type NoScope = Record<never, never>;

/** The arguments after the key of a read by id: the scope, when the list has one. */
export type ScopeArgs<Scope> = NoScope extends Scope ? [scope?: Scope] : [scope: Scope];

/**
 * One server-paged list.
 *
 * `Scope` is what the columns and the presenter read beyond the row, which every query then
 * carries (coupons: today's date, since a coupon's status moves with it). `Related` is what
 * `related` loads for a page of rows at once (coupons: their courses).
 */
export interface ListDeclaration<Filters, SortField extends string, Row, Item, Scope, Related> {
  /** The list's own table: one row of it is one item. The count and the search read it alone. */
  table: PgTable;
  /** Its primary key (a uuid): the last word of every order, and the export's keyset cursor. */
  id: PgColumn;
  /** The column a read by id matches: `id` unless given (a transaction is read by reference). */
  key?: PgColumn;
  /** Tables joined for columns of the page, the read by id and the export. */
  joins?: readonly ListJoin[];
  /** The columns of a row: every column of `table` unless given. */
  columns?: SelectedFields | ((scope: Scope) => SelectedFields);
  /** The list's own filters as one condition on `table`; the date range and search are added. */
  whereOf(filters: Filters): SQL | undefined;
  /** The column of `table` the date range (`startDate`, `endDate`) selects on. */
  dateColumn: PgColumn;
  search?: ListSearch;
  /** The sort keys by `sortBy`; the first is taken for a name it does not know. */
  sortKeys: Record<SortField, SortKey>;
  /** The export's columns, in order; a list without them has no export. */
  csvColumns?: readonly SqlCsvColumn[];
  /** What the presenter needs of other tables, loaded once for a page of rows. */
  related?(db: Executor, rows: Row[]): Promise<Related>;
  /** A row as the API shows it. */
  present(row: Row, related: Related, scope: Scope): Item;
  /**
   * A list that grows without end (the activity log) counts at most this many rows, or as many as
   * reach the page's end when that is further: its total is then a lower bound, and the page says
   * so (`totalCapped`). The count of a million rows would cost more than the page it frames.
   */
  countUpTo?: number;
  /**
   * The tables whose versions the cached reads follow: every table the page reads. A list
   * without them is read afresh each time (a table without a version trigger cannot be followed).
   */
  versionTables?: readonly string[];
}

export function defineList<
  Filters extends Scope & SpineFilters,
  SortField extends string,
  Row,
  Item,
  Scope = NoScope,
  Related = undefined,
>(declaration: ListDeclaration<Filters, SortField, Row, Item, Scope, Related>) {
  type Query = Filters & PageQuery<SortField>;
  const { id, key = id, joins = [], search, sortKeys } = declaration;
  const table: PgTable = declaration.table;
  const tableName = getTableName(table);
  const idSql = sql`${id}`;
  const defaultSortKey = Object.values<SortKey>(sortKeys)[0];
  const fixedColumns =
    typeof declaration.columns === 'function'
      ? undefined
      : (declaration.columns ?? getTableColumns(table));

  const columnsOf = (scope: Scope): SelectedFields =>
    fixedColumns ?? (declaration.columns as (scope: Scope) => SelectedFields)(scope);

  function sortKeyOf(sortBy: SortField): SortKey {
    const found = Object.hasOwn(sortKeys, sortBy) ? sortKeys[sortBy] : undefined;
    const sortKey = found ?? defaultSortKey;
    if (!sortKey) throw new Error(`the list of ${tableName} declares no sort key`);
    return sortKey;
  }

  function searchOf(text: string | undefined): SQL | undefined {
    if (!search || !text) return undefined;
    const pattern = containsPattern(text);
    const matches = search.columns.map((column) => sql`${column} like ${pattern}`);
    return sql`(${sql.join(matches, sql` or `)})`;
  }

  function dateRangeWhere(filters: Filters): SQL | undefined {
    const { from, to } = dateRangeOf(filters);
    const column = declaration.dateColumn;
    return and(from && gte(column, from), to && lt(column, to));
  }

  /** The one WHERE clause of the page, the count and the export. */
  function whereOf(filters: Filters): SQL | undefined {
    return and(declaration.whereOf(filters), dateRangeWhere(filters), searchOf(filters.search));
  }

  const searchesByTrigram = (query: { search?: string | undefined }) =>
    search?.trigram === true && (query.search?.trim().length ?? 0) >= TRIGRAM_MIN_SEARCH;

  /**
   * The row columns of `table` and its joins (and `extra` columns beside them); typed as any
   * select, since its shape is declared.
   */
  function selectRows(
    db: Executor,
    scope: Scope,
    extra?: SelectedFields,
    from: PgTable | Subquery = table,
  ): PgSelect {
    const columns = extra ? { ...columnsOf(scope), ...extra } : columnsOf(scope);
    let query: PgSelect = db.select(columns).from(from).$dynamic();
    for (const join of joins) {
      query =
        join.kind === 'inner'
          ? query.innerJoin(join.table, join.on)
          : query.leftJoin(join.table, join.on);
    }
    return query;
  }

  const orderBy = (query: Query) => orderOf(sortKeyOf(query.sortBy), idSql, query.sortOrder);

  function pageStatement(db: Executor, query: Query) {
    return selectRows(db, query)
      .where(whereOf(query))
      .orderBy(orderBy(query))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit));
  }

  function countStatement(db: Executor, filters: Filters) {
    return db.select({ n: count() }).from(table).where(whereOf(filters));
  }

  /**
   * A page of a search's matches with their count, in one statement: the trigram index finds the
   * matches (each read from the table once, to recheck it), a window counts them all, and the
   * sort keeps only the rows up to the page's end. The matches are selected and sorted in a
   * subquery under the table's own name, which its `order by` keeps apart: merged into the outer
   * query, the planner expects the limit to stop the scan early and walks the sort key's index
   * instead, testing every row it passes (the window needs them all). Without a row (a page past the end) there is no count to read, so it
   * is counted apart.
   */
  function searchPageStatement(db: Executor, query: Query) {
    const matches = db
      .select()
      .from(table)
      .where(whereOf(query))
      .orderBy(orderBy(query))
      .as(tableName);
    return selectRows(db, query, { [TOTAL]: sql<number>`(count(*) over ())::int` }, matches)
      .orderBy(orderBy(query))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit));
  }

  async function searchPage(db: Executor, query: Query) {
    const found = (await searchPageStatement(db, query)) as (Row & { [TOTAL]?: number })[];
    const first = found[0];
    if (!first) {
      const total = query.page > 1 ? await countOf(db, query) : 0;
      return { rows: [] as Row[], total };
    }
    const total = Number(first[TOTAL]);
    const rows = found.map(({ [TOTAL]: _total, ...row }) => row as Row);
    return { rows, total };
  }

  async function countOf(db: Executor, filters: Filters): Promise<number> {
    const [row] = await countStatement(db, filters);
    return row?.n ?? 0;
  }

  /** How far the count of `query`'s rows goes (`countUpTo`), or undefined for all of them. */
  function countBound(query: Query): number | undefined {
    const { countUpTo } = declaration;
    return countUpTo === undefined ? undefined : Math.max(countUpTo, query.page * query.limit);
  }

  /** The rows the filters select, counted up to one past `bound`: only as many are read. */
  function boundedCountStatement(db: Executor, filters: Filters, bound: number) {
    const rows = db
      .select({ one: sql`1`.as('one') })
      .from(table)
      .where(whereOf(filters))
      .limit(bound + 1)
      .as('counted');
    return db.select({ n: count() }).from(rows);
  }

  /** The count of a page's rows, up to `countBound` when the list declares one. */
  async function pageCount(
    db: Executor,
    query: Query,
  ): Promise<{ total: number; capped: boolean }> {
    const bound = countBound(query);
    if (bound === undefined) return { total: await countOf(db, query), capped: false };
    const [row] = await boundedCountStatement(db, query, bound);
    const n = row?.n ?? 0;
    return n > bound ? { total: bound, capped: true } : { total: n, capped: false };
  }

  /** One page of rows in the list's order, and how many rows the filters select in all. */
  async function pageRows(
    db: Executor,
    query: Query,
  ): Promise<{ rows: Row[]; total: number; capped: boolean }> {
    if (searchesByTrigram(query)) return { ...(await searchPage(db, query)), capped: false };
    const [rows, counted] = await Promise.all([pageStatement(db, query), pageCount(db, query)]);
    return { rows: rows as Row[], ...counted };
  }

  async function presentRows(db: Executor, rows: Row[], scope: Scope): Promise<Item[]> {
    const related = (
      declaration.related ? await declaration.related(db, rows) : undefined
    ) as Related;
    return rows.map((row) => declaration.present(row, related, scope));
  }

  async function presentRow(db: Executor, row: Row | undefined, scope: Scope) {
    return row && (await presentRows(db, [row], scope))[0];
  }

  async function rowByKey(db: Executor, value: string, scope: Scope): Promise<Row | undefined> {
    const [row] = await selectRows(db, scope).where(eq(key, value));
    return row as Row | undefined;
  }

  /**
   * `findRow` built once and prepared (named, so PostgreSQL plans it once per connection): a
   * read by id builds no SQL per request. Columns that depend on the scope cannot be prepared.
   */
  function prepareFindRow(db: Database): (value: string, scope: Scope) => Promise<Row | undefined> {
    if (!fixedColumns) return (value, scope) => rowByKey(db, value, scope);
    const prepared = selectRows(db, {} as Scope)
      .where(eq(key, sql.placeholder('key')))
      .prepare(`${tableName}_by_${key.name}`);
    return async (value) => ((await prepared.execute({ key: value })) as Row[])[0];
  }

  return {
    /** The row whose `key` is `value`, or undefined; `db` may be a transaction. */
    findRow(db: Executor, value: string, ...[scope]: ScopeArgs<Scope>): Promise<Row | undefined> {
      return rowByKey(db, value, scope as Scope);
    },

    /** The item whose `key` is `value`, or undefined; `db` may be a transaction. */
    async find(
      db: Executor,
      value: string,
      ...[scope]: ScopeArgs<Scope>
    ): Promise<Item | undefined> {
      return presentRow(db, await rowByKey(db, value, scope as Scope), scope as Scope);
    },

    /** How many rows the filters select. */
    count: countOf,

    /** Every row the filters select, in the list's order, as CSV chunks (csv.ts `csvChunks`). */
    csv(
      db: Executor,
      query: Filters & { sortBy: SortField; sortOrder: SortOrder },
    ): AsyncGenerator<string> {
      if (!declaration.csvColumns) throw new Error(`the list of ${tableName} has no export`);
      return csvChunks(db, {
        from: sql.join(
          [
            sql`${table}`,
            ...joins.map((join) => sql`${sql.raw(join.kind)} join ${join.table} on ${join.on}`),
          ],
          sql` `,
        ),
        where: whereOf(query),
        key: sortKeyOf(query.sortBy),
        id: idSql,
        order: query.sortOrder,
        columns: declaration.csvColumns,
      });
    },

    /**
     * The reads a service answers: a page with its total, and one item by its key (undefined
     * when no row has it). With `versionTables` each is kept until one of them is written.
     */
    reads(db: Database): PagedReads<Query, Item, ScopeArgs<Scope>> {
      const findPrepared = prepareFindRow(db);
      return pagedReads(db, {
        versionTables: declaration.versionTables,
        page: async (query: Query) => {
          const { rows, total, capped } = await pageRows(db, query);
          return pageOf(await presentRows(db, rows, query), total, query.page, query.limit, capped);
        },
        byId: async (value: string, scope: Scope) =>
          presentRow(db, await findPrepared(value, scope), scope),
      });
    },

    /**
     * The executed plans (EXPLAIN ANALYZE) of the page and count queries, exactly as the list
     * runs them: committed next to the benchmark, so a change that loses an index shows in review.
     */
    async explain(db: Executor, query: Query) {
      const plan = async (statement: SQL) =>
        rowsOf<Record<string, string>>(
          await db.execute(sql`explain (analyze, buffers, costs off, timing off) ${statement}`),
        )
          .map((row) => Object.values(row)[0])
          .join('\n');
      if (searchesByTrigram(query)) {
        return { 'page with its count': await plan(searchPageStatement(db, query).getSQL()) };
      }
      const bound = countBound(query);
      return {
        page: await plan(pageStatement(db, query).getSQL()),
        count: await plan(
          (bound === undefined
            ? countStatement(db, query)
            : boundedCountStatement(db, query, bound)
          ).getSQL(),
        ),
      };
    },
  };
}
