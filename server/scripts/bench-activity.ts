// npm run bench:activity -- [--writes N] [--entries N] [--engine embedded|postgres] [--database-url URL]
// What the activity entry adds to a write: one FAQ updated in its own transaction as an editor's
// save runs it (row locked, its version locked and checked, row updated, version advanced,
// committed), timed without an entry and with the entry recordActivity writes (which carries the
// version's advance in its statement), the two interleaved in rounds on one migrated database. With --entries, then the Activity list over
// that many entries: page 1 and a person's page in one area, as the service reads them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { recordActivities } from '../src/db/activity.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { openDatabase } from '../src/db/open.ts';
import { advanceVersion } from '../src/db/record-versions.ts';
import { activity, faqs } from '../src/db/schema/index.ts';
import { activityList } from '../src/modules/activity/repository.ts';
import { createRunDatabase, percentile, runBenchmark } from './bench-support.ts';

const USAGE = `Usage: npm run bench:activity -- [--writes N] [--entries N] [--engine embedded|postgres] [--database-url URL]

Creates a new database (embedded in a temporary folder, or on PostgreSQL a temporary database
next to --database-url, default postgres://postgres@127.0.0.1:5432/postgres), migrates it and
times N (default 400, after 40 warm-up writes) single-row updates of a FAQ, each in its own
transaction with its version checked and advanced, without and with its activity entry, interleaved in rounds. Prints the median and
95th percentile of each and the entry's share of the median. With --entries N (e.g. 1000000),
then fills the log with N entries (20 accounts, 8 areas, 50,000 records) and times 300
reads each of page 1 and of one account's page in one area, through the Activity list as the
server reads it (afresh, with its count): median and 99th percentile. The database is removed
afterwards.`;
const WARM_UP = 40;
const ROUNDS = 8;
const LIST_READS = 300; // as the usage says

interface Options {
  writes: number;
  entries: number;
  engine: 'embedded' | 'postgres';
  databaseUrl: string;
}

function parseOptions(argv: string[]): Options | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      writes: { type: 'string' },
      entries: { type: 'string' },
      engine: { type: 'string' },
      'database-url': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return 'help';
  const writes = Number(values.writes ?? 400);
  if (!Number.isInteger(writes) || writes < ROUNDS) {
    throw new Error(`--writes must be a whole number of at least ${ROUNDS}`);
  }
  const entries = Number(values.entries ?? 0);
  if (!Number.isInteger(entries) || entries < 0) {
    throw new Error('--entries must be a whole number');
  }
  const engine = values.engine ?? 'embedded';
  if (engine !== 'embedded' && engine !== 'postgres') {
    throw new Error('--engine must be embedded or postgres');
  }
  return {
    writes,
    entries,
    engine,
    databaseUrl: values['database-url'] ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  };
}

async function updateOne(handle: DatabaseHandle, id: string, n: number, withEntry: boolean) {
  const started = performance.now();
  await handle.db.transaction(async (tx) => {
    const [before] = await tx.select().from(faqs).where(eq(faqs.id, id)).for('update');
    await advanceVersion(tx, [{ kind: 'faqs', id }], undefined);
    const [after] = await tx
      .update(faqs)
      .set({ answer: `Answer ${n}`, updatedAt: sql`now()` })
      .where(eq(faqs.id, id))
      .returning();
    // Without an entry the version's advance goes alone; with one, in the entry's statement.
    await recordActivities(
      tx,
      withEntry
        ? [{ area: 'faqs', action: 'update', recordId: id, label: after?.question, before, after }]
        : [],
    );
  });
  return performance.now() - started;
}

async function main(options: Options): Promise<void> {
  const folder =
    options.engine === 'embedded' ? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-activity-')) : '';
  const run =
    options.engine === 'postgres'
      ? await createRunDatabase(options.databaseUrl, 'bench_activity')
      : undefined;
  const handle = await openDatabase(run ? { url: run.url } : { dataDir: folder });
  try {
    await migrate(handle.db);
    const [faq] = await handle.db
      .insert(faqs)
      .values({ number: 1, question: 'How long is a course?', answer: 'Twelve weeks.' })
      .returning();
    if (!faq) throw new Error('no FAQ inserted');
    const modes = [
      { label: 'without an entry', withEntry: false, times: [] as number[] },
      { label: 'with its entry   ', withEntry: true, times: [] as number[] },
    ];
    for (let n = 0; n < WARM_UP; n++) await updateOne(handle, faq.id, n, n % 2 === 0);
    const perRound = Math.ceil(options.writes / ROUNDS);
    for (let round = 0; round < ROUNDS; round++) {
      for (const mode of modes) {
        for (let n = 0; n < perRound && mode.times.length < options.writes; n++) {
          mode.times.push(await updateOne(handle, faq.id, n, mode.withEntry));
        }
      }
    }
    process.stdout.write(
      `\nOne FAQ update per transaction on ${options.engine}, ${options.writes} each, ${ROUNDS} interleaved rounds:\n`,
    );
    const medians = modes.map((mode) => {
      const sorted = [...mode.times].sort((a, b) => a - b);
      const p50 = percentile(sorted, 50);
      process.stdout.write(
        `  ${mode.label}: median ${p50.toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms\n`,
      );
      return p50;
    });
    const [without = Number.NaN, withEntry = Number.NaN] = medians;
    process.stdout.write(
      `  the entry adds ${(((withEntry - without) / without) * 100).toFixed(1)} % to the median\n`,
    );
    if (options.entries > 0) await timeList(handle, options.entries);
  } finally {
    await handle.close();
    await run?.drop();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  }
}

const ACCOUNTS = 20;
const AREAS = [
  'blogs',
  'coupons',
  'courses',
  'customers',
  'faqs',
  'inquiries',
  'payments',
  'users',
];

/** `entries` entries over the last year, then the Activity list's reads timed over them. */
async function timeList(handle: DatabaseHandle, entries: number): Promise<void> {
  const account = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const filling = performance.now();
  await handle.db.execute(sql`
    insert into ${activity} (at, actor_type, actor_id, actor_email, area, action, record_id,
      record_label, changes)
    select now() - (n * interval '31 seconds'), 'user',
      ('00000000-0000-4000-8000-' || lpad((n % ${ACCOUNTS})::text, 12, '0'))::uuid,
      'admin' || (n % ${ACCOUNTS}) || '@example.com',
      (${sql.param(AREAS)}::text[])[1 + (n / ${ACCOUNTS}) % ${AREAS.length}],
      'update', 'r' || (n % 50000), 'Record ' || (n % 50000),
      jsonb_build_object('title', jsonb_build_object('before', 'a', 'after', 'b'))
    from generate_series(1, ${entries}) as n`);
  // Vacuumed as autovacuum would have by then, so index-only scans need no heap visits.
  await handle.db.execute(sql`vacuum analyze ${activity}`);
  process.stdout.write(
    `\nThe Activity list over ${entries.toLocaleString('en-GB')} entries (filled in ${((performance.now() - filling) / 1000).toFixed(1)} s), ${LIST_READS} reads each:\n`,
  );
  const reads = activityList.reads(handle.db);
  const shapes = [
    { label: 'page 1, no filter          ', query: {} },
    { label: 'one account in one area    ', query: { actor: account(7), area: 'courses' } },
  ];
  for (const shape of shapes) {
    const times: number[] = [];
    let total = 0;
    for (let n = 0; n < LIST_READS + 20; n++) {
      const started = performance.now();
      const page = await reads.page({
        page: 1,
        limit: 25,
        sortBy: 'at',
        sortOrder: 'desc',
        ...shape.query,
      } as Parameters<typeof reads.page>[0]);
      if (n >= 20) times.push(performance.now() - started);
      total = page.total;
    }
    const sorted = times.sort((a, b) => a - b);
    process.stdout.write(
      `  ${shape.label}: median ${percentile(sorted, 50).toFixed(2)} ms, p99 ${percentile(sorted, 99).toFixed(2)} ms (total ${total.toLocaleString('en-GB')})\n`,
    );
  }
}

runBenchmark(USAGE, parseOptions, main).catch((error: unknown) => {
  process.stderr.write(`bench:activity failed: ${(error as Error).stack ?? String(error)}\n`);
  process.exitCode = 1;
});
