// npm run bench:courses -- [--engine embedded|postgres] [--runs N]
// The time to save a large course (20 modules × 10 topics × 5 subtopics) through the transactional
// endpoint, on a new database: the request as the server handles it (routing, authentication,
// validation, one transaction writing course, details and pricing, the answer), through
// `app.inject`, so the network is left out. Prints the median and p95 of creates and updates.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { CourseBundleInput } from '@coursedesk/contract/courses';
import { buildApp } from '../src/app.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { dropSchema, openDatabase } from '../src/db/open.ts';
import { users } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { pricingInput } from '../src/test/course-inputs.ts';
import { percentile, runBenchmark } from './bench-support.ts';

const USAGE = `Usage: npm run bench:courses -- [--engine embedded|postgres] [--runs N]

--engine  embedded (default: a new PGlite database on disk in a temporary directory, every commit
          synced, as the server runs it) or postgres (DATABASE_URL, default
          postgres://postgres@127.0.0.1:5432/postgres: a schema of its own, dropped afterwards)
--runs    saves timed of each kind (default 50, after 5 warm-up saves)`;
const WARM_UP = 5;

function parseOptions(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      engine: { type: 'string' },
      runs: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return 'help' as const;
  const engine = values.engine ?? 'embedded';
  if (engine !== 'embedded' && engine !== 'postgres') {
    throw new Error('--engine must be embedded or postgres');
  }
  const runs = Number(values.runs ?? 50);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number ≥ 1');
  return { engine, runs } as const;
}

/** A course with `modules` modules of `topics` topics of `subtopics` subtopics each. */
export function largeBundle(slug: string, modules = 20, topics = 10, subtopics = 5) {
  const bundle: CourseBundleInput = {
    course: {
      id: slug,
      category: 'Development',
      badge: 'Bestseller',
      title: 'Full-Stack Web Development',
      desc: 'From the first HTML page to a deployed application.',
      duration: '24 weeks',
      extra: 'Live online',
      accent: 'edtech-green',
      featured: true,
    },
    details: {
      overview: 'A long course with a large curriculum.',
      prerequisites: 'None',
      curriculum: Array.from({ length: modules }, (_, m) => ({
        module: `Module ${m + 1}: a realistic module title`,
        duration: '1 week',
        topics: Array.from({ length: topics }, (_, t) => ({
          topic: `Topic ${t + 1} of module ${m + 1}`,
          subtopics: Array.from(
            { length: subtopics },
            (_, s) => `Subtopic ${s + 1}: something worth learning about`,
          ),
        })),
      })),
      features: [{ icon: '🚀', title: 'Projects', description: 'Build real things.' }],
      tools: [{ name: 'TypeScript', icon: 'ts' }],
      testimonials: [{ name: 'Ann', role: 'Developer', avatar: '', content: 'Great course.' }],
    },
    pricing: pricingInput({ duration: '24 weeks', features: ['Mentoring', 'Career support'] }),
  };
  return bundle;
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `median ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms`;
};

async function main(options: Exclude<ReturnType<typeof parseOptions>, 'help'>): Promise<void> {
  const { engine, runs } = options;
  const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const schema = `bench_courses_${randomBytes(4).toString('hex')}`;
  const dir =
    engine === 'embedded' ? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-courses-')) : undefined;
  const cleanUp = async () => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    if (engine === 'postgres') await dropSchema(url, schema);
  };
  process.once('SIGINT', () => {
    void cleanUp().finally(() => process.exit(130));
  });

  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase(
      engine === 'embedded' ? { dataDir: dir, durable: true } : { url, searchPath: schema },
    );
    await migrate(handle.db);
    const password = randomBytes(18).toString('base64url');
    await handle.db.insert(users).values({
      name: 'Bench',
      email: 'bench@coursedesk.local',
      role: 'admin',
      passwordHash: await hashPassword(password),
    });
    const app = await buildApp({ db: handle.db, jwtSecret: randomBytes(32).toString('hex') });
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'bench@coursedesk.local', password },
    });
    const headers = { authorization: `Bearer ${login.json().data.token}` };

    const sample = largeBundle('sample');
    const bytes = Buffer.byteLength(JSON.stringify(sample));
    process.stdout.write(
      `bench:courses on ${engine}: a course of 20 modules × 10 topics × 5 subtopics ` +
        `(${(bytes / 1024).toFixed(0)} KB of JSON), ${runs} saves of each kind after ${WARM_UP} warm-up\n`,
    );

    const save = async (method: 'POST' | 'PUT', slug: string): Promise<number> => {
      const started = performance.now();
      const response = await app.inject({
        method,
        url: method === 'POST' ? '/api/admin/course-bundles' : `/api/admin/course-bundles/${slug}`,
        payload: largeBundle(slug),
        headers,
      });
      const elapsed = performance.now() - started;
      if (response.statusCode >= 300) {
        throw new Error(`save answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
      }
      return elapsed;
    };

    const creates: number[] = [];
    const updates: number[] = [];
    for (let n = 0; n < WARM_UP; n++) await save('POST', `warm-${n}`);
    for (let n = 0; n < runs; n++) creates.push(await save('POST', `course-${n}`));
    for (let n = 0; n < WARM_UP; n++) await save('PUT', 'course-0');
    for (let n = 0; n < runs; n++) updates.push(await save('PUT', `course-${n % 10}`));

    process.stdout.write(`  create (POST /api/admin/course-bundles):     ${summary(creates)}\n`);
    process.stdout.write(`  update (PUT /api/admin/course-bundles/{id}): ${summary(updates)}\n`);
    await app.close();
  } finally {
    await handle?.close();
    await cleanUp();
  }
}

runBenchmark(USAGE, parseOptions, main).catch((error: unknown) => {
  process.stderr.write(`bench:courses failed: ${(error as Error).stack ?? String(error)}\n`);
  process.exitCode = 1;
});
