// npm run bench:public -- [--engine embedded|postgres] [--duration S] [--warmup S] [--connections N]
//                         [--posts N] [--courses N] [--sitemap-posts N] [--rate N]
// The public search and sitemap under load, on a new database: --courses courses and --posts
// published posts of generated English text, then the real server (the bundle `npm start` runs)
// loaded with autocannon:
//   search varied   a different search on almost every request (words, pairs, phrases, pages,
//                   types): the kept answers rarely help, so this is the query's own cost
//   search varied, N req/s  the same at a steady rate below saturation (autocannon's
//                   overallRate): the time a visitor waits when the server is not overrun
//   search repeated one search again and again: the kept answer
// Then the database grows to --sitemap-posts posts and the sitemap is built in this process from
// it (the query and the XML, as the server does on the first request after a write; with the
// CPU time this process spent, the embedded engine's work included, which other work on the
// machine does not move) and loaded over HTTP. Prints req/s, p50, p99 and errors; the aims are search p99 ≤ 50 ms at 50 connections
// and the sitemap of 10,000 posts within 200 ms.
import path from 'node:path';
import autocannon from 'autocannon';
import { migrate } from '../src/db/migrate.ts';
import { openDatabase } from '../src/db/open.ts';
import { blogPosts, courses } from '../src/db/schema/index.ts';
import { companyFacade } from '../src/modules/company/facade.ts';
import { createPublicService } from '../src/modules/public/service.ts';
import {
  benchServerEnv,
  type LoadOptions,
  parseEngine,
  parseWholeNumber,
  percentile,
  type RunDatabase,
  readFlags,
  runBenchmark,
  runDatabase,
  startServer,
  takeLoadFlag,
} from './bench-support.ts';

const USAGE = `Usage: npm run bench:public -- [--engine embedded|postgres] [--duration S] [--warmup S]
                             [--connections N] [--posts N] [--courses N] [--sitemap-posts N]
                             [--rate N]

--engine        embedded (default: a new PGlite database in a temporary directory) or postgres
                (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres: a new database
                is created beside it for the run and dropped afterwards)
--duration      seconds measured per load (default 10), after --warmup seconds (default 3)
--connections   concurrent connections (default 50)
--posts         published posts searched (default 500)
--courses       courses searched (default 50)
--sitemap-posts posts in the database when the sitemap is measured (default 10000)
--rate          the steady rate of the second varied search load, in requests a second over all
                connections (default 100): the latency a visitor sees below saturation`;

const ADMIN = { email: 'bench-public@example.com', password: 'Bench-public-password-1' };
const SITE = {
  url: 'https://www.example.com',
  coursePath: '/courses/{slug}',
  blogPath: '/blog/{slug}',
};

interface Options extends LoadOptions {
  engine: 'embedded' | 'postgres';
  posts: number;
  courses: number;
  sitemapPosts: number;
  rate: number;
}

function parseOptions(argv: string[]): Options | 'help' {
  const options: Options = {
    engine: 'embedded',
    duration: 10,
    warmup: 3,
    connections: 50,
    posts: 500,
    courses: 50,
    sitemapPosts: 10_000,
    rate: 100,
  };
  const help = readFlags(argv, (flag, value) => {
    if (takeLoadFlag(options, flag, value)) return;
    if (flag === '--engine') options.engine = parseEngine(value);
    else if (flag === '--posts') options.posts = parseWholeNumber(flag, value, 1);
    else if (flag === '--courses') options.courses = parseWholeNumber(flag, value, 1);
    else if (flag === '--rate') options.rate = parseWholeNumber(flag, value, 1);
    else if (flag === '--sitemap-posts') options.sitemapPosts = parseWholeNumber(flag, value, 1);
    else throw new Error(`Unknown option ${flag}`);
  });
  return help ?? options;
}

/** Words of the trade: what posts are about, and what visitors search for. */
const WORDS = (
  'learning machine data science python javascript typescript react design product career ' +
  'interview portfolio analytics cloud security testing deployment database query model ' +
  'training mentor project team agile startup salary remote frontend backend api performance ' +
  'accessibility marketing growth strategy research statistics visualisation automation ' +
  'network kubernetes docker devops leadership communication writing hiring freelance'
).split(' ');
const FILLER = 'the a of and to in for with on how why what we you our it is are this that'.split(
  ' ',
);

/** A deterministic pseudo-random sequence, so every run searches the same text. */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}
const random = sequence(42);
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;

/**
 * The rest of the language: 4,000 made-up words drawn with Zipf's law (a few very common, most
 * rare), as in real text. Each post is about three trade words, which make a tenth of its words.
 */
const SYLLABLES = 'ba ce di fo gu ka le mi no pu ra se ti vo zu'.split(' ');
const VOCABULARY = Array.from(
  { length: 4000 },
  (_, i) =>
    `${SYLLABLES[i % 15]}${SYLLABLES[Math.floor(i / 15) % 15]}${SYLLABLES[Math.floor(i / 225) % 15]}`,
);
const ZIPF = (() => {
  const weights = VOCABULARY.map((_, i) => 1 / (i + 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let running = 0;
  return weights.map((weight) => {
    running += weight / total;
    return running;
  });
})();
const commonWord = () => {
  const x = random();
  let low = 0;
  let high = ZIPF.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((ZIPF[middle] ?? 1) < x) low = middle + 1;
    else high = middle;
  }
  return VOCABULARY[low] ?? 'ba';
};
function sentence(words: number, topic: readonly string[]): string {
  return Array.from({ length: words }, () =>
    random() < 0.1 ? pick(topic) : random() < 0.3 ? pick(FILLER) : commonWord(),
  ).join(' ');
}
const topicOf = () => [pick(WORDS), pick(WORDS), pick(WORDS)];

function postRow(n: number) {
  const topic = topicOf();
  return {
    title: `${topic.join(' ')} ${sentence(3, topic)} ${n}`,
    slug: `post-${n}`,
    excerpt: sentence(25, topic),
    // About 600 words: a blog post of ordinary length.
    content: Array.from({ length: 12 }, () => `${sentence(50, topic)}.`).join('\n\n'),
    authorName: 'Ada Lovelace',
    category: pick(['Careers', 'Engineering', 'Data', 'Design']),
    tags: topic.slice(0, 2),
    publishedAt: new Date(Date.UTC(2024, 0, 1) + n * 3_600_000),
    // A new row is a draft, which the public API never shows.
    publishStatus: 'published' as const,
  };
}

function openRunDatabase(database: RunDatabase) {
  return openDatabase(
    database.DATABASE_URL
      ? { url: database.DATABASE_URL }
      : { dataDir: path.join(database.DATA_DIR, 'db') },
  );
}

/** Adds posts numbered from `from` up to `to` (exclusive), and `courses` courses. */
async function seed(database: RunDatabase, from: number, to: number, courseCount: number) {
  const handle = await openRunDatabase(database);
  try {
    await migrate(handle.db);
    for (let n = 0; n < courseCount; n++) {
      const topic = topicOf();
      await handle.db.insert(courses).values({
        slug: `course-${n}`,
        category: pick(['Data', 'Development', 'Design']),
        badge: 'New',
        title: `${topic.join(' ')} ${sentence(2, topic)}`,
        description: sentence(30, topic),
        duration: '12 weeks',
        extra: sentence(10, topic),
        position: n,
        publishStatus: 'published',
      });
    }
    for (let start = from; start < to; start += 250) {
      const rows = Array.from({ length: Math.min(250, to - start) }, (_, i) => postRow(start + i));
      await handle.db.insert(blogPosts).values(rows);
    }
  } finally {
    await handle.close();
  }
}

/** The searches of the varied load: single words, pairs, phrases, exclusions, pages, types. */
function searchPaths(count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const kind = i % 4;
    const q =
      kind === 0
        ? pick(WORDS)
        : kind === 1
          ? `${pick(WORDS)} ${pick(WORDS)}`
          : kind === 2
            ? `"${pick(WORDS)} ${pick(WORDS)}"`
            : `${pick(WORDS)} -${pick(WORDS)}`;
    const page = 1 + (i % 3);
    const type = i % 5 === 0 ? '&type=post' : i % 7 === 0 ? '&type=course' : '';
    return `/api/public/search?q=${encodeURIComponent(q)}&page=${page}${type}`;
  });
}

async function load(
  url: string,
  paths: string[] | undefined,
  seconds: number,
  options: Options,
  overallRate?: number,
) {
  let next = 0;
  const result = await autocannon({
    url,
    connections: options.connections,
    ...(overallRate && { overallRate }),
    duration: seconds,
    headers: { 'accept-encoding': 'br' },
    ...(paths && {
      requests: [
        {
          setupRequest: (request: autocannon.Request) => {
            request.path = paths[next++ % paths.length] ?? request.path;
            return request;
          },
        },
      ],
    }),
  });
  const errors = result.errors + result.non2xx;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

function report(name: string, figures: { rps: number; p50: number; p99: number; errors: number }) {
  process.stdout.write(
    `${name.padEnd(28)} ${figures.rps.toFixed(0).padStart(7)} req/s   p50 ${figures.p50
      .toFixed(1)
      .padStart(6)} ms   p99 ${figures.p99.toFixed(1).padStart(6)} ms   errors ${figures.errors}\n`,
  );
}

async function main(options: Options) {
  const cleanups: (() => Promise<void>)[] = [];
  try {
    const database = await runDatabase(options.engine, 'public', cleanups);
    await seed(database, 0, options.posts, options.courses);
    process.stdout.write(
      `${options.engine}: ${options.courses} courses, ${options.posts} posts; ${options.connections} connections, ${options.duration} s each\n`,
    );
    const env = benchServerEnv(ADMIN, { ...database, SITE_URL: SITE.url });
    let server = await startServer(env);
    try {
      // Far more searches than the server keeps answers for (256): nearly every one is computed.
      const varied = searchPaths(20_000);
      const base = server.url;
      // A load of empty answers would measure nothing: the seeded rows must be found.
      const probe = await fetch(`${base}/api/public/search?q=machine+learning`);
      const found = ((await probe.json()) as { data?: { total?: number } }).data?.total ?? 0;
      if (found === 0) throw new Error(`search found nothing (status ${probe.status})`);
      if (options.warmup > 0) await load(base, varied.slice(10_000), options.warmup, options);
      report('search varied', await load(base, varied, options.duration, options));
      report(
        `search varied, ${options.rate} req/s`,
        await load(base, varied.slice(5_000), options.duration, options, options.rate),
      );
      const repeated = `${base}/api/public/search?q=machine+learning`;
      if (options.warmup > 0) await load(repeated, undefined, options.warmup, options);
      report('search repeated', await load(repeated, undefined, options.duration, options));
    } finally {
      await server.stop();
    }

    await seed(database, options.posts, options.sitemapPosts, 0);
    const handle = await openRunDatabase(database);
    const times: number[] = [];
    const cpuTimes: number[] = [];
    let bytes = 0;
    let urls = 1;
    try {
      const content = createPublicService(handle.db, {
        company: companyFacade,
        collections: [],
        publicUrl: undefined,
        site: SITE,
      });
      for (let run = 0; run < 23; run++) {
        const started = performance.now();
        const cpuBefore = process.cpuUsage();
        const { xml } = await content.sitemap(new Date());
        const cpu = process.cpuUsage(cpuBefore);
        if (run >= 3) {
          times.push(performance.now() - started);
          cpuTimes.push((cpu.user + cpu.system) / 1000);
        }
        bytes = xml?.length ?? 0;
        urls = xml?.split('<url>').length ?? 1;
      }
    } finally {
      await handle.close();
    }
    times.sort((a, b) => a - b);
    cpuTimes.sort((a, b) => a - b);
    process.stdout.write(
      `sitemap built (${urls - 1} pages, ${(bytes / 1024).toFixed(0)} KB)   median ${percentile(times, 50).toFixed(1)} ms   p95 ${percentile(times, 95).toFixed(1)} ms   max ${(times.at(-1) ?? 0).toFixed(1)} ms   CPU of this process median ${percentile(cpuTimes, 50).toFixed(1)} ms\n`,
    );

    server = await startServer(env);
    try {
      const url = `${server.url}/api/public/sitemap.xml`;
      const started = performance.now();
      const first = await fetch(url);
      await first.arrayBuffer();
      process.stdout.write(
        `sitemap first request        ${(performance.now() - started).toFixed(1)} ms (status ${first.status})\n`,
      );
      report('sitemap kept', await load(url, undefined, options.duration, options));
    } finally {
      await server.stop();
    }
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

await runBenchmark(USAGE, parseOptions, main);
