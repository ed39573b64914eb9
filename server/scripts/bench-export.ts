// npm run bench:export -- [--engine embedded|postgres] [--customers N] [--runs N]
// Seeds a new database with N customers (default 200,000), starts the real server in its own
// process, signs in and downloads GET /api/customers/export `--runs` times. Prints rows/s and the
// server's resident memory before and at its peak during each export: the export streams, so the
// growth must stay small whatever the number of rows.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import {
  benchServerEnv,
  median,
  parseEngine,
  parseWholeNumber,
  readFlags,
  rssMb,
  runBenchmark,
  runDatabase,
  seedRunDatabase,
  signInToken,
  startServer,
} from './bench-support.ts';

const USAGE = `Usage: npm run bench:export -- [--engine embedded|postgres] [--customers N] [--runs N]

--engine     embedded (default: a new PGlite database in a temporary directory) or postgres
             (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres: a new database is
             created beside it for the run and dropped afterwards)
--customers  customers seeded before the server starts (default 200000)
--runs       exports measured (default 3); the medians are printed`;

interface Options {
  engine: 'embedded' | 'postgres';
  customers: number;
  runs: number;
}

function parseOptions(argv: readonly string[]): Options | 'help' {
  const options: Options = { engine: 'embedded', customers: 200_000, runs: 3 };
  const help = readFlags(argv, (flag, value) => {
    if (flag === '--engine') options.engine = parseEngine(value);
    else if (flag === '--customers') options.customers = parseWholeNumber(flag, value, 1);
    else if (flag === '--runs') options.runs = parseWholeNumber(flag, value, 1);
    else throw new Error(`Unknown option ${flag}`);
  });
  return help ?? options;
}

interface Measured {
  rows: number;
  seconds: number;
  baselineMb: number;
  peakMb: number;
}

/** Reads the whole download, counting its lines, while sampling the server's memory. */
async function measureExport(url: string, token: string, pid: number | undefined) {
  const baselineMb = rssMb(pid) ?? Number.NaN;
  let peakMb = baselineMb;
  const sampler = setInterval(() => {
    peakMb = Math.max(peakMb, rssMb(pid) ?? 0);
  }, 50);
  const started = performance.now();
  try {
    const response = await fetch(`${url}/api/customers/export?format=csv`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
    });
    if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
    let lines = 0;
    for await (const chunk of response.body) {
      for (const byte of chunk as Uint8Array) if (byte === 10) lines += 1;
    }
    const seconds = (performance.now() - started) / 1000;
    // Every record ends in CRLF; the header is one of them.
    return { rows: lines - 1, seconds, baselineMb, peakMb } satisfies Measured;
  } finally {
    clearInterval(sampler);
  }
}

async function main(options: Options): Promise<void> {
  const cleanups: (() => Promise<void>)[] = [];
  const admin = {
    email: 'bench-export@coursedesk.local',
    password: randomBytes(18).toString('base64url'),
  };
  try {
    process.stdout.write(
      `Coursedesk export benchmark: ${options.engine} engine, ${options.customers} customers, ` +
        `${options.runs} runs, on ${os.cpus().length} cores (${os.cpus()[0]?.model})\n`,
    );
    const database = await runDatabase(options.engine, 'export', cleanups);
    await seedRunDatabase(database, { customers: options.customers, payments: 0, inquiries: 0 });
    const app = await startServer(benchServerEnv(admin, { ...database }));
    cleanups.push(() => app.stop());
    const token = await signInToken(app.url, admin);

    const results: Measured[] = [];
    for (let run = 1; run <= options.runs; run++) {
      const result = await measureExport(app.url, token, app.child.pid);
      results.push(result);
      process.stdout.write(
        `  run ${run}: ${result.rows} rows in ${result.seconds.toFixed(2)} s ` +
          `(${Math.round(result.rows / result.seconds)} rows/s), server RSS ` +
          `${result.baselineMb.toFixed(0)} -> peak ${result.peakMb.toFixed(0)} MB ` +
          `(+${(result.peakMb - result.baselineMb).toFixed(0)} MB)\n`,
      );
    }
    const rowsPerSecond = median(results.map((r) => r.rows / r.seconds));
    const growth = median(results.map((r) => r.peakMb - r.baselineMb));
    process.stdout.write(
      `\nmedian: ${Math.round(rowsPerSecond)} rows/s; server RSS growth during the export ` +
        `${growth.toFixed(0)} MB (peak ${median(results.map((r) => r.peakMb)).toFixed(0)} MB)\n`,
    );
  } finally {
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) => {
        process.stderr.write(`cleanup failed: ${String(error)}\n`);
      });
    }
  }
}

await runBenchmark(USAGE, parseOptions, main);
