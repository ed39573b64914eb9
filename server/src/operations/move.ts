// npm run db:move-to-postgres: the embedded database, copied into an empty PostgreSQL database
// and checked table by table (docs/operations.md, "Moving to PostgreSQL").
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { backupEmbedded, embeddedSqlChunks } from '../db/backup/embedded.ts';
import { BackupRefusedError, readBackupHeader } from '../db/backup/format.ts';
import { restoreSqlIntoPostgres } from '../db/backup/postgres.ts';
import { tableFingerprints } from '../db/backup/schema-version.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open.ts';
import { DataDirLockedError, lockDataDir } from '../lib/data-dir.ts';
import { describeRows, embeddedDatabaseDir, hasEmbeddedDatabase, rowsIn } from './target.ts';

export interface TableCheck {
  table: string;
  rows: number;
  checksum: string;
  matches: boolean;
}

export async function moveToPostgres(
  dataDir: string,
  url: string,
  say: (line: string) => void = () => {},
): Promise<TableCheck[]> {
  if (!hasEmbeddedDatabase(dataDir)) {
    throw new BackupRefusedError(`There is no embedded database in ${dataDir} to move.`);
  }
  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new BackupRefusedError(`${error.message.split('. ')[0]}. Stop it before moving.`);
    }
    throw error;
  }
  try {
    const existing = await rowsIn({ databaseUrl: url });
    if (existing.length > 0) {
      throw new BackupRefusedError(
        `The PostgreSQL database to move into is not empty: ${describeRows(existing)}. Use an empty database.`,
      );
    }
    const source = await openDatabase({ dataDir: embeddedDatabaseDir(dataDir) });
    try {
      // The copy is of the current schema, so the target needs no migration of its own.
      await migrate(source.db);
      say('Copying the embedded database into PostgreSQL...');
      // Through a backup file of the copy: the dump is never held in memory whole.
      const temporary = fs.mkdtempSync(path.join(os.tmpdir(), 'coursedesk-move-'));
      try {
        const { file } = await backupEmbedded(source.db, {
          outFile: path.join(temporary, 'move.backup'),
        });
        const { payloadOffset } = readBackupHeader(file);
        await restoreSqlIntoPostgres(url, Readable.from(embeddedSqlChunks(file, payloadOffset)));
      } finally {
        fs.rmSync(temporary, { recursive: true, force: true });
      }
      say('Comparing every table...');
      const target = await openDatabase({ url });
      try {
        return compare(await tableFingerprints(source.db), await tableFingerprints(target.db));
      } finally {
        await target.close();
      }
    } finally {
      await source.close();
    }
  } finally {
    release();
  }
}

function compare(
  source: Map<string, { rows: number; checksum: string }>,
  target: Map<string, { rows: number; checksum: string }>,
): TableCheck[] {
  const tables = [...new Set([...source.keys(), ...target.keys()])].sort();
  return tables.map((table) => {
    const a = source.get(table);
    const b = target.get(table);
    return {
      table,
      rows: a?.rows ?? 0,
      checksum: a?.checksum ?? '',
      matches: a !== undefined && b !== undefined && a.rows === b.rows && a.checksum === b.checksum,
    };
  });
}
