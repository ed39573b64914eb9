// Backups of the embedded engine with PGlite's own pg_dump (@electric-sql/pglite-tools), and
// restores into a new embedded database that takes the old one's place only once complete.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { type Database, drizzleOptions } from '../client.ts';
import { embeddedThreadOf } from '../embedded.ts';
import { migrate } from '../migrate.ts';
import {
  type BackupHeader,
  BackupRefusedError,
  backupFileName,
  writeBackupFile,
} from './format.ts';
import { databaseSchema } from './schema-version.ts';

const gzip = promisify(zlib.gzip);
const gunzip = promisify(zlib.gunzip);

/** Without owners and grants: a restore belongs to whoever restores it, on either engine. */
export const DUMP_ARGS = ['--no-owner', '--no-privileges'];

/** A simple-protocol query, sent as raw bytes: it runs without waiting for PGlite's locks. */
function simpleQuery(text: string): Uint8Array {
  const body = Buffer.from(`${text}\0`);
  const message = Buffer.alloc(5 + body.length);
  message.write('Q', 0, 'latin1');
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
}

/**
 * The SQL of a consistent snapshot of the engine's database, taken in the engine's thread
 * (embedded-worker.ts; `EmbeddedThread.dumpSql` asks for it). PGlite has one connection, shared
 * with the server when it runs: the dump holds PGlite's transaction lock, so no transaction of
 * the server is open while pg_dump reads (it waits for them to end, and they wait for the dump),
 * and the session settings pg_dump changes are put back before the lock is released.
 */
export async function dumpEmbeddedSql(client: PGlite): Promise<string> {
  const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
  const searchPath =
    (await client.query<{ search_path: string }>('show search_path')).rows[0]?.search_path ??
    'public';
  return client._runExclusiveTransaction(async () => {
    // pgDump's own queries would wait for the lock held here: they are answered without it.
    const view = {
      query: async () => ({ rows: [{ search_path: searchPath }] }),
      exec: async () => [],
      execProtocolRawStream: (
        message: Uint8Array,
        options: Parameters<PGlite['execProtocolRawStream']>[1],
      ) => client.execProtocolRawStream(message, options),
    };
    try {
      try {
        const file = await pgDump({ pg: view as unknown as PGlite, args: DUMP_ARGS });
        return await file.text();
      } catch (error) {
        // PGlite's pg_dump reads its whole output as one string, which V8 caps at 512 MB.
        if (error instanceof RangeError || /Cannot create a string longer/.test(String(error))) {
          throw new BackupRefusedError(
            'This embedded database is too large for PGlite\'s pg_dump, which holds the whole dump as one string of at most 512 MB (docs/operations.md, "Limits").',
          );
        }
        throw error;
      }
    } finally {
      // pg_dump leaves its read-only snapshot transaction open (it would end with its
      // connection, which here is the server's), its prepared statements and search_path.
      for (const statement of ['ROLLBACK', 'DEALLOCATE ALL', `SET search_path TO ${searchPath}`]) {
        await client.execProtocolRawStream(simpleQuery(statement), { onRawData: () => {} });
      }
    }
  });
}

/** Writes a backup of the embedded database behind `db` into `outDir` or `outFile`. */
export async function backupEmbedded(
  db: Database,
  target: { outFile?: string; outDir?: string },
): Promise<{ file: string; header: BackupHeader }> {
  const createdAt = new Date();
  const schema = await databaseSchema(db);
  const payload = await gzip(await embeddedThreadOf(db).dumpSql());
  const file =
    target.outFile ?? path.join(target.outDir ?? '.', backupFileName(createdAt, schema.schema.tag));
  const temporary = fs.mkdtempSync(path.join(os.tmpdir(), 'coursedesk-backup-'));
  try {
    const payloadFile = path.join(temporary, 'payload');
    fs.writeFileSync(payloadFile, payload, { mode: 0o600 });
    const header = await writeBackupFile(file, payloadFile, {
      engine: 'embedded',
      payload: 'sql-gzip',
      createdAt: createdAt.toISOString(),
      ...schema,
    });
    return { file, header };
  } finally {
    fs.rmSync(temporary, { recursive: true, force: true });
  }
}

/** The SQL of an embedded backup's payload. */
export async function readEmbeddedSql(file: string, payloadOffset: number): Promise<string> {
  const buffer = fs.readFileSync(file).subarray(payloadOffset);
  return (await gunzip(buffer)).toString('utf8');
}

/**
 * Builds a new embedded database in `building` from a backup's SQL, in one transaction, then
 * applies the migrations the backup predates. Nothing else sees `building` until the caller
 * renames it into place.
 */
export async function buildEmbeddedFromSql(building: string, dumpSql: string): Promise<void> {
  fs.rmSync(building, { recursive: true, force: true });
  const client = await PGlite.create({ dataDir: building, extensions: { pg_trgm } });
  try {
    await client.transaction(async (tx) => {
      await tx.exec(dumpSql);
    });
    // The dump empties search_path for its session.
    await client.exec('RESET search_path');
    await migrate(drizzle({ client, ...drizzleOptions }) as unknown as Database);
  } finally {
    await client.close();
  }
}
