// The order of a list and where a page or a batch starts in it: `order by key, id`, the id
// breaking ties so that pages never overlap, and keyset cursors for reads in batches.
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

/** Where a batched read left off: the last row's sort key (as text) and id. */
export interface Cursor {
  key: string;
  id: string;
}

/** Rows after `cursor` in the order of `orderOf(key, id, order)` (keyset paging). */
export function afterCursor(key: SortKey, id: SQL, order: SortOrder, cursor: Cursor): SQL {
  const value = sql`cast(${cursor.key} as ${sql.raw(key.type)})`;
  return sql`(${key.expression}, ${id}) ${sql.raw(order === 'asc' ? '>' : '<')} (${value}, cast(${cursor.id} as uuid))`;
}
