import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.ts';

/** Code that runs on both engines takes this type (ARCHITECTURE.md: one dialect, two engines). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a transaction callback receives; repositories accept either. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type Engine = 'pglite' | 'postgres';

/** The rows of a raw `db.execute` result; both drivers answer with `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export interface DatabaseHandle {
  db: Database;
  engine: Engine;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; without it the embedded engine is used. */
  url?: string;
  /** Embedded engine's directory; without it the embedded database lives in memory. */
  dataDir?: string;
  /** PostgreSQL only: work inside this schema (created when missing), as the tests do. */
  searchPath?: string;
}

const drizzleOptions = { schema, casing: 'snake_case' } as const;

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    if (options.searchPath) await createSchema(options.url, options.searchPath);
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      ...(options.searchPath
        ? { options: `-c search_path=${quoteIdent(options.searchPath)}` }
        : {}),
    });
    // An idle client that loses its server must not crash the process.
    pool.on('error', () => {});
    const db = drizzleNodePg({ client: pool, ...drizzleOptions }) as unknown as Database;
    return { db, engine: 'postgres', close: () => pool.end() };
  }
  const client = options.dataDir ? await PGlite.create(options.dataDir) : await PGlite.create();
  const db = drizzlePglite({ client, ...drizzleOptions }) as unknown as Database;
  return { db, engine: 'pglite', close: () => client.close() };
}

async function createSchema(url: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create schema if not exists ${quoteIdent(name)}`);
  } finally {
    await client.end();
  }
}

export async function dropSchema(url: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${quoteIdent(name)} cascade`);
  } finally {
    await client.end();
  }
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Invalid schema name: ${name}`);
  return `"${name}"`;
}
