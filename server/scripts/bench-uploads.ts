// npm run bench:uploads -- [--engine embedded|postgres] [--uploads N] [--concurrent N]
//                          [--duration S] [--warmup S] [--connections N]
// Starts the real Coursedesk server (its own process, on a new database), signs in, and measures
// the upload pipeline with photo-like 4 MB JPEGs (12 megapixels, made here with sharp):
//   1. the median time to accept and store one upload, one at a time;
//   2. req/s of GET /uploads/… answered 304 from If-None-Match, under load (autocannon);
//   3. the server's peak resident memory while many uploads run at once.
// The server sets its allocator variables itself (server/src/lib/node-settings.ts); the bench
// passes MALLOC_ARENA_MAX (2 unless set in its environment), so another value can be compared.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import sharp from 'sharp';
import {
  benchServerEnv,
  type LoadOptions,
  median,
  parseEngine,
  parseWholeNumber,
  readFlags,
  rssMb,
  runBenchmark,
  runDatabase,
  signInToken,
  startServer,
  takeLoadFlag,
} from './bench-support.ts';

const USAGE = `Usage: npm run bench:uploads -- [--engine embedded|postgres] [--uploads N] [--concurrent N]
                              [--duration S] [--warmup S] [--connections N]

--engine       embedded (default: a new PGlite database in a temporary directory) or postgres
               (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres: a new database
               is created beside it for the run and dropped afterwards)
--uploads      sequential uploads timed for the median (default 11)
--concurrent   uploads sent at once while the server's memory is watched (default 20)
--duration     seconds of 304 load (default 10), after --warmup seconds (default 3)
--connections  concurrent connections of the 304 load (default 50)`;

const ADMIN = {
  email: 'bench-admin@coursedesk.local',
  password: randomBytes(18).toString('base64url'),
};
const TARGETS = { acceptMedianMs: 400, notModifiedPerSecond: 5000, peakRssMb: 300 };

interface Options extends LoadOptions {
  engine: 'embedded' | 'postgres';
  uploads: number;
  concurrent: number;
}

function parseOptions(argv: readonly string[]): Options | 'help' {
  const options: Options = {
    engine: 'embedded',
    uploads: 11,
    concurrent: 20,
    duration: 10,
    warmup: 3,
    connections: 50,
  };
  const help = readFlags(argv, (flag, value) => {
    if (takeLoadFlag(options, flag, value)) return;
    if (flag === '--engine') {
      options.engine = parseEngine(value);
    } else if (flag === '--uploads' || flag === '--concurrent') {
      options[flag.slice(2) as 'uploads' | 'concurrent'] = parseWholeNumber(flag, value, 1);
    } else {
      throw new Error(`Unknown option ${flag}`);
    }
  });
  return help ?? options;
}

/**
 * Photo-like JPEGs of about 4 MB: 4000 × 3000 pixels, a colour gradient under fine noise, at
 * quality 90, as a phone camera writes them. Each differs in one block, so each is a new image
 * to the server (a repeated image would only be stored once).
 */
async function photoJpegs(count: number): Promise<Buffer[]> {
  const width = 4000;
  const height = 3000;
  // Clamped, so noise near black or white saturates instead of wrapping round.
  const pixels = new Uint8ClampedArray(width * height * 3);
  let seed = 1;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed / 0x7fffffff - 0.5) * 32;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const n = noise();
      pixels[i] = (x * 255) / width + n;
      pixels[i + 1] = (y * 255) / height + n;
      pixels[i + 2] = 128 + n;
    }
  }
  const photos: Buffer[] = [];
  for (let k = 0; k < count; k++) {
    for (let y = 0; y < 64; y++)
      pixels.fill(k % 256, (y * width + k * 64) * 3, (y * width + k * 64 + 64) * 3);
    photos.push(
      await sharp(Buffer.from(pixels.buffer), { raw: { width, height, channels: 3 } })
        .jpeg({ quality: 90 })
        .toBuffer(),
    );
  }
  return photos;
}

async function upload(url: string, token: string, photo: Buffer): Promise<string> {
  const form = new FormData();
  form.append('image', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
  const response = await fetch(`${url}/api/admin/upload/mentor-image`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { filename?: string; message?: string };
  if (!response.ok || !body.filename) throw new Error(`upload: ${response.status} ${body.message}`);
  return body.filename;
}

const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');

async function main(options: Options): Promise<void> {
  const { engine, uploads, concurrent, duration, warmup, connections } = options;

  process.stdout.write(
    `Coursedesk upload benchmark: ${engine} engine, on ${os.cpus().length} cores (${os.cpus()[0]?.model})\n`,
  );
  const photos = await photoJpegs(uploads + concurrent + 1);
  const averageMb = photos.reduce((sum, photo) => sum + photo.length, 0) / photos.length / 1e6;
  process.stdout.write(
    `  made ${photos.length} JPEGs of 4000 × 3000, ${averageMb.toFixed(2)} MB on average\n`,
  );

  const cleanups: (() => Promise<void>)[] = [];
  try {
    const env = benchServerEnv(ADMIN, {
      ...(await runDatabase(engine, 'uploads', cleanups)),
      // The server's own value, unless told otherwise.
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
    });
    process.stdout.write(`  server started with MALLOC_ARENA_MAX=${env.MALLOC_ARENA_MAX}\n`);
    const server = await startServer(env);
    cleanups.push(() => server.stop());
    const token = await signInToken(server.url, ADMIN);
    const startRss = rssMb(server.child.pid);

    // 1. One at a time, after one unmeasured upload that warms the pipeline.
    const queue = [...photos];
    const take = () => {
      const photo = queue.shift();
      if (!photo) throw new Error('out of photos');
      return photo;
    };
    const name = await upload(server.url, token, take());
    const times: number[] = [];
    for (let i = 0; i < uploads; i++) {
      const photo = take();
      const started = performance.now();
      await upload(server.url, token, photo);
      times.push(performance.now() - started);
    }
    const acceptMs = median(times);
    process.stdout.write(`  measured ${uploads} sequential uploads\n`);
    process.stdout.write(
      `  RSS ${startRss?.toFixed(0)} MB after start, ${rssMb(server.child.pid)?.toFixed(0)} MB after the uploads\n`,
    );

    // 2. Conditional GETs of a stored image, answered 304.
    const etag = `"${name.split('.')[0]}"`;
    const loadOptions = {
      url: `${server.url}/uploads/mentors/${name}`,
      headers: { 'if-none-match': etag },
      connections,
    };
    if (warmup > 0) await autocannon({ ...loadOptions, duration: warmup });
    const load = await autocannon({ ...loadOptions, duration });
    const wrongStatus = Object.entries(load.statusCodeStats ?? {})
      .filter(([code]) => code !== '304')
      .reduce((sum, [, stats]) => sum + (stats as { count: number }).count, 0);
    const errors = load.errors + load.timeouts + wrongStatus;
    process.stdout.write(`  measured ${duration} s of 304s\n`);

    // 3. Many uploads at once, with the server's memory sampled every 20 ms.
    const idleRss = rssMb(server.child.pid);
    let peakRss = idleRss ?? 0;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssMb(server.child.pid) ?? 0);
    }, 20);
    const burstStarted = performance.now();
    const burst = queue.splice(0, concurrent);
    const burstTimes = await Promise.all(
      burst.map(async (photo) => {
        const started = performance.now();
        await upload(server.url, token, photo);
        return performance.now() - started;
      }),
    );
    const burstMs = performance.now() - burstStarted;
    clearInterval(sampler);
    peakRss = Math.max(peakRss, rssMb(server.child.pid) ?? 0);

    const rows = [
      ['measure', 'result', 'target', ''],
      [
        'accept + store one 4 MB JPEG (median)',
        `${acceptMs.toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)})`,
        `≤ ${TARGETS.acceptMedianMs} ms`,
        verdict(acceptMs <= TARGETS.acceptMedianMs),
      ],
      [
        `GET /uploads/… 304, ${connections} connections`,
        `${load.requests.average.toFixed(0)} req/s (p50 ${load.latency.p50} ms, p99 ${load.latency.p99} ms, ${errors} errors)`,
        `≥ ${TARGETS.notModifiedPerSecond} req/s`,
        verdict(load.requests.average >= TARGETS.notModifiedPerSecond && errors === 0),
      ],
      [
        `peak server RSS, ${concurrent} uploads at once`,
        `${peakRss.toFixed(0)} MB (+${(peakRss - (idleRss ?? 0)).toFixed(0)} over idle ${idleRss?.toFixed(0) ?? '-'} MB; all done in ${burstMs.toFixed(0)} ms, median ${median(burstTimes).toFixed(0)} ms each)`,
        `< ${TARGETS.peakRssMb} MB`,
        verdict(peakRss < TARGETS.peakRssMb),
      ],
    ];
    const widths =
      rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
    process.stdout.write(
      `\n${rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')).join('\n')}\n`,
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
