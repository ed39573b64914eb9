// npm run bench:webhook -- [--engine embedded|postgres|both] [--events N] [--concurrency C]
//                          [--server-flags "..."]
// The payment webhook under load (docs/payments-webhook.md), on the server as `npm start` runs it
// and a new database: distinct signed events posted by C clients at once (events/s, p50, p99),
// then a burst of 20 concurrent deliveries of each of 200 events, after which exactly 200
// transactions must exist.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import {
  PAYMENT_WEBHOOK_PATH,
  type PaymentEventInput,
  SIGNATURE_HEADER,
} from '@coursedesk/contract/payment-events';
import { signWebhookPayload } from '../src/lib/webhook-signature.ts';
import {
  benchServerEnv,
  buildServerOnce,
  percentile,
  runBenchmark,
  runDatabase,
  signInToken,
  startServer,
} from './bench-support.ts';

const USAGE = `Usage: npm run bench:webhook -- [--engine embedded|postgres|both] [--events N] [--concurrency C]

--engine       embedded (a new database in a temporary DATA_DIR), postgres (a new database beside
               DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) or both (default)
--events       distinct events timed (default 3000, after 300 warm-up events)
--concurrency  deliveries in flight at once (default 32)
--server-flags Node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=prof"`;

const BURST_EVENTS = 200;
const BURST_DELIVERIES = 20;
const WARM_UP = 300;
const ADMIN = {
  email: 'bench-admin@coursedesk.local',
  password: randomBytes(18).toString('base64url'),
};
const SECRET = randomBytes(24).toString('base64url');

type Engine = 'embedded' | 'postgres';

function parseOptions(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      engine: { type: 'string' },
      events: { type: 'string' },
      concurrency: { type: 'string' },
      'server-flags': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return 'help' as const;
  const engine = values.engine ?? 'both';
  if (!['embedded', 'postgres', 'both'].includes(engine)) {
    throw new Error('--engine must be embedded, postgres or both');
  }
  const events = Number(values.events ?? 3000);
  const concurrency = Number(values.concurrency ?? 32);
  if (!Number.isInteger(events) || events < 1)
    throw new Error('--events must be a whole number ≥ 1');
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new Error('--concurrency must be a whole number ≥ 1');
  }
  const engines: Engine[] = engine === 'both' ? ['postgres', 'embedded'] : [engine as Engine];
  const serverFlags = (values['server-flags'] ?? '').split(' ').filter(Boolean);
  return { engines, events, concurrency, serverFlags };
}

function event(id: string, n: number): string {
  const payload: PaymentEventInput = {
    id,
    type: 'payment.succeeded',
    created: Math.floor(Date.now() / 1000),
    data: {
      orderId: `ord_${id}`,
      customer: { name: `Buyer ${n}`, email: `buyer${n % 2000}@example.com`, phone: null },
      course: 'bench-course',
      amount: 1499,
      currency: 'GBP',
      method: 'card',
      couponCode: null,
      paymentType: 'full_payment',
      installment: null,
    },
  };
  return JSON.stringify(payload);
}

/** Posts the bodies, `concurrency` at a time in the order given; answers each one's time and status. */
async function deliver(url: string, bodies: string[], concurrency: number) {
  const times: number[] = [];
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < bodies.length) {
      const body = bodies[next++] as string;
      const started = performance.now();
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [SIGNATURE_HEADER]: signWebhookPayload(SECRET, body),
          },
          body,
        });
        const text = await response.text();
        if (!response.ok) failures.push(`${response.status} ${text.slice(0, 200)}`);
      } catch (error) {
        failures.push(`${(error as Error).message}: ${String((error as Error).cause)}`);
      }
      times.push(performance.now() - started);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: Math.min(concurrency, bodies.length) }, worker));
  return { times, failures, seconds: (performance.now() - started) / 1000 };
}

async function runEngine(
  engine: Engine,
  events: number,
  concurrency: number,
  serverFlags: string[],
) {
  const cleanups: (() => Promise<void>)[] = [];
  try {
    const env = benchServerEnv(ADMIN, {
      LOG_LEVEL: 'error',
      ...(await runDatabase(engine, 'webhook', cleanups)),
      PAYMENT_WEBHOOK_SECRET: SECRET,
    });
    const app = await startServer(env, serverFlags);
    cleanups.push(() => app.stop());
    const url = `${app.url}${PAYMENT_WEBHOOK_PATH}`;
    const run = randomBytes(3).toString('hex');

    const warmUp = Array.from({ length: WARM_UP }, (_, n) => event(`evt_warm_${run}_${n}`, n));
    await deliver(url, warmUp, concurrency);

    const bodies = Array.from({ length: events }, (_, n) => event(`evt_load_${run}_${n}`, n));
    const load = await deliver(url, bodies, concurrency);
    const sorted = [...load.times].sort((a, b) => a - b);

    // Each of 200 events delivered 20 times, the 20 copies side by side in the queue.
    const burstBodies = Array.from({ length: BURST_EVENTS }, (_, n) =>
      event(`evt_burst_${run}_${n}`, n),
    ).flatMap((body) => Array<string>(BURST_DELIVERIES).fill(body));
    const burst = await deliver(url, burstBodies, BURST_EVENTS);

    const token = await signInToken(app.url, ADMIN);
    const listed = await fetch(
      `${app.url}/api/payments/transactions?search=evt_burst_${run}&limit=1`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const transactions = ((await listed.json()) as { pagination: { total: number } }).pagination
      .total;

    if (load.failures.length + burst.failures.length > 0) {
      process.stderr.write(`${engine} server output:\n${app.output().slice(-3000)}\n`);
    }
    return {
      engine,
      events,
      concurrency,
      eventsPerSecond: Math.round(events / load.seconds),
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      failures: load.failures.length + burst.failures.length,
      firstFailure: load.failures[0] ?? burst.failures[0],
      burstDeliveries: burstBodies.length,
      burstSeconds: burst.seconds,
      burstTransactions: transactions,
    };
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  }
}

async function main(options: Exclude<ReturnType<typeof parseOptions>, 'help'>): Promise<void> {
  await buildServerOnce();
  process.stdout.write(
    `Payment webhook: ${options.events} distinct events, ${options.concurrency} at once, after ` +
      `${WARM_UP} warm-up; then ${BURST_EVENTS} events × ${BURST_DELIVERIES} concurrent deliveries. ` +
      `${os.cpus().length} cores (${os.cpus()[0]?.model}).\n\n`,
  );
  let failed = false;
  for (const engine of options.engines) {
    const result = await runEngine(
      engine,
      options.events,
      options.concurrency,
      options.serverFlags,
    );
    process.stdout.write(
      `${engine.padEnd(9)} ${String(result.eventsPerSecond).padStart(5)} events/s, ` +
        `p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms; burst of ` +
        `${result.burstDeliveries} deliveries in ${result.burstSeconds.toFixed(2)} s left ` +
        `${result.burstTransactions} transactions (expected ${BURST_EVENTS})` +
        (result.failures > 0 ? `; ${result.failures} failed, e.g. ${result.firstFailure}` : '') +
        '\n',
    );
    if (result.burstTransactions !== BURST_EVENTS || result.failures > 0) failed = true;
  }
  if (failed) process.exitCode = 1;
}

await runBenchmark(USAGE, parseOptions, main);
