// The embedded engine (PGlite): PostgreSQL compiled to WebAssembly, run in a thread of its own
// in this process (embedded-thread.ts). Loaded by openDatabase only when no DATABASE_URL is set,
// so a server on PostgreSQL never loads it.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { keepNewFilesPrivate } from '../private-files.ts';
import {
  type Database,
  type DatabaseHandle,
  drizzleOptions,
  type OpenDatabaseOptions,
  setInProcessListener,
} from './client.ts';
import { EmbeddedThread } from './embedded-thread.ts';
import { migrate } from './migrate.ts';

/** The embedded database in `options.dataDir`, or in memory without one. */
export async function openEmbeddedDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (!options.dataDir) {
    const client = await EmbeddedThread.start({
      dataDir: undefined,
      durable: false,
      image: options.image,
    });
    return { db: drizzleOf(client), engine: 'pglite', close: () => client.close() };
  }
  const durable = options.durable ?? true;
  const created = !databaseExists(options.dataDir);
  if (created) await createInChildProcess(options.dataDir, durable);
  const client = await EmbeddedThread.start({ dataDir: options.dataDir, durable });
  if (durable) {
    // A new database's files were synced by the child: its folder's new name in the parent
    // reaches the disk now. An existing one's files, perhaps written by a version that did not
    // sync, all do.
    await (created ? syncPath(path.dirname(options.dataDir)) : syncTree(options.dataDir));
  }
  return {
    db: drizzleOf(client),
    engine: 'pglite',
    durability: durable ? DURABLE_GUARANTEE : RELAXED_GUARANTEE,
    created,
    close: () => client.close(),
  };
}

/** PGlite's own test: a data directory holds a database once initdb wrote its PG_VERSION. */
function databaseExists(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, 'PG_VERSION'));
}

/**
 * Creates a new database in `dataDir` (initdb, then every migration) in a child process that
 * exits when it is done, and resolves with the child's process id. The server's own process
 * never runs initdb or the first migrations: when it did, its peak memory under load was about
 * 30 MB higher (docs/performance.md, "A new embedded database").
 *
 * The child builds the database in a folder beside `dataDir`, which takes its place only once it
 * is complete: a creation that fails or is killed leaves no half-made database behind, and the
 * next start builds it again. Rejects with the child's reason.
 */
export async function createInChildProcess(dataDir: string, durable: boolean): Promise<number> {
  const building = `${dataDir}.new`;
  const fail = (reason: string) =>
    new Error(`Could not create the embedded database in ${dataDir}: ${reason}`);
  if (holdsFiles(dataDir)) {
    throw fail('the folder holds other files and no database');
  }
  try {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true, mode: 0o700 });
  } catch (error) {
    throw fail(messageOf(error));
  }
  fs.rmSync(building, { recursive: true, force: true });
  const pid = await new Promise<number>((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [fileURLToPath(import.meta.url), CREATE_COMMAND, building, durable ? 'durable' : 'relaxed'],
      { maxBuffer: 1024 * 1024 },
      (error, _stdout, stderr) => {
        // Reported as the child's failure, not as whatever the parent tried next.
        const reason = stderr.trim().split('\n').at(-1) || error?.message;
        if (error) reject(fail(`the process that builds it failed: ${reason}`));
        else if (!databaseExists(building)) {
          reject(fail('the process that builds it exited without building it'));
        } else resolve(child.pid as number);
      },
    );
  });
  try {
    // Replaces the folder if it is there (empty, as checked above).
    fs.renameSync(building, dataDir);
  } catch (error) {
    fs.rmSync(building, { recursive: true, force: true });
    throw fail(messageOf(error));
  }
  return pid;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Whether `dir` is a folder with something in it (not when it is missing or no folder). */
function holdsFiles(dir: string): boolean {
  try {
    return fs.readdirSync(dir).length > 0;
  } catch {
    return false;
  }
}

const CREATE_COMMAND = 'create';

/** The child's side of createInChildProcess: `node <this file> create DATA_DIR durable|relaxed`. */
async function createAsChildProcess([command, dataDir, mode]: string[]): Promise<void> {
  if (command !== CREATE_COMMAND || !dataDir || (mode !== 'durable' && mode !== 'relaxed')) {
    throw new Error(
      `usage: node ${fileURLToPath(import.meta.url)} create DATA_DIR durable|relaxed`,
    );
  }
  const { openClient } = await import('./embedded-engine.ts');
  const client = await openClient(dataDir, mode === 'durable');
  try {
    await migrate(drizzlePglite({ client, ...drizzleOptions }) as unknown as Database);
  } finally {
    await client.close();
  }
  if (mode === 'durable') await syncTree(dataDir);
}

/**
 * Writes to `file` an image of a new in-memory database with every migration applied. An
 * in-memory database opened with `image: file` starts from it in about a second, instead of
 * running initdb and the migrations (three to four seconds); the server tests open one per file.
 */
export async function writeDatabaseImage(file: string): Promise<void> {
  const { openClient } = await import('./embedded-engine.ts');
  const client = await openClient(undefined, false);
  try {
    await migrate(drizzlePglite({ client, ...drizzleOptions }) as unknown as Database);
    const image = await client.dumpDataDir('none');
    await fs.promises.writeFile(file, new Uint8Array(await image.arrayBuffer()));
  } finally {
    await client.close();
  }
}

/**
 * The drizzle handle of the engine's thread (which answers as PGlite does), with its in-process
 * LISTEN (db/client.ts).
 */
function drizzleOf(client: EmbeddedThread): Database {
  const db = drizzlePglite({
    client: client as unknown as PGlite,
    ...drizzleOptions,
  }) as unknown as Database;
  setInProcessListener(db, (channel, onNotification) => client.listen(channel, onNotification));
  return db;
}

export const DURABLE_GUARANTEE =
  'every commit is flushed to disk (fsync) before it is acknowledged: committed data survives ' +
  'a crash of the process, of the operating system or a power cut (on a disk that honours fsync)';
const RELAXED_GUARANTEE =
  'commits are written without fsync: committed data survives a crash of the process, ' +
  'not of the operating system or a power cut';

/** fsync every file and directory under `root` (and `root`'s parent entry), four at a time. */
export async function syncTree(root: string): Promise<void> {
  const entries: string[] = [];
  const walk = async (dir: string) => {
    for (const entry of await fs.promises.readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) entries.push(full);
    }
    entries.push(dir);
  };
  await walk(root);
  entries.push(path.dirname(root));
  let next = 0;
  const worker = async () => {
    while (next < entries.length) {
      await syncPath(entries[next++] as string);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}

/** fsync one file or directory. */
export async function syncPath(file: string): Promise<void> {
  const handle = await fs.promises.open(file, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

if (import.meta.main) {
  // Started by the server, whose mask it inherits; set again so that this file run on its own
  // builds a private database too.
  keepNewFilesPrivate();
  try {
    await createAsChildProcess(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${messageOf(error)}\n`);
    process.exitCode = 1;
  }
}
