// Backups of the embedded engine with PGlite's own pg_dump (@electric-sql/pglite-tools), and
// restores into a new embedded database that takes the old one's place only once complete.

import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { type Database, drizzleOptions } from '../client.ts';
import { embeddedThreadOf } from '../embedded-thread.ts';
import { migrate } from '../migrate.ts';
import {
  type BackupHeader,
  BackupRefusedError,
  backupFileName,
  writeBackupFile,
} from './format.ts';
import { databaseSchema } from './schema-version.ts';

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
 * Tables larger than this on disk are dumped on their own (docs/operations.md, "Limits"): PGlite's
 * pg_dump hands back its output as one string, which V8 caps at 512 MB.
 */
export const TABLE_PART_BYTES = 64 * 1024 * 1024;

/**
 * The SQL of a consistent snapshot of the engine's database, handed to `write` in parts. PGlite
 * has one connection, shared with the server when it runs: the dump holds PGlite's transaction
 * lock, so no transaction of the server is open while pg_dump reads (it waits for them to end,
 * and they wait for the dump), and the session settings pg_dump changes are put back before the
 * lock is released. A small database is one part; in a larger one each table above `tableBytes`
 * is a part of its own, between the schema before the data and the indexes and keys after it.
 * The parts, one after the other, are one SQL script.
 */
export async function dumpEmbedded(
  client: PGlite,
  write: (sql: string) => Promise<void>,
  { tableBytes = TABLE_PART_BYTES }: { tableBytes?: number } = {},
): Promise<void> {
  const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
  const searchPath =
    (await client.query<{ search_path: string }>('show search_path')).rows[0]?.search_path ??
    'public';
  // Read before the lock (pg_dump's queries run under it): which tables go on their own.
  const large = (
    await client.query<{ name: string }>(
      `select format('%I.%I', n.nspname, c.relname) as name
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema')
          and pg_table_size(c.oid) > $1
        order by 1`,
      [tableBytes],
    )
  ).rows.map((row) => row.name);
  const parts =
    large.length === 0
      ? [[]]
      : [
          ['--section=pre-data'],
          ['--section=data', ...large.map((table) => `--exclude-table-data=${table}`)],
          ...large.map((table) => ['--section=data', `--table=${table}`]),
          ['--section=post-data'],
        ];
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
    for (const args of parts) {
      let sql: string;
      try {
        const file = await pgDump({ pg: view as unknown as PGlite, args: [...DUMP_ARGS, ...args] });
        sql = await file.text();
      } catch (error) {
        if (error instanceof RangeError || /Cannot create a string longer/.test(String(error))) {
          throw new BackupRefusedError(
            `A table of this embedded database is too large for PGlite's pg_dump, which holds one table's dump as one string of at most 512 MB (docs/operations.md, "Limits"): ${args.join(' ')}.`,
          );
        }
        throw error;
      } finally {
        // pg_dump leaves its read-only snapshot transaction open (it would end with its
        // connection, which here is the server's), its prepared statements and search_path.
        for (const statement of [
          'ROLLBACK',
          'DEALLOCATE ALL',
          `SET search_path TO ${searchPath}`,
        ]) {
          await client.execProtocolRawStream(simpleQuery(statement), { onRawData: () => {} });
        }
      }
      await write(sql);
    }
  });
}

/**
 * Writes the gzipped SQL of a snapshot of `client`'s database into `payloadFile`, each part
 * compressed as it comes: the dump is never held whole. Runs in the engine's thread.
 */
export async function writeEmbeddedDump(
  client: PGlite,
  payloadFile: string,
  options: { tableBytes?: number } = {},
): Promise<void> {
  const gzip = zlib.createGzip();
  const written = pipeline(gzip, fs.createWriteStream(payloadFile, { mode: 0o600 }));
  try {
    await dumpEmbedded(
      client,
      async (sql) => {
        if (!gzip.write(sql)) await once(gzip, 'drain');
      },
      options,
    );
    gzip.end();
  } catch (error) {
    gzip.destroy(error as Error);
    await written.catch(() => {});
    throw error;
  }
  await written;
}

/** Writes a backup of the embedded database behind `db` into `outDir` or `outFile`. */
export async function backupEmbedded(
  db: Database,
  target: { outFile?: string; outDir?: string },
  options: { tableBytes?: number } = {},
): Promise<{ file: string; header: BackupHeader }> {
  const createdAt = new Date();
  const schema = await databaseSchema(db);
  const file =
    target.outFile ?? path.join(target.outDir ?? '.', backupFileName(createdAt, schema.schema.tag));
  const temporary = fs.mkdtempSync(path.join(os.tmpdir(), 'coursedesk-backup-'));
  try {
    const payloadFile = path.join(temporary, 'payload');
    // Written by the engine's thread (embedded-worker.ts), where PGlite runs.
    await embeddedThreadOf(db).dumpTo(payloadFile, options);
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

/** What a chunk of a dump's SQL holds at least before it is cut (at the end of a statement). */
const SQL_CHUNK_CHARS = 16 * 1024 * 1024;

/**
 * The SQL of an embedded backup's payload, read as it is uncompressed and handed on in chunks of
 * whole statements, so that no dump, however large, is ever one string. A chunk ends at a line
 * that ends a statement (`;`) outside any string literal: pg_dump writes its data with standard
 * conforming strings, where a quote inside a literal is doubled, so an even count of quotes
 * means no literal is open. The schema's function bodies come first, in the first chunk.
 */
export async function* embeddedSqlChunks(
  file: string,
  payloadOffset: number,
  chunkChars = SQL_CHUNK_CHARS,
): AsyncGenerator<string> {
  const text = fs.createReadStream(file, { start: payloadOffset }).pipe(zlib.createGunzip());
  text.setEncoding('utf8');
  let chunk = '';
  let quotes = 0;
  let rest = '';
  for await (const piece of text as AsyncIterable<string>) {
    rest += piece;
    let start = 0;
    for (let end = rest.indexOf('\n'); end >= 0; end = rest.indexOf('\n', start)) {
      const line = rest.slice(start, end + 1);
      start = end + 1;
      chunk += line;
      for (let at = line.indexOf("'"); at >= 0; at = line.indexOf("'", at + 1)) quotes += 1;
      if (chunk.length >= chunkChars && quotes % 2 === 0 && line.trimEnd().endsWith(';')) {
        yield chunk;
        chunk = '';
        quotes = 0;
      }
    }
    rest = rest.slice(start);
  }
  chunk += rest;
  if (chunk) yield chunk;
}

/**
 * Builds a new embedded database in `building` from a backup's SQL, in one transaction, then
 * applies the migrations the backup predates. Nothing else sees `building` until the caller
 * renames it into place.
 */
export async function buildEmbeddedFromSql(
  building: string,
  chunks: AsyncIterable<string>,
): Promise<void> {
  fs.rmSync(building, { recursive: true, force: true });
  const client = await PGlite.create({ dataDir: building, extensions: { pg_trgm } });
  try {
    await client.transaction(async (tx) => {
      for await (const sql of chunks) await tx.exec(sql);
    });
    // The dump empties search_path for its session.
    await client.exec('RESET search_path');
    await migrate(drizzle({ client, ...drizzleOptions }) as unknown as Database);
  } finally {
    await client.close();
  }
}
