// The versions of tables (collection_versions, bumped by a statement trigger in the writer's own
// transaction: migrations 0006, 0008 and 0009): a result computed from those tables may be served
// again for as long as their versions hold, on every instance.
//
// On PostgreSQL every check reads the table (one small prepared query, shared by the callers
// waiting at the same time: fresh-read.ts), since another instance may have written a moment
// ago. The embedded engine serves one process: there the versions are kept in memory from the
// notifications each bump sends (migration 0009), which arrive before the writer's own statement
// settles, and a check reads nothing.
import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { type Database, inProcessListenerOf } from '../client.ts';
import { collectionVersions } from '../schema/index.ts';
import { freshRead } from './fresh-read.ts';

export const VERSIONS_CHANNEL = 'coursedesk_versions';

export interface TableVersions {
  /** The version of `table`; undefined before its first write. Never older than the call. */
  version(table: string): Promise<number | undefined>;
  /** One text for the versions of `tables`: it changes with every write to any of them. */
  tag(tables: readonly string[]): Promise<string>;
}

const known = new WeakMap<Database, TableVersions>();

export function tableVersions(db: Database): TableVersions {
  let versions = known.get(db);
  if (!versions) {
    const listen = inProcessListenerOf(db);
    versions = listen ? inMemoryVersions(db, listen) : readVersions(db);
    known.set(db, versions);
  }
  return versions;
}

/** A reader of the tag of `tables`' versions (see `TableVersions.tag`). */
export function versionTag(db: Database, tables: readonly string[]): () => Promise<string> {
  const versions = tableVersions(db);
  return () => versions.tag(tables);
}

/** The tag of some tables' versions, from their versions by table. */
function tagOf(tables: readonly string[], versionOf: (table: string) => number | undefined) {
  return [...tables]
    .sort()
    .flatMap((table) => {
      const version = versionOf(table);
      return version === undefined ? [] : [`${table}:${version}`];
    })
    .join(',');
}

/**
 * The prepared statement's name for a set of tables. PostgreSQL keeps only the first 63 bytes of
 * a name, so a long set (the public site reads sixteen tables) is named by a digest instead.
 */
function statementName(tables: string): string {
  const plain = `version_tag_${tables.replace(/\W/g, '_')}`;
  if (plain.length <= 63) return plain;
  return `version_tag_${createHash('sha256').update(tables).digest('hex').slice(0, 40)}`;
}

function readVersions(db: Database): TableVersions {
  const versionQuery = db
    .select({ version: collectionVersions.version })
    .from(collectionVersions)
    .where(eq(collectionVersions.tableName, sql.placeholder('tableName')))
    .prepare('table_version');
  const versionReads = new Map<string, () => Promise<number | undefined>>();
  const tagReads = new Map<string, () => Promise<string>>();
  return {
    version(table) {
      let read = versionReads.get(table);
      if (!read) {
        read = freshRead(
          async () => (await versionQuery.execute({ tableName: table }))[0]?.version,
        );
        versionReads.set(table, read);
      }
      return read();
    },
    tag(tables) {
      const name = [...tables].sort().join(',');
      let read = tagReads.get(name);
      if (!read) {
        const query = db
          .select({ tableName: collectionVersions.tableName, version: collectionVersions.version })
          .from(collectionVersions)
          .where(inArray(collectionVersions.tableName, [...tables]))
          .prepare(statementName(name));
        read = freshRead(async () => {
          const rows = await query.execute();
          const byTable = new Map(rows.map((row) => [row.tableName, row.version]));
          return tagOf(tables, (table) => byTable.get(table));
        });
        tagReads.set(name, read);
      }
      return read();
    },
  };
}

function inMemoryVersions(
  db: Database,
  listen: NonNullable<ReturnType<typeof inProcessListenerOf>>,
): TableVersions {
  const versions = new Map<string, number>();
  const note = (table: string, version: number) => {
    if (version > (versions.get(table) ?? Number.NEGATIVE_INFINITY)) versions.set(table, version);
  };
  let loaded: Promise<void> | undefined;
  // Listening first, then reading: a bump made in between is in one or the other.
  const load = () => {
    loaded ??= (async () => {
      await listen(VERSIONS_CHANNEL, (payload) => {
        const at = payload.lastIndexOf(':');
        const version = Number(payload.slice(at + 1));
        if (at > 0 && Number.isSafeInteger(version)) note(payload.slice(0, at), version);
      });
      for (const row of await db.select().from(collectionVersions)) {
        note(row.tableName, row.version);
      }
    })().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };
  return {
    async version(table) {
      await load();
      return versions.get(table);
    },
    async tag(tables) {
      await load();
      return tagOf(tables, (table) => versions.get(table));
    },
  };
}
