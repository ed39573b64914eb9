import { countCacheLookup } from '../../metrics/registry.ts';

/** How many pages of one server-paged list are kept (each a page of at most 100 rows). */
export const LIST_CACHE_ENTRIES = 64;
/** How many items read by id are kept per table. */
export const ITEM_CACHE_ENTRIES = 256;

/**
 * Results kept with the version tag (versions.ts) of the tables they were computed from, and
 * served again while that tag holds: a write to any of those tables, on any instance, makes the
 * very next request compute afresh. The tag is read before the result, so a write committed while
 * a result is computed also forces the next request to compute again. Requests for a key that is
 * being computed share that computation; a failed one is not kept. At most `maxEntries` results
 * are kept (the least recently used go first), and with `maxAgeMs` none is served older than that.
 */
export function versionedCache<Value>(options: {
  version: () => Promise<string>;
  maxEntries: number;
  maxAgeMs?: number;
  /** Counted under this name in the metrics' cache hits and misses (docs/operations.md). */
  name?: string;
}): (key: string, compute: () => Promise<Value>, now?: number) => Promise<Value> {
  interface Entry {
    tag: string;
    at: number;
    value: Promise<Value>;
  }
  const entries = new Map<string, Entry>();
  const { maxEntries, maxAgeMs = Number.POSITIVE_INFINITY } = options;
  return async (key, compute, now = Date.now()) => {
    const tag = await options.version();
    const hit = entries.get(key);
    entries.delete(key);
    if (hit && hit.tag === tag && now >= hit.at && now - hit.at < maxAgeMs) {
      entries.set(key, hit);
      if (options.name) countCacheLookup(options.name, true);
      return hit.value;
    }
    if (options.name) countCacheLookup(options.name, false);
    const entry: Entry = { tag, at: now, value: compute() };
    entries.set(key, entry);
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      entries.delete(oldest);
    }
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry.value;
  };
}
