// npm run bench:memory -- [--engine embedded|postgres] [--duration S] [--connections N] [--quiet]
// The server's memory measured from outside, the way an operator sees it: the bundle started as
// `npm start` starts it (its own defaults: request logging at "info", demo data on a new
// database), 100 FAQs, then `--duration` seconds of `--connections` connections on one FAQ by id
// and as long on the list of 100. The peak is the kernel's own high-water mark of the process's
// resident set (VmHWM in /proc/PID/status, so nothing between two samples is missed), reset at
// the start of each phase (`5` written to /proc/PID/clear_refs), so each phase has its own.
// Linux only.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import {
  buildServerOnce,
  call,
  fillFaqs,
  parseEngine,
  parseWholeNumber,
  repoRoot,
  runBenchmark,
  runDatabase,
  signIn,
  type Target,
} from './bench-support.ts';
import { serverBundleFile } from './build.ts';

const USAGE = `Usage: npm run bench:memory -- [--engine embedded|postgres] [--duration S]
                             [--connections N] [--quiet]

--engine       embedded (default: a new database in a temporary directory) or postgres
               (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres: a new database
               is created beside it for the run and dropped afterwards)
--duration     seconds of load per phase (default 10)
--connections  concurrent connections (default 50)
--quiet        start the server as bench:api does (LOG_LEVEL=warn, DEMO_DATA=false) instead of
               with npm start's defaults, to tell the two apart`;

const FAQS = 100;

interface Options {
  engine: 'embedded' | 'postgres';
  duration: number;
  connections: number;
  quiet: boolean;
}

function parseOptions(argv: readonly string[]): Options | 'help' {
  const options: Options = { engine: 'embedded', duration: 10, connections: 50, quiet: false };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    if (flag === '--help' || flag === '-h') return 'help';
    if (flag === '--quiet') {
      options.quiet = true;
      continue;
    }
    const value = argv[++i];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (flag === '--engine') options.engine = parseEngine(value);
    else if (flag === '--duration') options.duration = parseWholeNumber(flag, value, 1);
    else if (flag === '--connections') options.connections = parseWholeNumber(flag, value, 1);
    else throw new Error(`Unknown option ${flag}`);
  }
  return options;
}

/** VmRSS and VmHWM of `pid` in MB. */
function memoryOf(pid: number): { rss: number; hwm: number } | undefined {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1]);
    return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
  } catch {
    return undefined;
  }
}

/** Starts the high-water mark of `pid`'s resident set again from its present size. */
function resetPeak(pid: number): void {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/**
 * The server bundle in a process of its own, its output read and dropped (as a terminal would
 * take it) but for the line with its address and the last lines, kept for an error.
 */
async function startBundle(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [serverBundleFile], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  let url: string | undefined;
  const read = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
    url ??= tail.match(/running on (http:\/\/\S+)/)?.[1];
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  while (!url) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${tail}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start:\n${tail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    pid: child.pid as number,
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

interface Phase {
  name: string;
  requestsPerSecond: number;
  peakMb: number;
  endMb: number;
}

async function loadPhase(
  name: string,
  pid: number,
  target: Target,
  urlPath: string,
  options: Options,
): Promise<Phase> {
  resetPeak(pid);
  const result = await autocannon({
    url: `${target.url}${urlPath}`,
    headers: target.headers,
    connections: options.connections,
    duration: options.duration,
  });
  const memory = memoryOf(pid);
  const wrong = result.non2xx + result.errors;
  if (wrong > 0) throw new Error(`${name}: ${wrong} requests failed`);
  return {
    name,
    requestsPerSecond: result.requests.average,
    peakMb: memory?.hwm ?? Number.NaN,
    endMb: memory?.rss ?? Number.NaN,
  };
}

async function main(options: Options): Promise<void> {
  const admin = {
    email: 'bench-memory@coursedesk.local',
    password: randomBytes(18).toString('base64url'),
  };
  const cleanups: (() => Promise<void>)[] = [];
  try {
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: '0',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      ...(options.quiet ? { LOG_LEVEL: 'warn', DEMO_DATA: 'false' } : {}),
    };
    Object.assign(env, await runDatabase(options.engine, 'memory', cleanups));
    await buildServerOnce();
    const server = await startBundle(env);
    cleanups.push(() => server.stop());
    const started = memoryOf(server.pid);

    const target = await signIn(server.url, admin);
    await fillFaqs(target, FAQS);
    const list = await call(target, 'GET', '/api/admin/faqs');
    const first = (list.data as { _id: string }[])[0];
    if (!first) throw new Error('the FAQ list is empty');

    const phases = [
      await loadPhase('faq by id', server.pid, target, `/api/admin/faqs/${first._id}`, options),
      await loadPhase(`faq list (${FAQS})`, server.pid, target, '/api/admin/faqs', options),
    ];

    const how = options.quiet ? 'LOG_LEVEL=warn, DEMO_DATA=false' : "npm start's defaults";
    process.stdout.write(
      `Coursedesk memory from outside: ${options.engine} engine, new database, ${how}, ` +
        `${options.connections} connections, ${options.duration} s per phase, on ` +
        `${os.cpus().length} cores.\n` +
        `Ready: ${started?.rss.toFixed(0)} MB resident, peak ${started?.hwm.toFixed(0)} MB while starting.\n`,
    );
    const rows = [
      ['phase', 'req/s', 'peak RSS MB (VmHWM)', 'RSS at end MB'],
      ...phases.map((phase) => [
        phase.name,
        phase.requestsPerSecond.toFixed(0),
        phase.peakMb.toFixed(0),
        phase.endMb.toFixed(0),
      ]),
    ];
    const widths = rows[0]?.map((_, column) =>
      Math.max(...rows.map((row) => row[column]?.length ?? 0)),
    );
    for (const row of rows) {
      process.stdout.write(
        `${row.map((cell, column) => cell.padEnd(widths?.[column] ?? 0)).join('  ')}\n`,
      );
    }
    const peak = Math.max(started?.hwm ?? 0, ...phases.map((phase) => phase.peakMb));
    process.stdout.write(`Peak of the whole run: ${peak.toFixed(0)} MB.\n`);
  } finally {
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) => {
        process.stderr.write(`cleanup failed: ${String(error)}\n`);
      });
    }
  }
}

await runBenchmark(USAGE, parseOptions, main);
