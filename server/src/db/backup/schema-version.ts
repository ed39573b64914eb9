// Which migrations a database has applied, and which the server ships: a backup is named and
// checked by them (format.ts).
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder } from '../../paths.ts';
import { type Database, rowsOf } from '../client.ts';

export interface MigrationInfo {
  hash: string;
  /** The migration's file name without .sql, such as 0010_coupon_versions. */
  tag: string;
  when: number;
}

/** The committed migrations, oldest first. */
export function serverMigrations(): MigrationInfo[] {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string; when: number }[] };
  const tags = new Map(journal.entries.map((entry) => [entry.when, entry.tag]));
  return readMigrationFiles({ migrationsFolder }).map((migration) => ({
    hash: migration.hash,
    when: migration.folderMillis,
    tag: tags.get(migration.folderMillis) ?? String(migration.folderMillis),
  }));
}

/** The migrations a database has applied (by hash) and its latest, named when the server knows it. */
export async function databaseSchema(
  db: Database,
): Promise<{ migrations: string[]; schema: { tag: string; when: number } }> {
  const result = await db.execute(
    sql`select hash, created_at from schema_migrations order by created_at, hash`,
  );
  const rows = rowsOf<{ hash: string; created_at: string | number }>(result);
  const known = new Map(serverMigrations().map((migration) => [migration.hash, migration]));
  const last = rows.at(-1);
  const when = last ? Number(last.created_at) : 0;
  return {
    migrations: rows.map((row) => row.hash),
    schema: { tag: (last && known.get(last.hash)?.tag) ?? (last ? String(when) : 'empty'), when },
  };
}

/**
 * The tables of the public schema with rows, and how many (schema_migrations aside): what a
 * restore would replace. Empty for a new or freshly migrated database.
 */
export async function tablesWithRows(db: Database): Promise<{ table: string; rows: number }[]> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname <> 'schema_migrations'
      order by c.relname`),
  );
  const counts: { table: string; rows: number }[] = [];
  for (const { name } of tables) {
    const [row] = rowsOf<{ count: string | number }>(
      await db.execute(
        sql`select count(*) as count from ${sql.identifier('public')}.${sql.identifier(name)}`,
      ),
    );
    const rows = Number(row?.count ?? 0);
    if (rows > 0) counts.push({ table: name, rows });
  }
  return counts;
}

/**
 * Every table of the public schema with its row count and a checksum of its rows that does not
 * depend on their order: the sum of the first 60 bits of each row's MD5, over the row's text in
 * UTC (so timestamps read alike on both engines).
 */
export async function tableFingerprints(
  db: Database,
): Promise<Map<string, { rows: number; checksum: string }>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const tables = rowsOf<{ name: string }>(
      await tx.execute(sql`
        select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`),
    );
    const result = new Map<string, { rows: number; checksum: string }>();
    for (const { name } of tables) {
      const table = sql`${sql.identifier('public')}.${sql.identifier(name)}`;
      const [row] = rowsOf<{ rows: string | number; checksum: string | null }>(
        await tx.execute(sql`
          select count(*) as rows,
            coalesce(sum(('x' || substr(md5(t::text), 1, 15))::bit(60)::bigint), 0)::text as checksum
          from ${table} t`),
      );
      result.set(name, { rows: Number(row?.rows ?? 0), checksum: row?.checksum ?? '0' });
    }
    return result;
  });
}
