// The database the server would use, opened the way the server opens it: DATABASE_URL, else the
// embedded database in DATA_DIR, whose directory lock keeps a script from running beside a
// server (or another script) on the same files. Migrations are applied first.
import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { openDatabase } from '../src/db/open.ts';
import { DataDirLockedError, lockDataDir } from '../src/lib/data-dir.ts';

export interface ConfiguredDatabase extends DatabaseHandle {
  /** For messages: "PostgreSQL" or "embedded database in <dir>". */
  description: string;
}

export async function openConfiguredDatabase(): Promise<ConfiguredDatabase> {
  const config = loadConfig();
  const embedded = !config.databaseUrl;
  const releaseLock = embedded ? lockDataDir(config.dataDir) : () => {};
  // Ctrl-C mid-run: the batches already committed stay; the directory is unlocked.
  const interrupt = () => {
    releaseLock();
    process.stderr.write('\nInterrupted.\n');
    process.exit(130);
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  try {
    const handle = await openDatabase(
      embedded ? { dataDir: path.join(config.dataDir, 'db') } : { url: config.databaseUrl },
    );
    await migrate(handle.db);
    return {
      ...handle,
      description: embedded ? `embedded database in ${config.dataDir}` : 'PostgreSQL database',
      async close() {
        try {
          await handle.close();
        } finally {
          releaseLock();
        }
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** Prints why a script could not run and sets a failing exit code. */
export function reportFailure(name: string, error: unknown): void {
  let text: string;
  if (error instanceof ConfigError || error instanceof DataDirLockedError) text = error.message;
  else if (error instanceof Error) text = error.stack ?? error.message;
  else text = String(error);
  process.stderr.write(`${name} failed: ${text}\n`);
  process.exitCode = 1;
}
