// What the backup, restore, move and admin commands share on the command line.
import { type Config, ConfigError } from '../src/config.ts';
import { BackupRefusedError } from '../src/db/backup/format.ts';
import { DatabaseUnreachableError } from '../src/db/open.ts';
import { DataDirLockedError } from '../src/lib/data-dir.ts';
import { AccountRefusedError } from '../src/operations/admin.ts';
import type { Where } from '../src/operations/target.ts';

export function whereFromConfig(config: Config): Where {
  return config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir };
}

/** The reason in one message; a stack only for what nobody foresaw. */
export function reportOperationFailure(what: string, error: unknown): void {
  const expected =
    error instanceof BackupRefusedError ||
    error instanceof AccountRefusedError ||
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof DatabaseUnreachableError;
  const text =
    expected || !(error instanceof Error)
      ? String((error as Error).message ?? error)
      : (error.stack ?? error.message);
  process.stderr.write(`${what} failed: ${text}\n`);
  process.exitCode = 1;
}
