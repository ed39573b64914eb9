// npm run bench:dashboard -- [--runs N]
// Times GET /api/admin/dashboard/stats through the whole app (authentication included) against
// the configured database, signed in as a temporary admin that is removed afterwards.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { countTradingRows } from '../src/demo/repository.ts';
import { parseNumberFlags, UsageError } from '../src/demo/seed-args.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import {
  deleteUserRow,
  findUserByEmail,
  insertUser,
  updateUserRow,
} from '../src/modules/users/repository.ts';
import { openConfiguredDatabase, reportFailure } from './configured-database.ts';

const USAGE = `Usage: npm run bench:dashboard -- [--runs N]

Signs in a temporary admin and times N (default 50, after 5 warm-up calls) requests of
GET /api/admin/dashboard/stats against the configured database.`;
const BENCH_EMAIL = 'dashboard-bench@coursedesk.local';
const STATS_URL = '/api/admin/dashboard/stats';
const WARM_UP_RUNS = 5;

class RouteMissingError extends Error {}

function parseRuns(argv: readonly string[]): number | 'help' {
  const flags = parseNumberFlags(argv, ['runs'] as const);
  if (flags === 'help') return 'help';
  const runs = flags.runs ?? 50;
  if (runs < 1) throw new UsageError('--runs must be at least 1');
  return runs;
}

async function main(): Promise<void> {
  let runs: number | 'help';
  try {
    runs = parseRuns(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n\n${USAGE}\n`);
    process.exitCode = 2;
    return;
  }
  if (runs === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return;
  }

  const database = await openConfiguredDatabase();
  let app: FastifyInstance | undefined;
  let benchUserId: string | undefined;
  try {
    const rows = await countTradingRows(database.db);
    // Tokens live only as long as this process, so a throw-away signing secret will do.
    const server = await buildApp({
      db: database.db,
      jwtSecret: randomBytes(32).toString('base64url'),
    });
    app = server;
    await server.ready();

    // The bench account exists only for this run; one left by an interrupted run is taken over.
    const password = randomBytes(18).toString('base64url');
    const passwordHash = await hashPassword(password);
    const existing = await findUserByEmail(database.db, BENCH_EMAIL);
    benchUserId = existing
      ? (await updateUserRow(database.db, existing.id, { role: 'admin', passwordHash }))?.id
      : (
          await insertUser(database.db, {
            name: 'Dashboard benchmark',
            email: BENCH_EMAIL,
            role: 'admin',
            passwordHash,
          })
        ).id;

    const login = await server.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: BENCH_EMAIL, password },
    });
    if (login.statusCode !== 200)
      throw new Error(`sign-in failed: ${login.statusCode} ${login.body}`);
    const token = login.json<{ data: { token: string } }>().data.token;
    const call = async (): Promise<number> => {
      const started = performance.now();
      const response = await server.inject({
        method: 'GET',
        url: STATS_URL,
        headers: { authorization: `Bearer ${token}` },
      });
      const elapsed = performance.now() - started;
      if (response.statusCode === 404) throw new RouteMissingError();
      if (response.statusCode !== 200) {
        throw new Error(`${STATS_URL} answered ${response.statusCode}: ${response.body}`);
      }
      return elapsed;
    };

    for (let run = 0; run < WARM_UP_RUNS; run++) await call();
    const timings: number[] = [];
    for (let run = 0; run < runs; run++) timings.push(await call());
    timings.sort((a, b) => a - b);

    const at = (fraction: number) =>
      timings[Math.min(timings.length - 1, Math.ceil(fraction * timings.length) - 1)] ?? 0;
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const count = (value: number) => value.toLocaleString('en-GB');
    process.stdout.write(
      [
        `engine:               ${database.engine} (${database.description})`,
        `customers:            ${count(rows.customers)}`,
        `payment_transactions: ${count(rows.paymentTransactions)}`,
        `inquiries:            ${count(rows.inquiries)}`,
        `runs:                 ${runs} (after ${WARM_UP_RUNS} warm-up calls)`,
        `median:               ${ms(at(0.5))}`,
        `p95:                  ${ms(at(0.95))}`,
        `min / max:            ${ms(timings[0] ?? 0)} / ${ms(timings[timings.length - 1] ?? 0)}`,
        '',
      ].join('\n'),
    );
  } catch (error) {
    if (!(error instanceof RouteMissingError)) throw error;
    process.stderr.write(
      `${STATS_URL} answered 404: this server has no dashboard statistics route yet.\n`,
    );
    process.exitCode = 1;
  } finally {
    // Removing the account ends its sessions too (they cascade).
    if (benchUserId) await deleteUserRow(database.db, benchUserId);
    await app?.close();
    await database.close();
  }
}

main().catch((error: unknown) => reportFailure('The dashboard benchmark', error));
