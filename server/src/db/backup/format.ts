// A Coursedesk backup file: one line that names the product, one JSON line that describes the
// snapshot (engine, schema version, size and SHA-256 of what follows), then the snapshot itself:
// pg_dump's custom format (PostgreSQL) or the SQL of PGlite's pg_dump, gzipped (embedded).
// docs/operations.md describes backups and restores.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import { type MigrationInfo, serverMigrations } from './schema-version.ts';

export const MAGIC = 'COURSEDESK-BACKUP 1';

const headerSchema = z.object({
  engine: z.enum(['postgres', 'embedded']),
  /** `pg_dump-custom`: pg_dump -Fc; `sql-gzip`: plain SQL with INSERTs, gzipped. */
  payload: z.enum(['pg_dump-custom', 'sql-gzip']),
  createdAt: z.string(),
  /** The latest migration the snapshot's database had applied (its schema version). */
  schema: z.object({ tag: z.string(), when: z.number() }),
  /** Every migration it had applied, by hash: a backup with one the server lacks is newer. */
  migrations: z.array(z.string()),
  bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export type BackupHeader = z.infer<typeof headerSchema>;

/** A backup refused before anything was changed; the message says why. */
export class BackupRefusedError extends Error {}

/** `coursedesk-<time>-<schema tag>.backup`, the time in UTC, sortable and safe in file names. */
export function backupFileName(createdAt: Date, schemaTag: string): string {
  const time = createdAt
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return `coursedesk-${time}-${schemaTag}.backup`;
}

function headerLines(header: BackupHeader): Buffer {
  return Buffer.from(`${MAGIC}\n${JSON.stringify(header)}\n`);
}

/**
 * Writes `payloadFile` behind its header into `target`, through a temporary file renamed into
 * place: a backup file that exists is complete.
 */
export async function writeBackupFile(
  target: string,
  payloadFile: string,
  describe: Omit<BackupHeader, 'bytes' | 'sha256'>,
): Promise<BackupHeader> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(payloadFile), hash);
  const header: BackupHeader = {
    ...describe,
    bytes: fs.statSync(payloadFile).size,
    sha256: hash.digest('hex'),
  };
  const temporary = `${target}.partial`;
  fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true, mode: 0o700 });
  const out = fs.createWriteStream(temporary, { mode: 0o600 });
  out.write(headerLines(header));
  await pipeline(fs.createReadStream(payloadFile), out);
  const handle = await fs.promises.open(temporary, 'r');
  await handle.sync();
  await handle.close();
  fs.renameSync(temporary, target);
  return header;
}

/** Reads the two header lines; a file that does not start with them is not a Coursedesk backup. */
export function readBackupHeader(file: string): { header: BackupHeader; payloadOffset: number } {
  let handle: number;
  try {
    handle = fs.openSync(file, 'r');
  } catch (error) {
    throw new BackupRefusedError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  try {
    const start = Buffer.alloc(64 * 1024);
    const length = fs.readSync(handle, start, 0, start.length, 0);
    const text = start.subarray(0, length).toString('latin1');
    const first = text.indexOf('\n');
    const second = text.indexOf('\n', first + 1);
    if (text.slice(0, first) !== MAGIC || second < 0) {
      throw new BackupRefusedError(
        `${file} is not a Coursedesk backup (it does not start with "${MAGIC}").`,
      );
    }
    const parsed = headerSchema.safeParse(safeJson(text.slice(first + 1, second)));
    if (!parsed.success) {
      throw new BackupRefusedError(`${file} has a damaged or unknown Coursedesk backup header.`);
    }
    return {
      header: parsed.data,
      payloadOffset: Buffer.byteLength(text.slice(0, second + 1), 'latin1'),
    };
  } finally {
    fs.closeSync(handle);
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Checks a backup before a restore touches anything: a Coursedesk backup, complete (its size and
 * SHA-256 match), and of a schema this server knows (not from a newer version).
 */
export async function checkBackupFile(
  file: string,
  migrations: readonly MigrationInfo[] = serverMigrations(),
): Promise<{ header: BackupHeader; payloadOffset: number }> {
  const { header, payloadOffset } = readBackupHeader(file);
  const size = fs.statSync(file).size - payloadOffset;
  if (size !== header.bytes) {
    throw new BackupRefusedError(
      `${file} is truncated or damaged: it holds ${size} bytes of data where its header says ${header.bytes}.`,
    );
  }
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file, { start: payloadOffset }), hash);
  if (hash.digest('hex') !== header.sha256) {
    throw new BackupRefusedError(`${file} is damaged: its checksum does not match its content.`);
  }
  const known = new Set(migrations.map((migration) => migration.hash));
  const unknown = header.migrations.filter((hash) => !known.has(hash));
  if (unknown.length > 0) {
    const latest = migrations.at(-1)?.tag ?? 'none';
    throw new BackupRefusedError(
      `${file} comes from a newer Coursedesk (schema ${header.schema.tag}; this server's is ${latest}). ` +
        'Restore it with that version or a later one.',
    );
  }
  return { header, payloadOffset };
}
