// npm run backup: a consistent snapshot while the server keeps serving (docs/operations.md).
import fs from 'node:fs';
import { backupEmbedded } from '../db/backup/embedded.ts';
import { BackupRefusedError, readBackupHeader } from '../db/backup/format.ts';
import { backupPostgres } from '../db/backup/postgres.ts';
import { serverMigrations } from '../db/backup/schema-version.ts';
import { backupThroughServer } from '../db/backup/socket.ts';
import { openDatabase } from '../db/open.ts';
import { DataDirLockedError, lockDataDir } from '../lib/data-dir.ts';
import { embeddedDatabaseDir, hasEmbeddedDatabase, type Where } from './target.ts';

export interface BackupResult {
  file: string;
  bytes: number;
  schema: string;
  /** The embedded engine only: the running server made it. */
  throughServer: boolean;
}

/** `out`: a file name, or an existing folder to write a named file into (default: here). */
export async function backup(where: Where, out?: string): Promise<BackupResult> {
  const target =
    out && fs.existsSync(out) && fs.statSync(out).isDirectory()
      ? { outDir: out }
      : out
        ? { outFile: out }
        : { outDir: '.' };
  const done = (file: string, throughServer: boolean): BackupResult => ({
    file,
    bytes: fs.statSync(file).size,
    schema: readBackupHeader(file).header.schema.tag,
    throughServer,
  });
  if ('databaseUrl' in where) {
    const { file } = await backupPostgres(where.databaseUrl, target, serverMigrations());
    return done(file, false);
  }
  if (!hasEmbeddedDatabase(where.dataDir)) {
    throw new BackupRefusedError(`There is no embedded database in ${where.dataDir} to back up.`);
  }
  let release: () => void;
  try {
    release = lockDataDir(where.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    // A server holds the database: it makes the snapshot.
    return done(await backupThroughServer(where.dataDir, target), true);
  }
  try {
    const handle = await openDatabase({ dataDir: embeddedDatabaseDir(where.dataDir) });
    try {
      const { file } = await backupEmbedded(handle.db, target);
      return done(file, false);
    } finally {
      await handle.close();
    }
  } finally {
    release();
  }
}
