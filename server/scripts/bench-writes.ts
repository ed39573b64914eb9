// npm run bench:writes -- [--writes N] [--dir PATH]
// What durability costs the embedded engine: the time of one single-row insert (its own
// transaction, committed) with every commit synced to disk (the server's setting) and without.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client.ts';
import { openDatabase } from '../src/db/open.ts';
import { percentile, runBenchmark } from './bench-support.ts';

const USAGE = `Usage: npm run bench:writes -- [--writes N] [--dir PATH]

Creates two temporary embedded databases under PATH (default: the current directory, so on the
disk ./data lives on), one syncing every commit to disk and one not, and times N (default 200,
after 20 warm-up writes) single-row inserts on each, interleaved in rounds. Prints the median and
95th percentile in milliseconds. The databases are removed afterwards.`;
const WARM_UP = 20;
const ROUNDS = 4;

interface Options {
  writes: number;
  dir: string;
}

function parseOptions(argv: string[]): Options | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      writes: { type: 'string' },
      dir: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return 'help';
  const writes = Number(values.writes ?? 200);
  if (!Number.isInteger(writes) || writes < ROUNDS) {
    throw new Error(`--writes must be a whole number of at least ${ROUNDS}`);
  }
  return { writes, dir: path.resolve(values.dir ?? '.') };
}

async function insertOne(database: DatabaseHandle, n: number): Promise<number> {
  const started = performance.now();
  await database.db.execute(
    sql`insert into bench_writes (title, body) values (${`Row ${n}`}, ${'x'.repeat(200)})`,
  );
  return performance.now() - started;
}

async function main(options: Options): Promise<void> {
  const root = fs.mkdtempSync(path.join(options.dir, '.bench-writes-'));
  // Ctrl-C mid-run: the temporary databases go too.
  process.once('SIGINT', () => {
    fs.rmSync(root, { recursive: true, force: true });
    process.stderr.write('\nInterrupted.\n');
    process.exit(130);
  });
  const modes = [
    { label: 'fsync off (without the durability change)', durable: false, times: [] as number[] },
    { label: 'fsync on  (the server’s setting)', durable: true, times: [] as number[] },
  ];
  const handles: DatabaseHandle[] = [];
  try {
    process.stdout.write(`Creating two embedded databases in ${root} …\n`);
    for (const [index, mode] of modes.entries()) {
      const handle = await openDatabase({
        dataDir: path.join(root, `db-${index}`),
        durable: mode.durable,
      });
      handles.push(handle);
      await handle.db.execute(
        sql`create table bench_writes (id bigserial primary key, title text not null, body text not null, created_at timestamptz not null default now())`,
      );
      for (let n = 0; n < WARM_UP; n++) await insertOne(handle, n);
    }
    const perRound = Math.ceil(options.writes / ROUNDS);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, mode] of modes.entries()) {
        const handle = handles[index] as DatabaseHandle;
        for (let n = 0; n < perRound && mode.times.length < options.writes; n++) {
          mode.times.push(await insertOne(handle, n));
        }
      }
    }
    process.stdout.write(
      `\nSingle-row inserts, ${options.writes} per setting, ${ROUNDS} interleaved rounds:\n`,
    );
    for (const mode of modes) {
      const sorted = [...mode.times].sort((a, b) => a - b);
      process.stdout.write(
        `  ${mode.label}: median ${percentile(sorted, 50).toFixed(2)} ms, ` +
          `p95 ${percentile(sorted, 95).toFixed(2)} ms\n`,
      );
    }
  } finally {
    for (const handle of handles) await handle.close();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

runBenchmark(USAGE, parseOptions, main).catch((error: unknown) => {
  process.stderr.write(`bench:writes failed: ${(error as Error).stack ?? String(error)}\n`);
  process.exitCode = 1;
});
