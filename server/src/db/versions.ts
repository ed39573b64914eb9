// The versions of tables (collection_versions, bumped by a statement trigger in the writer's own
// transaction: migrations 0006 and 0008), read as one tag: a result computed from those tables
// may be served again for as long as the tag it was computed under holds, on every instance.
import { inArray, sql } from 'drizzle-orm';
import { freshRead } from '../lib/fresh-read.ts';
import type { Database } from './client.ts';
import { collectionVersions } from './schema/index.ts';

const readers = new WeakMap<Database, Map<string, () => Promise<string>>>();

/**
 * A reader of the tag of `tables`' versions: it changes with every write to any of them. One
 * small prepared query, shared by the callers waiting at the same time (lib/fresh-read.ts), and
 * never older than the call.
 */
export function versionTag(db: Database, tables: readonly string[]): () => Promise<string> {
  const name = [...tables].sort().join(',');
  let byTables = readers.get(db);
  if (!byTables) {
    byTables = new Map();
    readers.set(db, byTables);
  }
  let read = byTables.get(name);
  if (!read) {
    const query = db
      .select({
        tag: sql<string>`coalesce(string_agg(${collectionVersions.tableName} || ':' || ${collectionVersions.version}, ',' order by ${collectionVersions.tableName}), '')`,
      })
      .from(collectionVersions)
      .where(inArray(collectionVersions.tableName, [...tables]))
      .prepare(`version_tag_${name.replace(/\W/g, '_')}`);
    read = freshRead(async () => (await query.execute())[0]?.tag ?? '');
    byTables.set(name, read);
  }
  return read;
}
