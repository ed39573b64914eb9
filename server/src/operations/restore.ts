// npm run restore: a backup into an empty database of either engine, then the migrations it
// predates (docs/operations.md).
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { buildEmbeddedFromSql, embeddedSqlChunks } from '../db/backup/embedded.ts';
import { BackupRefusedError, checkBackupFile } from '../db/backup/format.ts';
import { restorePostgresPayload, restoreSqlIntoPostgres } from '../db/backup/postgres.ts';
import { syncTree } from '../db/embedded.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open.ts';
import { DataDirLockedError, lockDataDir } from '../lib/data-dir.ts';
import { describeRows, describeWhere, embeddedDatabaseDir, rowsIn, type Where } from './target.ts';

export interface RestoreResult {
  schema: string;
  /** What --force replaced (empty when the database had no data). */
  replaced: { table: string; rows: number }[];
}

export async function restore(
  where: Where,
  file: string,
  options: { force?: boolean; say?: (line: string) => void } = {},
): Promise<RestoreResult> {
  const say = options.say ?? (() => {});
  // Refused before anything is touched: a foreign, truncated or newer file.
  const { header, payloadOffset } = await checkBackupFile(file);
  if (!('databaseUrl' in where) && header.payload !== 'sql-gzip') {
    throw new BackupRefusedError(
      `${file} is a backup of a PostgreSQL database: restore it into PostgreSQL (set DATABASE_URL).`,
    );
  }
  let release: () => void = () => {};
  if (!('databaseUrl' in where)) {
    try {
      release = lockDataDir(where.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        throw new BackupRefusedError(`${error.message.split('. ')[0]}. Stop it before restoring.`);
      }
      throw error;
    }
  }
  try {
    const replaced = await rowsIn(where);
    if (replaced.length > 0) {
      if (!options.force) {
        throw new BackupRefusedError(
          `${describeWhere(where)} has data: ${describeRows(replaced)}. Restore into an empty database, or add --force to replace all of it.`,
        );
      }
      say(`Replacing ${describeWhere(where)}: ${describeRows(replaced)}.`);
    }
    if ('databaseUrl' in where) {
      if (header.payload === 'pg_dump-custom') {
        await restorePostgresPayload(where.databaseUrl, file, payloadOffset);
      } else {
        await restoreSqlIntoPostgres(
          where.databaseUrl,
          Readable.from(embeddedSqlChunks(file, payloadOffset)),
        );
      }
      const handle = await openDatabase({ url: where.databaseUrl });
      try {
        await migrate(handle.db);
      } finally {
        await handle.close();
      }
    } else {
      await restoreEmbedded(where.dataDir, embeddedSqlChunks(file, payloadOffset));
    }
    return { schema: header.schema.tag, replaced };
  } finally {
    release();
  }
}

/**
 * Builds the restored database beside the current one and swaps them only once it is complete
 * and migrated: interrupted, the current database is untouched.
 */
async function restoreEmbedded(dataDir: string, dumpSql: AsyncIterable<string>): Promise<void> {
  const current = embeddedDatabaseDir(dataDir);
  const building = `${current}.restoring`;
  const replaced = `${current}.replaced`;
  try {
    await buildEmbeddedFromSql(building, dumpSql);
    await syncTree(building);
  } catch (error) {
    fs.rmSync(building, { recursive: true, force: true });
    throw error;
  }
  fs.rmSync(replaced, { recursive: true, force: true });
  if (fs.existsSync(current)) fs.renameSync(current, replaced);
  fs.renameSync(building, current);
  fs.rmSync(replaced, { recursive: true, force: true });
}
