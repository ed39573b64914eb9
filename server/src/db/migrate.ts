import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder } from '../paths.ts';
import { type Database, rowsOf } from './client.ts';

/** Any constant: serialises concurrent start-ups that share one PostgreSQL database. */
const MIGRATION_LOCK_KEY = 727_001;

/**
 * Applies the committed drizzle-kit migrations in one transaction. drizzle-kit qualifies foreign
 * keys with "public"; stripping that lets the same files build any schema on the search path,
 * which is how the tests isolate themselves inside one PostgreSQL database.
 */
export async function migrate(db: Database): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder });
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(sql`
      create table if not exists schema_migrations (
        hash text primary key,
        created_at bigint not null,
        applied_at timestamptz not null default now()
      )`);
    const result = await tx.execute(sql`select hash from schema_migrations`);
    const applied = new Set(rowsOf<{ hash: string }>(result).map((row) => row.hash));
    for (const migration of migrations) {
      if (applied.has(migration.hash)) continue;
      for (const statement of migration.sql) {
        if (statement.trim()) await tx.execute(sql.raw(statement.replaceAll('"public".', '')));
      }
      await tx.execute(
        sql`insert into schema_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
    }
  });
}

/**
 * How many of the committed migrations the database has not applied yet: all of them when it
 * has no migration history. 0 means its schema is the server's.
 */
export async function pendingMigrationCount(db: Database): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder });
  const exists = await db.execute(sql`select to_regclass('schema_migrations') is not null as ok`);
  if (!rowsOf<{ ok: boolean }>(exists)[0]?.ok) return migrations.length;
  const result = await db.execute(sql`select hash from schema_migrations`);
  const applied = new Set(rowsOf<{ hash: string }>(result).map((row) => row.hash));
  return migrations.filter((migration) => !applied.has(migration.hash)).length;
}
