// Where the operations commands work: DATABASE_URL, else the embedded database in DATA_DIR
// (as the server decides, config.ts).
import fs from 'node:fs';
import path from 'node:path';
import { tablesWithRows } from '../db/backup/schema-version.ts';
import { openDatabase } from '../db/open.ts';

export type Where = { databaseUrl: string } | { dataDir: string };

export function embeddedDatabaseDir(dataDir: string): string {
  return path.join(dataDir, 'db');
}

export function hasEmbeddedDatabase(dataDir: string): boolean {
  return fs.existsSync(path.join(embeddedDatabaseDir(dataDir), 'PG_VERSION'));
}

/** For messages: which database this is. */
export function describeWhere(where: Where): string {
  return 'databaseUrl' in where
    ? 'the PostgreSQL database of DATABASE_URL'
    : `the embedded database in ${where.dataDir}`;
}

/** The tables with rows in a database (none for a missing embedded one). */
export async function rowsIn(where: Where): Promise<{ table: string; rows: number }[]> {
  if (!('databaseUrl' in where) && !hasEmbeddedDatabase(where.dataDir)) return [];
  const handle = await openDatabase(
    'databaseUrl' in where
      ? { url: where.databaseUrl }
      : { dataDir: embeddedDatabaseDir(where.dataDir), durable: false },
  );
  try {
    return await tablesWithRows(handle.db);
  } finally {
    await handle.close();
  }
}

export function describeRows(tables: { table: string; rows: number }[]): string {
  return tables
    .map(
      ({ table, rows }) => `${table} (${rows.toLocaleString('en-GB')} row${rows === 1 ? '' : 's'})`,
    )
    .join(', ');
}

/** A URL for printing: its password replaced. */
export function maskedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '****';
    return parsed.toString();
  } catch {
    return '(the URL given)';
  }
}
