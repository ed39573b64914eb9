// Backups of PostgreSQL with its own client tools (pg_dump, pg_restore, psql), and restores into
// a PostgreSQL database in one transaction: interrupted, it leaves the database as it was.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { DUMP_ARGS } from './embedded.ts';
import {
  type BackupHeader,
  BackupRefusedError,
  backupFileName,
  writeBackupFile,
} from './format.ts';
import type { MigrationInfo } from './schema-version.ts';

/** The Debian package that brings pg_dump, pg_restore and psql. */
export const CLIENT_PACKAGE = 'postgresql-client';

/**
 * The connection as libpq's environment variables, so no password shows in the list of
 * processes (a URL on the command line would).
 */
export function libpqEnvironment(url: string): NodeJS.ProcessEnv {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  const set = (name: string, value: string | null | undefined) => {
    if (value) env[name] = value;
  };
  set('PGHOST', decodeURIComponent(parsed.hostname) || parsed.searchParams.get('host'));
  set('PGPORT', parsed.port || parsed.searchParams.get('port'));
  set('PGUSER', decodeURIComponent(parsed.username) || parsed.searchParams.get('user'));
  set('PGPASSWORD', decodeURIComponent(parsed.password) || parsed.searchParams.get('password'));
  set(
    'PGDATABASE',
    decodeURIComponent(parsed.pathname.slice(1)) || parsed.searchParams.get('dbname'),
  );
  set('PGSSLMODE', parsed.searchParams.get('sslmode'));
  set('PGSSLROOTCERT', parsed.searchParams.get('sslrootcert'));
  set('PGCONNECT_TIMEOUT', parsed.searchParams.get('connect_timeout'));
  set('PGAPPNAME', 'coursedesk-backup');
  return env;
}

interface RunResult {
  code: number | null;
  stderr: string;
}

/** Runs a client tool; a missing one is reported with the package that brings it. */
function run(
  tool: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  io: { stdin?: Readable; stdout?: NodeJS.WritableStream } = {},
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, {
      env,
      stdio: [io.stdin ? 'pipe' : 'ignore', io.stdout ? 'pipe' : 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new BackupRefusedError(
              `${tool} was not found: install the PostgreSQL client tools (the Debian package ${CLIENT_PACKAGE}, of the server's major version or newer).`,
            )
          : error,
      );
    });
    if (io.stdin && child.stdin) {
      io.stdin.pipe(child.stdin);
      child.stdin.on('error', () => {});
    }
    if (io.stdout && child.stdout) child.stdout.pipe(io.stdout as NodeJS.WritableStream);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

async function toolMajor(tool: string): Promise<number> {
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const child = spawn(tool, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] });
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupRefusedError(
              `${tool} was not found: install the PostgreSQL client tools (the Debian package ${CLIENT_PACKAGE}, of the server's major version or newer).`,
            )
          : error,
      ),
    );
    child.on('close', () => resolve());
  });
  const match = /(\d+)(?:\.\d+)?/.exec(output);
  return match ? Number(match[1]) : 0;
}

/** The server's major version (server_version_num 150020 → 15). */
async function serverMajor(client: pg.Client): Promise<number> {
  const result = await client.query<{ v: string }>('show server_version_num');
  return Math.floor(Number(result.rows[0]?.v) / 10_000);
}

/** pg_dump refuses a newer server; say so before it does, naming the package to install. */
async function checkTools(client: pg.Client, tools: string[]): Promise<void> {
  const server = await serverMajor(client);
  for (const tool of tools) {
    const major = await toolMajor(tool);
    if (major < server) {
      throw new BackupRefusedError(
        `${tool} ${major} is older than the PostgreSQL ${server} server: install the client tools of version ${server} or newer (the Debian package ${CLIENT_PACKAGE}-${server}, or ${CLIENT_PACKAGE} where it is that version).`,
      );
    }
  }
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/** The schema version recorded in the database (format.ts's header fields). */
async function schemaOf(
  client: pg.Client,
  known: readonly MigrationInfo[],
): Promise<{ migrations: string[]; schema: { tag: string; when: number } }> {
  const result = await client.query<{ hash: string; created_at: string }>(
    'select hash, created_at from schema_migrations order by created_at, hash',
  );
  const byHash = new Map(known.map((migration) => [migration.hash, migration.tag]));
  const last = result.rows.at(-1);
  const when = last ? Number(last.created_at) : 0;
  return {
    migrations: result.rows.map((row) => row.hash),
    schema: { tag: (last && byHash.get(last.hash)) ?? (last ? String(when) : 'empty'), when },
  };
}

/**
 * pg_dump in its custom format: one consistent snapshot (a repeatable-read transaction) while
 * the server goes on serving.
 */
export async function backupPostgres(
  url: string,
  target: { outFile?: string; outDir?: string },
  known: readonly MigrationInfo[],
): Promise<{ file: string; header: BackupHeader }> {
  const client = await connect(url);
  let schema: Awaited<ReturnType<typeof schemaOf>>;
  try {
    await checkTools(client, ['pg_dump']);
    schema = await schemaOf(client, known);
  } finally {
    await client.end();
  }
  const createdAt = new Date();
  const file =
    target.outFile ?? path.join(target.outDir ?? '.', backupFileName(createdAt, schema.schema.tag));
  const temporary = fs.mkdtempSync(path.join(os.tmpdir(), 'coursedesk-backup-'));
  try {
    const payloadFile = path.join(temporary, 'payload');
    const result = await run(
      'pg_dump',
      ['--format=custom', ...DUMP_ARGS, `--file=${payloadFile}`],
      libpqEnvironment(url),
    );
    if (result.code !== 0) throw new Error(`pg_dump failed: ${result.stderr.trim()}`);
    const header = await writeBackupFile(file, payloadFile, {
      engine: 'postgres',
      payload: 'pg_dump-custom',
      createdAt: createdAt.toISOString(),
      ...schema,
    });
    return { file, header };
  } finally {
    fs.rmSync(temporary, { recursive: true, force: true });
  }
}

/** Lines a newer pg_dump writes that an older server does not know. */
const unknownToOlderServers = /^SET transaction_timeout = 0;$/;

/**
 * Runs `sql` (a stream of a dump's SQL) in one transaction with psql, after emptying the public
 * schema: the database ends up as the dump or, on any error, as it was. COMMIT is sent only once
 * the whole stream has been read; a stream that breaks ends psql without it, which rolls back.
 */
export async function restoreSqlIntoPostgres(url: string, sql: Readable): Promise<void> {
  const client = await connect(url);
  try {
    await checkTools(client, ['psql']);
  } finally {
    await client.end();
  }
  const statements = Readable.from(
    (async function* () {
      yield 'BEGIN;\nDROP SCHEMA IF EXISTS public CASCADE;\nCREATE SCHEMA public;\n';
      let rest = '';
      for await (const chunk of sql) {
        rest += chunk.toString();
        const lines = rest.split('\n');
        rest = lines.pop() ?? '';
        yield `${lines.filter((line) => !unknownToOlderServers.test(line)).join('\n')}\n`;
      }
      if (rest && !unknownToOlderServers.test(rest)) yield `${rest}\n`;
      yield 'COMMIT;\n';
    })(),
  );
  const result = await run(
    'psql',
    ['--no-psqlrc', '--quiet', '--set=ON_ERROR_STOP=1', '--file=-'],
    libpqEnvironment(url),
    { stdin: statements, stdout: fs.createWriteStream(os.devNull) },
  );
  if (result.code !== 0) {
    throw new Error(`the restore failed and changed nothing: ${lastLines(result.stderr)}`);
  }
}

/**
 * pg_restore turns a custom-format payload into SQL (in full, before anything is changed), which
 * psql then applies in one transaction.
 */
export async function restorePostgresPayload(
  url: string,
  file: string,
  payloadOffset: number,
): Promise<void> {
  const client = await connect(url);
  try {
    await checkTools(client, ['pg_restore', 'psql']);
  } finally {
    await client.end();
  }
  const temporary = fs.mkdtempSync(path.join(os.tmpdir(), 'coursedesk-restore-'));
  try {
    const payloadFile = path.join(temporary, 'payload');
    const sqlFile = path.join(temporary, 'restore.sql');
    await pipeline(
      fs.createReadStream(file, { start: payloadOffset }),
      fs.createWriteStream(payloadFile),
    );
    const converted = await run(
      'pg_restore',
      [`--file=${sqlFile}`, ...DUMP_ARGS, payloadFile],
      process.env,
    );
    if (converted.code !== 0) {
      throw new Error(`pg_restore could not read the backup: ${lastLines(converted.stderr)}`);
    }
    await restoreSqlIntoPostgres(url, fs.createReadStream(sqlFile));
  } finally {
    fs.rmSync(temporary, { recursive: true, force: true });
  }
}

function lastLines(text: string): string {
  return text.trim().split('\n').slice(-3).join(' ');
}
