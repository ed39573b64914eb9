// Server side of the list spine (contract/src/list.ts): ordering, paging and the export's
// batched reads. Each repository keeps one `whereOf(filters)` and hands its result to the page,
// the count and the export alike, so the three can never disagree.

import type { SortOrder } from '@coursedesk/contract/list';
import { type SQL, sql } from 'drizzle-orm';

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

/**
 * Every row of a query, read in batches of `size` by keyset (no offset, no open cursor, so it
 * works the same on both engines and memory holds one batch at a time).
 */
export async function* inKeysetBatches<Row extends { sortKey: string; id: string }>(
  read: (cursor: Cursor | undefined, size: number) => Promise<Row[]>,
  size = 2_000,
): AsyncGenerator<Row> {
  let cursor: Cursor | undefined;
  for (;;) {
    const rows = await read(cursor, size);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < size) return;
    cursor = { key: last.sortKey, id: last.id };
  }
}
