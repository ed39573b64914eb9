// What the benchmark scripts share: their command-line frame, the server process they measure,
// a database of their own for the run, its memory, and the statistics they print.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { migrate } from '../src/db/migrate.ts';
import { openDatabase } from '../src/db/open.ts';
import { users } from '../src/db/schema/index.ts';
import { seedVolume, type VolumeCounts } from '../src/demo/volume.ts';
import { buildServer, serverBundleFile } from './build.ts';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Runs a benchmark's `main` with its parsed options: `--help` prints the usage, and a bad option
 * prints its message with the usage and exits 2, before anything is started.
 */
export async function runBenchmark<Options>(
  usage: string,
  parse: (argv: string[]) => Options | 'help',
  main: (options: Options) => Promise<void>,
): Promise<void> {
  let options: Options | 'help';
  try {
    options = parse(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${usage}\n`);
    process.exitCode = 2;
    return;
  }
  if (options === 'help') {
    process.stdout.write(`${usage}\n`);
    return;
  }
  await main(options);
}

/** The process's resident set in MB, from /proc (Linux); undefined elsewhere. */
export function rssMb(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The CPU time (user and system, ms) the process has used so far, from /proc (Linux; clock ticks
 * of 10 ms); undefined elsewhere. On a machine shared with other work this, unlike the time
 * between two moments, counts only the process's own work.
 */
export function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's name (in parentheses): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

export interface StartedProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  stop(): Promise<void>;
}

/** Spawns a Node process from the repository root and waits for the line that gives its address. */
export async function startProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
  addressPattern: RegExp,
): Promise<StartedProcess> {
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const url = output.match(addressPattern)?.[1];
    if (url) {
      return {
        child,
        url,
        output: () => output,
        async stop() {
          if (child.exitCode === null) child.kill('SIGTERM');
          await exited;
        },
      };
    }
    if (child.exitCode !== null) throw new Error(`process exited:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`process did not start:\n${output}`);
}

let bundleBuilt: Promise<void> | undefined;

/** Builds the server bundle from the current sources, once per run. */
export function buildServerOnce(): Promise<void> {
  bundleBuilt ??= buildServer();
  return bundleBuilt;
}

/**
 * Starts the Coursedesk server as `npm start` runs it (the bundle, built once per run from the
 * current sources) with the given environment.
 */
export async function startServer(env: NodeJS.ProcessEnv, nodeFlags: string[] = []) {
  await buildServerOnce();
  return startProcess([...nodeFlags, serverBundleFile], env, /running on (http:\/\/\S+)/);
}

/** A PostgreSQL database beside `baseUrl` for this run only; `drop` removes it. */
export async function createRunDatabase(
  baseUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/** The p-th percentile of ascending values (nearest rank); NaN when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** The median of any values (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

/**
 * Walks the `--flag value` pairs of a command line, giving each to `take` (which throws on a flag
 * it does not know); `'help'` when `--help` or `-h` is among them.
 */
export function readFlags(
  argv: readonly string[],
  take: (flag: string, value: string) => void,
): 'help' | undefined {
  for (let i = 0; i < argv.length; i += 2) {
    const [flag = '', value] = [argv[i], argv[i + 1]];
    if (flag === '--help' || flag === '-h') return 'help';
    if (value === undefined) throw new Error(`${flag} needs a value`);
    take(flag, value);
  }
  return undefined;
}

/** A new data directory for a run's server in the system's temporary folder, removed at the end. */
export function tempDataDir(name: string, cleanups: (() => Promise<void>)[]): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `coursedesk-bench-${name}-`));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  return dataDir;
}

/** Where a run's server keeps its data: the variables of its environment that say so. */
export interface RunDatabase {
  DATA_DIR: string;
  /** PostgreSQL; without it, the embedded database in DATA_DIR. */
  DATABASE_URL?: string;
}

/**
 * A new database for a run's server, removed at the end through `cleanups`: a temporary data
 * directory (the embedded database's home, and the uploads'), and with `postgres` a new database
 * beside DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) as well.
 */
export async function runDatabase(
  engine: 'embedded' | 'postgres',
  name: string,
  cleanups: (() => Promise<void>)[],
): Promise<RunDatabase> {
  const dataDir = tempDataDir(name, cleanups);
  if (engine === 'embedded') return { DATA_DIR: dataDir };
  const database = await createRunDatabase(
    process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    `coursedesk_bench_${name}`,
  );
  cleanups.push(() => database.drop());
  return { DATA_DIR: dataDir, DATABASE_URL: database.url };
}

/** Opens a run's database from outside its server (the embedded one must not be open there). */
function openRunDatabase(database: RunDatabase) {
  return openDatabase(
    database.DATABASE_URL
      ? { url: database.DATABASE_URL }
      : { dataDir: path.join(database.DATA_DIR, 'db') },
  );
}

/**
 * The environment of a run's server: on a free loopback port, quiet, without the demo business,
 * with `admin` as its first account and a new token secret; `more` adds to it or overrides.
 */
export function benchServerEnv(
  admin: { email: string; password: string },
  more: NodeJS.ProcessEnv = {},
): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'false',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    ...more,
  };
}

/** The value of `--engine`: the embedded database or PostgreSQL. */
export function parseEngine(value: string): 'embedded' | 'postgres' {
  if (value !== 'embedded' && value !== 'postgres') {
    throw new Error('--engine must be embedded or postgres');
  }
  return value;
}

/** How the benches that load endpoints with autocannon run each one. */
export interface LoadOptions {
  /** Seconds measured. */
  duration: number;
  /** Seconds of load before the measure, 0 for none. */
  warmup: number;
  connections: number;
}

/** Takes `--duration`, `--warmup` or `--connections` into `options`; false for any other flag. */
export function takeLoadFlag(options: LoadOptions, flag: string, value: string): boolean {
  if (flag !== '--duration' && flag !== '--warmup' && flag !== '--connections') return false;
  options[flag.slice(2) as keyof LoadOptions] = parseWholeNumber(
    flag,
    value,
    flag === '--warmup' ? 0 : 1,
  );
  return true;
}

/** A whole-number option of at least `min`. */
export function parseWholeNumber(flag: string, value: string, min: number): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min) throw new Error(`${flag} must be a whole number`);
  return number;
}

/**
 * Fills a run's new database with volume data (server/src/demo/volume.ts) before its server
 * starts.
 */
export async function seedRunDatabase(database: RunDatabase, counts: VolumeCounts): Promise<void> {
  if (counts.customers + counts.payments + counts.inquiries === 0) return;
  const handle = await openRunDatabase(database);
  try {
    await migrate(handle.db);
    const started = performance.now();
    await seedVolume(handle.db, counts);
    process.stdout.write(
      `Seeded ${counts.customers} customers, ${counts.payments} payments and ${counts.inquiries} ` +
        `inquiries in ${((performance.now() - started) / 1000).toFixed(0)} s.\n`,
    );
  } finally {
    await handle.close();
  }
}

/**
 * Removes the account `email` from an existing database before a run's server starts, so that the
 * server creates it again from ADMIN_EMAIL and ADMIN_PASSWORD (each run has a new password).
 */
export async function forgetAccount(database: RunDatabase, email: string): Promise<void> {
  const handle = await openRunDatabase(database);
  try {
    await migrate(handle.db);
    await handle.db.delete(users).where(eq(users.email, email));
  } finally {
    await handle.close();
  }
}

/** What a benchmark needs of the running app: its address and a signed-in admin's headers. */
export interface Target {
  url: string;
  headers: Record<string, string>;
}

/** One JSON request to the app; throws unless it answers with a 2xx status. */
export async function call(
  target: Target,
  method: string,
  urlPath: string,
  body?: unknown,
): Promise<{ success: boolean; data?: unknown; message?: string }> {
  const response = await fetch(`${target.url}${urlPath}`, {
    method,
    headers: {
      ...target.headers,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { success: boolean; data?: unknown; message?: string };
  if (!response.ok) throw new Error(`${method} ${urlPath}: ${response.status} ${json.message}`);
  return json;
}

/** Signs `account` in and returns its bearer token. */
export async function signInToken(
  url: string,
  account: { email: string; password: string },
): Promise<string> {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const { data } = (await login.json()) as { data: { token: string } };
  return data.token;
}

/** Signs `account` in and returns the app's address with its bearer header. */
export async function signIn(
  url: string,
  account: { email: string; password: string },
): Promise<Target> {
  return { url, headers: { authorization: `Bearer ${await signInToken(url, account)}` } };
}

/** Adds FAQs until the list holds `size` of them. */
export async function fillFaqs(target: Target, size: number): Promise<void> {
  const faqs = await call(target, 'GET', '/api/admin/faqs');
  // The list is paged: its total says how many FAQs there are.
  const faqCount = (faqs as { pagination?: { total: number } }).pagination?.total ?? 0;
  for (let id = faqCount + 1; id <= size; id++) {
    await call(target, 'POST', '/api/admin/faqs', {
      id,
      question: `How does question number ${id} get answered?`,
      answer: `Answer ${id}: ${'a sentence of ordinary length that fills the answer. '.repeat(3)}`,
    });
  }
}

/** What `loadBinary` measured. */
export interface BinaryLoad {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers other than 200, and failed requests. */
  errors: number;
}

/**
 * `connections` keep-alive connections asking for `url` one request after another for
 * `durationSeconds`, with Node's own HTTP client; each answer is read to its end. For answers of
 * binary bytes (images): autocannon's client reads them at about 80 MB/s, so it, not the server,
 * set the figure (1,694 req/s from a bare `node:http` server sending 48 KB of random bytes, where
 * this client reaches 9,699 on the same machine, and autocannon 30,517 when the 48 KB are one
 * repeated byte).
 */
export async function loadBinary(
  url: string,
  connections: number,
  durationSeconds: number,
): Promise<BinaryLoad> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const get = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      http
        .get(url, { agent }, (response) => {
          if (response.statusCode !== 200) errors += 1;
          response.resume();
          response.on('end', () => {
            latencies.push(performance.now() - started);
            resolve();
          });
          response.on('error', () => {
            errors += 1;
            resolve();
          });
        })
        .on('error', () => {
          errors += 1;
          resolve();
        });
    });
  const start = performance.now();
  const until = start + durationSeconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) await get();
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  };
}
