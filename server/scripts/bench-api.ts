// npm run bench:api -- [--engine embedded|postgres] [--duration S] [--warmup S] [--connections N]
//                      [--only name,name] [--server-flags "--cpu-prof ..."]
//                      [--customers N] [--payments N] [--inquiries N]
//                      [--database-url URL | --data-dir DIR]
// The cold path of the customers list (`customers cold search`, `customer by id uncached`) is
// measured with --customers 100000.
// Starts a bare Fastify hello-world server and the real Coursedesk server (each its own process) on
// this machine, signs in, and loads each endpoint with autocannon. Prints req/s, p50, p99, errors,
// the server's peak RSS while that endpoint ran, and req/s as a share of the hello-world's in the
// same run: machines differ, so only the shares compare across runs.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ITEM_CACHE_ENTRIES, LIST_CACHE_ENTRIES } from '../src/db/list/versioned-cache.ts';
import { FIRST_NAMES, LAST_NAMES } from '../src/demo/people.ts';
import type { VolumeCounts } from '../src/demo/volume.ts';
import { pricingInput } from '../src/test/course-inputs.ts';
import {
  benchServerEnv,
  buildServerOnce,
  call,
  fillFaqs,
  forgetAccount,
  type LoadOptions,
  parseEngine,
  parseWholeNumber,
  type RunDatabase,
  readFlags,
  rssMb,
  runBenchmark,
  runDatabase,
  seedRunDatabase,
  signIn,
  startProcess,
  startServer,
  type Target,
  takeLoadFlag,
  tempDataDir,
} from './bench-support.ts';

const USAGE = `Usage: npm run bench:api -- [--engine embedded|postgres] [--duration S] [--warmup S]
                          [--connections N] [--only name,name]

--engine       embedded (default: a new PGlite database in a temporary directory) or postgres
               (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres: a new database
               is created beside it for the run and dropped afterwards)
--duration     seconds measured per endpoint (default 15), after --warmup seconds (default 5)
--connections  concurrent connections (default 50)
--only         run only the named endpoints (names as printed)
--server-flags Node flags for the server process, space-separated (e.g. "--cpu-prof
               --cpu-prof-dir=/tmp/profiles" writes a CPU profile when the server stops)
--customers, --payments, --inquiries
               volume data added to the run's database before the server starts (default 0;
               the list figures are meant for 200000, 1000000 and 100000)
--database-url run on this existing PostgreSQL database as it is (nothing created or dropped;
               seed it once with npm run seed), instead of a new one per run
--data-dir     the same for the embedded engine: an existing DATA_DIR, kept after the run`;

const ADMIN = {
  email: 'bench-admin@coursedesk.local',
  password: randomBytes(18).toString('base64url'),
};
const LIST_SIZE = 100;

interface Options extends LoadOptions {
  engine: 'embedded' | 'postgres';
  only: string[] | undefined;
  serverFlags: string[];
  volume: VolumeCounts;
  databaseUrl: string | undefined;
  dataDir: string | undefined;
}

/** One measured request shape. `prepare` runs once (unmeasured) before its warm-up. */
interface Endpoint {
  name: string;
  prepare?: (target: Target) => Promise<Partial<Request>>;
  /** Connections for this endpoint instead of --connections (1 measures one request at a time). */
  connections?: number;
}

interface Request {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  headers: Record<string, string>;
  /** The status every measured answer must have; any other counts as an error. */
  status: number;
  /** Paths taken in turn, one per request, instead of `path` (each a different query). */
  paths?: string[];
}

interface Result {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** What the errors were: timeouts (no answer within 10 s), other failures, wrong statuses. */
  errorKinds: string;
  peakRssMb: number | undefined;
}

function parseOptions(argv: readonly string[]): Options | 'help' {
  const options: Options = {
    engine: 'embedded',
    duration: 15,
    warmup: 5,
    connections: 50,
    only: undefined,
    serverFlags: [],
    volume: { customers: 0, payments: 0, inquiries: 0 },
    databaseUrl: undefined,
    dataDir: undefined,
  };
  const help = readFlags(argv, (flag, value) => {
    if (takeLoadFlag(options, flag, value)) return;
    if (flag === '--engine') {
      options.engine = parseEngine(value);
    } else if (flag === '--customers' || flag === '--payments' || flag === '--inquiries') {
      options.volume[flag.slice(2) as keyof VolumeCounts] = parseWholeNumber(flag, value, 0);
    } else if (flag === '--server-flags') {
      options.serverFlags = value.split(' ').filter((part) => part !== '');
    } else if (flag === '--database-url') {
      options.engine = 'postgres';
      options.databaseUrl = value;
    } else if (flag === '--data-dir') {
      options.engine = 'embedded';
      options.dataDir = path.resolve(value);
    } else if (flag === '--only') {
      options.only = value.split(',').map((name) => name.trim());
    } else {
      throw new Error(`Unknown option ${flag}`);
    }
  });
  return help ?? options;
}

/** The endpoints of the request-path benchmark, on a FAQ list of LIST_SIZE items. */
const endpoints: Endpoint[] = [
  { name: 'faq list (100)', prepare: async () => ({ path: '/api/admin/faqs' }) },
  {
    name: 'faq by id',
    prepare: async (target) => {
      const list = await call(target, 'GET', '/api/admin/faqs');
      const first = (list.data as { _id: string }[])[0];
      if (!first) throw new Error('the FAQ list is empty');
      return { path: `/api/admin/faqs/${first._id}` };
    },
  },
  {
    name: 'faq list 304',
    prepare: async (target) => {
      const response = await fetch(`${target.url}/api/admin/faqs`, { headers: target.headers });
      const etag = response.headers.get('etag');
      await response.arrayBuffer();
      if (!etag) throw new Error('the FAQ list has no ETag');
      return { path: '/api/admin/faqs', headers: { 'if-none-match': etag }, status: 304 };
    },
  },
  { name: 'dashboard stats', prepare: async () => ({ path: '/api/admin/dashboard/stats' }) },
  // The public website's reads, without a token, as a browser asks for them (br accepted).
  { name: 'public site', prepare: async () => publicRead('/api/public/site') },
  {
    name: 'public course by slug',
    prepare: async (target) => publicRead(`/api/public/courses/${await benchCourse(target)}`),
  },
  {
    name: 'public blog page',
    prepare: async (target) => {
      await benchPosts(target);
      return publicRead('/api/public/blogs?page=1&limit=10');
    },
  },
  { name: 'profile', prepare: async () => ({ path: '/api/auth/profile' }) },
  // Commerce: a page of coupons (each with its courses and display status), and payment stats.
  { name: 'coupons page 1', prepare: prepareCoupons },
  {
    name: 'payments stats 365 days',
    prepare: async () => ({ path: '/api/payments/stats?period=365' }),
  },
  {
    // The customers list as the screen asks for it: a filter, a search, a deep page, and
    // the total count that comes with every page.
    name: 'customers paid+search page 51',
    prepare: async () => ({
      path: '/api/customers?paymentStatus=paid&search=john&page=51&limit=20',
    }),
  },
  {
    // The same list shape with a different search and page on every request, so no answer can be
    // reused: what the database and the server cost for a query nobody asked for just before.
    name: 'customers paid+search uncached',
    prepare: async () => ({ paths: freshCustomerSearches() }),
  },
  {
    // One request at a time: the latency of a single search that was not asked for before.
    name: 'customers search 1 connection uncached',
    connections: 1,
    prepare: async () => ({ paths: freshCustomerSearches() }),
  },
  {
    // The cold path of the list: a search term nobody asked for just before (every first and
    // last name of the volume data in turn, more than the list cache keeps), paid customers,
    // page 51 with the total. Run with --customers 100000.
    name: 'customers cold search',
    prepare: async () => ({ paths: coldCustomerSearches() }),
  },
  {
    // Reads by id that no cache answers: 1,000 different customers in turn, more than the item
    // cache keeps (ITEM_CACHE_ENTRIES), so each read goes to the database.
    name: 'customer by id uncached',
    prepare: async (target) => ({ paths: await customerPaths(target, UNCACHED_IDS) }),
  },
  {
    name: 'customer by id',
    prepare: async (target) => {
      const list = await call(target, 'GET', '/api/customers?limit=1');
      const first = (list.data as { items: { _id: string }[] }).items[0];
      if (!first) throw new Error('no customers: run with --customers N');
      return { path: `/api/customers/${first._id}` };
    },
  },
];

/** Names the demo volume data uses, searched for in turn (lower case, as a user types them). */
const SEARCH_TERMS = [
  'chiamaka',
  'freya',
  'henry',
  'alfie',
  'noah',
  'tomasz',
  'aisha',
  'ella',
  'sophia',
  'luca',
  'connor',
  'poppy',
  'oliver',
  'emily',
  'eilidh',
  'evie',
  'elena',
  'isabella',
  'florence',
  'thomas',
  'zara',
  'archie',
  'harry',
  'arjun',
  'kwame',
  'ryan',
  'zofia',
  'lily',
  'samuel',
  'daniel',
  'oscar',
  'fatima',
  'joshua',
  'hannah',
  'theo',
  'jack',
  'sophie',
  'george',
  'amelia',
  'callum',
  'muhammad',
  'ethan',
  'chloe',
  'grace',
  'charlie',
  'arthur',
  'smith',
  'jones',
  'khan',
  'patel',
];

/** How many different customers `customer by id uncached` reads in turn. */
const UNCACHED_IDS = 1_000;

/** Paid customers, page 51 of 20 with its total, one search per path: each first and last name. */
function coldCustomerSearches(): string[] {
  const names = [...FIRST_NAMES, ...LAST_NAMES]
    .map((name) => name.toLowerCase())
    .filter((name) => /^[a-z]{3,}$/.test(name));
  if (names.length <= LIST_CACHE_ENTRIES) throw new Error('too few names to keep the cache cold');
  return names.map((name) => `/api/customers?paymentStatus=paid&search=${name}&page=51&limit=20`);
}

/** The paths of `count` different customers (the newest), read by id. */
async function customerPaths(target: Target, count: number): Promise<string[]> {
  const paths: string[] = [];
  for (let page = 1; paths.length < count; page++) {
    const list = await call(target, 'GET', `/api/customers?limit=100&page=${page}`);
    const items = (list.data as { items: { _id: string }[] }).items;
    if (items.length === 0) break;
    paths.push(...items.map((item) => `/api/customers/${item._id}`));
  }
  if (paths.length < count) {
    throw new Error(`fewer than ${count} customers: run with --customers N`);
  }
  if (count <= ITEM_CACHE_ENTRIES) throw new Error('too few ids to keep the item cache cold');
  return paths.slice(0, count);
}

/** Paid customers, one search term and one of pages 1-10 per path: 500 queries in turn. */
function freshCustomerSearches(): string[] {
  return Array.from({ length: 10 }, (_, page) =>
    SEARCH_TERMS.map(
      (term) => `/api/customers?paymentStatus=paid&search=${term}&page=${page + 1}&limit=20`,
    ),
  ).flat();
}

/** A public read: no token (an empty header is left out), compressed answers accepted. */
function publicRead(path: string): Partial<Request> {
  return { path, headers: { authorization: '', 'accept-encoding': 'br, gzip' } };
}

const BENCH_COURSE = 'bench-public-course';

/** A course with its details and pricing (made once per database), for the public course read. */
async function benchCourse(target: Target): Promise<string> {
  const existing = await fetch(`${target.url}/api/public/courses/${BENCH_COURSE}`);
  await existing.arrayBuffer();
  if (existing.status === 200) return BENCH_COURSE;
  const module = (name: string) => ({
    module: name,
    duration: '2 weeks',
    topics: [{ topic: `${name} topic`, subtopics: ['First part', 'Second part', 'Third part'] }],
  });
  await call(target, 'POST', '/api/admin/course-bundles', {
    course: {
      id: BENCH_COURSE,
      category: 'Development',
      badge: 'Bestseller',
      title: 'Full-Stack Web Development',
      desc: 'Build and ship web applications from the database to the browser.',
      duration: '16 weeks',
      extra: 'Live online',
      accent: 'edtech-orange',
      featured: true,
    },
    details: {
      overview: 'A practical course. '.repeat(20),
      prerequisites: 'None',
      curriculum: Array.from({ length: 8 }, (_, i) => module(`Module ${i + 1}`)),
      testimonials: [{ name: 'Ann', role: 'Developer', avatar: '', content: 'Great course' }],
    },
    pricing: pricingInput(),
  });
  return BENCH_COURSE;
}

/** Twenty published posts (unless the database has posts), for the public blog page. */
async function benchPosts(target: Target): Promise<void> {
  const existing = (await call(target, 'GET', '/api/admin/blogs')).data as unknown[];
  if (existing.length > 0) return;
  for (let i = 1; i <= 20; i++) {
    await call(target, 'POST', '/api/admin/blogs', {
      title: `Bench post ${i}`,
      slug: `bench-post-${i}`,
      excerpt: 'What a reader sees on the card before opening the post.',
      content: `# Post ${i}\n\n${'A paragraph of ordinary length in **Markdown**. '.repeat(40)}`,
      category: i % 2 === 0 ? 'Careers' : 'Development',
      tags: ['bench', `tag-${i % 5}`],
      publishedAt: new Date(Date.now() - i * 86_400_000).toISOString(),
      readTime: 4,
      featured: i === 1,
      author: { name: 'Bench Author', role: 'Editor' },
    });
  }
}

/** Thirty coupons over one course (unless the database has coupons), then the first page. */
async function prepareCoupons(target: Target): Promise<Partial<Request>> {
  const path = '/api/coupons/admin?page=1&limit=10';
  const existing = (await call(target, 'GET', path)) as unknown as {
    pagination: { total: number };
  };
  if (existing.pagination.total === 0) {
    const course = await call(target, 'POST', '/api/admin/courses', {
      id: `bench-course-${randomBytes(4).toString('hex')}`,
      category: 'Development',
      badge: 'New',
      title: 'Bench Course',
      desc: 'A course for the coupons benchmark.',
      duration: '12 weeks',
      extra: 'Online',
      accent: 'edtech-green',
    });
    const courseId = (course.data as { _id: string })._id;
    for (let i = 0; i < 30; i++) {
      await call(target, 'POST', '/api/coupons/admin', {
        code: `BENCH${i}`,
        discountType: i % 2 === 0 ? 'percentage' : 'flat',
        discountValue: 10 + i,
        courseIds: [courseId],
        usageLimit: i % 3 === 0 ? 100 : undefined,
      });
    }
  }
  return { path };
}

async function load(
  target: Target,
  request: Request,
  seconds: number,
  connections: number,
  pid: number | undefined,
): Promise<Omit<Result, 'name'>> {
  let peak: number | undefined;
  const sampler = setInterval(() => {
    const now = rssMb(pid);
    if (now !== undefined) peak = Math.max(peak ?? 0, now);
  }, 100);
  try {
    const { paths } = request;
    let next = 0;
    const result = await autocannon({
      url: `${target.url}${request.path}`,
      method: request.method,
      headers: request.headers,
      connections,
      duration: seconds,
      ...(paths
        ? {
            requests: [
              {
                setupRequest: (req: autocannon.Request) => {
                  req.path = paths[next++ % paths.length] ?? request.path;
                  return req;
                },
              },
            ],
          }
        : {}),
    });
    const wrongStatus = Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => Number(code) !== request.status)
      .reduce((sum, [, stats]) => sum + (stats as { count: number }).count, 0);
    return {
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      // autocannon counts a timeout among its errors too.
      errors: result.errors + wrongStatus,
      errorKinds: [
        result.timeouts ? `${result.timeouts} timeouts` : '',
        result.errors - result.timeouts > 0 ? `${result.errors - result.timeouts} failed` : '',
        wrongStatus ? `${wrongStatus} wrong status` : '',
      ]
        .filter(Boolean)
        .join(', '),
      peakRssMb: peak,
    };
  } finally {
    clearInterval(sampler);
  }
}

const HELLO_WORLD = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log('listening on http://127.0.0.1:' + app.server.address().port);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
`;

function format(results: readonly Result[], helloWorld: Result): string {
  const rows = [
    ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'peak RSS MB', '% of hello-world'],
    ...[helloWorld, ...results].map((r) => [
      r.name,
      r.requestsPerSecond.toFixed(0),
      r.p50.toFixed(1),
      r.p99.toFixed(1),
      r.errorKinds ? `${r.errors} (${r.errorKinds})` : String(r.errors),
      r.peakRssMb === undefined ? '-' : r.peakRssMb.toFixed(0),
      ((r.requestsPerSecond / helloWorld.requestsPerSecond) * 100).toFixed(2),
    ]),
  ];
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => row[column]?.length ?? 0)),
  );
  return rows
    .map((row) => row.map((cell, column) => cell.padEnd(widths?.[column] ?? 0)).join('  '))
    .join('\n');
}

async function main(options: Options): Promise<void> {
  const { duration, warmup, connections, engine } = options;
  const selected = endpoints.filter((e) => !options.only || options.only.includes(e.name));

  const cleanups: (() => Promise<void>)[] = [];
  try {
    process.stdout.write(
      `Coursedesk API benchmark: ${engine} engine, ${connections} connections, ` +
        `${duration} s after ${warmup} s warm-up, on ${os.cpus().length} cores (${os.cpus()[0]?.model})\n`,
    );
    const hello = await startProcess(
      ['--input-type=module', '-e', HELLO_WORLD],
      { PATH: process.env.PATH },
      /listening on (http:\/\/\S+)/,
    );
    cleanups.push(() => hello.stop());
    const helloTarget = { url: hello.url, headers: {} };
    const helloRequest: Request = { method: 'GET', path: '/', headers: {}, status: 200 };
    if (warmup > 0) await load(helloTarget, helloRequest, warmup, connections, undefined);
    const helloWorld: Result = {
      name: 'hello-world (bare Fastify)',
      ...(await load(helloTarget, helloRequest, duration, connections, hello.child.pid)),
    };
    await hello.stop();
    cleanups.pop();

    // An existing database when the options name one, else a new one.
    const existing = options.databaseUrl !== undefined || options.dataDir !== undefined;
    const database: RunDatabase = existing
      ? {
          DATA_DIR: options.dataDir ?? tempDataDir('api', cleanups),
          ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
        }
      : await runDatabase(engine, 'api', cleanups);
    const env = benchServerEnv(ADMIN, { ...database });
    await seedRunDatabase(database, options.volume);
    if (existing) await forgetAccount(database, ADMIN.email);
    // Ready is timed from the process's start: the bundle is built before.
    await buildServerOnce();
    const started = Date.now();
    const app = await startServer(env, options.serverFlags);
    const readyMs = Date.now() - started;
    cleanups.push(() => app.stop());

    const target = await signIn(app.url, ADMIN);
    await fillFaqs(target, LIST_SIZE);

    const results: Result[] = [];
    for (const endpoint of selected) {
      const prepared = (await endpoint.prepare?.(target)) ?? {};
      const request: Request = {
        method: 'GET',
        path: '/',
        status: 200,
        ...prepared,
        // A header prepared as '' is left out (the public reads send no token).
        headers: Object.fromEntries(
          Object.entries({ ...target.headers, ...prepared.headers }).filter(([, v]) => v !== ''),
        ),
      };
      const clients = endpoint.connections ?? connections;
      if (warmup > 0) await load(target, request, warmup, clients, app.child.pid);
      results.push({
        name: endpoint.name,
        ...(await load(target, request, duration, clients, app.child.pid)),
      });
      process.stdout.write(`  measured ${endpoint.name}\n`);
    }
    const age = options.databaseUrl || options.dataDir ? 'existing' : 'new';
    process.stdout.write(`\nServer ready in ${readyMs} ms (${age} ${engine} database).\n`);
    process.stdout.write(`${format(results, helloWorld)}\n`);
  } finally {
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) => {
        process.stderr.write(`cleanup failed: ${String(error)}\n`);
      });
    }
  }
}

await runBenchmark(USAGE, parseOptions, main);
