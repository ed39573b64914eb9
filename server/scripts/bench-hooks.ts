// npm run bench:hooks -- [--events N] [--writes N] [--engine embedded|postgres] [--database-url URL]
// Change notifications (docs/webhooks.md): how many deliveries a second one instance's sender
// makes to a local receiver, and what the outbox adds to an admin's save while it sends.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { openDatabase } from '../src/db/open.ts';
import { recordChanges } from '../src/db/outbox.ts';
import { faqs, users, webhookEndpoints } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import type { OutboxSettings } from '../src/modules/module.ts';
import { createRunDatabase, percentile, runBenchmark } from './bench-support.ts';

const USAGE = `Usage: npm run bench:hooks -- [--events N] [--writes N] [--engine embedded|postgres] [--database-url URL]

Creates a new database (embedded in a temporary folder, or on PostgreSQL a temporary database
next to --database-url, default postgres://postgres@127.0.0.1:5432/postgres) and a receiver on
127.0.0.1 that answers 204.

1. Deliveries: writes N events (default 2000) to the outbox for one endpoint, then starts a
   server whose sender delivers them; prints deliveries per second from its start to the last
   one received.
2. Saves: times --writes (default 300) FAQ saves through the API (PUT, as the editor sends it),
   interleaved in rounds, with no webhook and then with a webhook wanting content.updated
   while the sender delivers each save's event; prints the median and p95 of each and the
   difference of the medians.`;

const ROUNDS = 30;
const WARM_UP = 30;
const JWT_SECRET = 'bench-hooks-secret-that-is-long-enough-for-hs256';

interface Options {
  events: number;
  writes: number;
  engine: 'embedded' | 'postgres';
  databaseUrl: string;
}

function parseOptions(argv: string[]): Options | 'help' {
  const { values } = parseArgs({
    args: argv,
    options: {
      events: { type: 'string' },
      writes: { type: 'string' },
      engine: { type: 'string' },
      'database-url': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return 'help';
  const events = Number(values.events ?? 2000);
  const writes = Number(values.writes ?? 300);
  if (!Number.isInteger(events) || events < 1) throw new Error('--events must be at least 1');
  if (!Number.isInteger(writes) || writes < ROUNDS) {
    throw new Error(`--writes must be a whole number of at least ${ROUNDS}`);
  }
  const engine = values.engine ?? 'embedded';
  if (engine !== 'embedded' && engine !== 'postgres') {
    throw new Error('--engine must be embedded or postgres');
  }
  return {
    events,
    writes,
    engine,
    databaseUrl: values['database-url'] ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  };
}

/**
 * The receiver, in a process of its own as a real one would be: it answers 204 and reports on
 * its standard output, once a second and when asked, how many it took and when the last came.
 */
const RECEIVER = `
const http = require('node:http');
let count = 0, last = 0;
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => { count += 1; last = Date.now(); res.writeHead(204).end(); });
});
server.listen(0, '127.0.0.1', () => process.stdout.write('port ' + server.address().port + '\\n'));
process.stdin.on('data', () => process.stdout.write('count ' + count + ' ' + last + '\\n'));
`;

async function startReceiver() {
  const child = spawn(process.execPath, ['-e', RECEIVER], { stdio: ['pipe', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout });
  const waiting: ((line: string) => void)[] = [];
  lines.on('line', (line) => waiting.shift()?.(line));
  const next = () => new Promise<string>((resolve) => waiting.push(resolve));
  const port = (await next()).split(' ')[1];
  return {
    url: `http://127.0.0.1:${port}/hook`,
    /** How many deliveries it took, and the wall-clock time of the last. */
    async read(): Promise<{ count: number; last: number }> {
      const answer = next();
      child.stdin.write('\n');
      const [, count, last] = (await answer).split(' ');
      return { count: Number(count), last: Number(last) };
    },
    close: async () => {
      child.kill();
    },
  };
}

async function startApp(db: Database, outbox: OutboxSettings): Promise<FastifyInstance> {
  const app = await buildApp({ db, jwtSecret: JWT_SECRET, outbox });
  await app.ready();
  return app;
}

async function main(options: Options): Promise<void> {
  const folder =
    options.engine === 'embedded' ? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-hooks-')) : '';
  const run =
    options.engine === 'postgres'
      ? await createRunDatabase(options.databaseUrl, 'bench_hooks')
      : undefined;
  const handle = await openDatabase(run ? { url: run.url } : { dataDir: folder });
  const receiver = await startReceiver();
  try {
    const { db } = handle;
    await migrate(db);

    // 1. Deliveries per second.
    const [endpoint] = await db
      .insert(webhookEndpoints)
      .values({ url: receiver.url, secret: 'whsec_bench', events: ['content.deleted'] })
      .returning();
    if (!endpoint) throw new Error('no endpoint');
    for (let written = 0; written < options.events; written += 100) {
      const batch = Math.min(100, options.events - written);
      await db.transaction((tx) =>
        recordChanges(
          tx,
          Array.from({ length: batch }, (_, i) => ({
            type: 'content.deleted' as const,
            data: { type: 'blog', id: `bench-${written + i}`, slug: `bench-${written + i}` },
          })),
        ),
      );
    }
    const started = Date.now();
    const sender = await startApp(db, { allowPrivate: true });
    let received = await receiver.read();
    while (received.count < options.events) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      received = await receiver.read();
    }
    const seconds = (received.last - started) / 1000;
    process.stdout.write(
      `\nDeliveries on ${options.engine}: ${options.events} events to one local receiver in ${seconds.toFixed(2)} s: ${(options.events / seconds).toFixed(0)} per second\n`,
    );
    await db.delete(webhookEndpoints);

    // 2. An admin's saves, without and with a webhook being sent each save's event.
    await db.insert(users).values({
      name: 'Bench Admin',
      email: 'bench-admin@example.com',
      role: 'admin',
      passwordHash: await hashPassword('bench-admin-password'),
    });
    const login = await sender.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'bench-admin@example.com', password: 'bench-admin-password' },
    });
    const token = login.json<{ data: { token: string } }>().data.token;
    const [faq] = await db
      .insert(faqs)
      .values({ number: 1, question: 'How long is a course?', answer: 'Twelve weeks.' })
      .returning();
    if (!faq) throw new Error('no FAQ');
    const save = async (n: number) => {
      const begun = performance.now();
      const response = await sender.inject({
        method: 'PUT',
        url: `/api/admin/faqs/${faq.id}`,
        headers: { authorization: `Bearer ${token}` },
        payload: { id: 1, question: 'How long is a course?', answer: `Twelve weeks (${n}).` },
      });
      if (response.statusCode !== 200) throw new Error(`save failed: ${response.body}`);
      return performance.now() - begun;
    };
    // Turned off and on, not deleted: a delete would take the messages not yet sent with it.
    await db
      .insert(webhookEndpoints)
      .values({ url: receiver.url, secret: 'whsec_bench', events: ['content.updated'] });
    const hookOn = (on: boolean) => db.update(webhookEndpoints).set({ enabled: on });
    const modes = [
      { label: 'no webhook          ', on: false, times: [] as number[] },
      { label: 'a webhook, delivering', on: true, times: [] as number[] },
    ];
    for (let n = 0; n < WARM_UP; n++) await save(n);
    const perRound = Math.ceil(options.writes / ROUNDS);
    const before = (await receiver.read()).count;
    for (let round = 0; round < ROUNDS; round++) {
      for (const mode of modes) {
        await hookOn(mode.on);
        for (let n = 0; n < perRound && mode.times.length < options.writes; n++) {
          mode.times.push(await save(n));
        }
      }
    }
    process.stdout.write(
      `\nFAQ saves through the API on ${options.engine}, ${options.writes} each, ${ROUNDS} interleaved rounds:\n`,
    );
    const medians = modes.map((mode) => {
      const sorted = [...mode.times].sort((a, b) => a - b);
      const p50 = percentile(sorted, 50);
      process.stdout.write(
        `  ${mode.label}: median ${p50.toFixed(2)} ms, p95 ${percentile(sorted, 95).toFixed(2)} ms\n`,
      );
      return p50;
    });
    const [without = 0, withHook = 0] = medians;
    process.stdout.write(
      `  the webhook adds ${(((withHook - without) / without) * 100).toFixed(1)} % to the median save (${(await receiver.read()).count - before} deliveries made meanwhile)\n`,
    );
    await sender.close();
  } finally {
    await receiver.close();
    await handle.close();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
    await run?.drop();
  }
}

await runBenchmark(USAGE, parseOptions, main);
