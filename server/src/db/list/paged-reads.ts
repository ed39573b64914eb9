// The reads of a server-paged list as its service answers them: a page with its total, and one
// item by id, each kept with the version of the list's table (versioned-cache.ts) and served
// again until that table is written, on any instance.
import { type Paged, pageOf } from '@coursedesk/contract/list';
import type { Database, Executor } from '../client.ts';
import { ITEM_CACHE_ENTRIES, LIST_CACHE_ENTRIES, versionedCache } from './versioned-cache.ts';
import { versionTag } from './versions.ts';

/** What a list gives of its table (paged-list.ts `pagedList`). */
export interface PagedSource<Row, Query> {
  tableName: string;
  pageWithTotal(db: Executor, query: Query): Promise<{ rows: Row[]; total: number }>;
  prepareById(db: Database): (id: string) => Promise<Row | undefined>;
}

/** `byId` answers undefined for an id that names no row; the service says what that means. */
export function pagedReads<Row, Item, Query extends { page: number; limit: number }>(
  db: Database,
  source: PagedSource<Row, Query>,
  options: { present(row: Row): Item },
): { page(query: Query): Promise<Paged<Item>>; byId(id: string): Promise<Item | undefined> } {
  const version = versionTag(db, [source.tableName]);
  const pages = versionedCache<Paged<Item>>({ version, maxEntries: LIST_CACHE_ENTRIES });
  const items = versionedCache<Item | undefined>({ version, maxEntries: ITEM_CACHE_ENTRIES });
  const findById = source.prepareById(db);
  return {
    page: (query) =>
      pages(JSON.stringify(query), async () => {
        const { rows, total } = await source.pageWithTotal(db, query);
        return pageOf(rows.map(options.present), total, query.page, query.limit);
      }),
    byId: (id) =>
      items(id, async () => {
        const row = await findById(id);
        return row && options.present(row);
      }),
  };
}
