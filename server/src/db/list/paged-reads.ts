// The reads of a server-paged list as its service answers them: a page with its total, and one
// item by its key, each kept with the version tag of the tables the list reads (versions.ts,
// versioned-cache.ts) and served again until one of them is written, on any instance.
import type { Paged } from '@coursedesk/contract/list';
import type { Database } from '../client.ts';
import { ITEM_CACHE_ENTRIES, LIST_CACHE_ENTRIES, versionedCache } from './versioned-cache.ts';
import { versionTag } from './versions.ts';

export interface PagedReads<Query, Item, ScopeArgs extends unknown[]> {
  page(query: Query): Promise<Paged<Item>>;
  /** The item whose key is `key`, or undefined: the service says what a missing one means. */
  byId(key: string, ...scope: ScopeArgs): Promise<Item | undefined>;
}

/** `reads` kept by the versions of `versionTables`, or read afresh each time without them. */
export function pagedReads<Query, Item, Scope, ScopeArgs extends unknown[]>(
  db: Database,
  reads: {
    versionTables: readonly string[] | undefined;
    page(query: Query): Promise<Paged<Item>>;
    byId(key: string, scope: Scope | undefined): Promise<Item | undefined>;
  },
): PagedReads<Query, Item, ScopeArgs> {
  if (!reads.versionTables) {
    return {
      page: (query) => reads.page(query),
      byId: (key, ...[scope]) => reads.byId(key, scope as Scope | undefined),
    };
  }
  const version = versionTag(db, reads.versionTables);
  const name = reads.versionTables[0] ?? 'list';
  const pages = versionedCache<Paged<Item>>({
    version,
    maxEntries: LIST_CACHE_ENTRIES,
    name: `${name}_pages`,
  });
  const items = versionedCache<Item | undefined>({
    version,
    maxEntries: ITEM_CACHE_ENTRIES,
    name: `${name}_items`,
  });
  return {
    page: (query) => pages(JSON.stringify(query), () => reads.page(query)),
    byId: (key, ...[scope]) =>
      items(scope === undefined ? key : JSON.stringify([key, scope]), () =>
        reads.byId(key, scope as Scope | undefined),
      ),
  };
}
