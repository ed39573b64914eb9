// npm run bench:images -- [--engine embedded|postgres] [--images N] [--parallel N]
//                         [--duration S] [--warmup S] [--connections N]
//                         [--server-flags "--cpu-prof ..."]
// Starts the real Coursedesk server (its own process, on a new database), uploads photo-like
// JPEGs of 2000 × 1500 (made here with sharp), and measures the sized images of docs/uploads.md:
//   1. sized copies made per second: every image at four widths in WebP, then in AVIF, each
//      asked for once, `--parallel` at a time (each request makes and keeps one copy), with the
//      server's CPU time per copy (its own work, whatever else the machine runs) and their size;
//   2. req/s of one kept copy (`?w=640&format=webp`) under load (Node's HTTP client, keep-alive
//      connections, each answer read in full: see loadBinary).
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import sharp from 'sharp';
import {
  benchServerEnv,
  cpuMs,
  type LoadOptions,
  loadBinary,
  parseEngine,
  parseWholeNumber,
  readFlags,
  runBenchmark,
  runDatabase,
  signInToken,
  startServer,
  takeLoadFlag,
} from './bench-support.ts';

const USAGE = `Usage: npm run bench:images -- [--engine embedded|postgres] [--images N] [--parallel N]
                             [--duration S] [--warmup S] [--connections N]
                             [--server-flags "--cpu-prof ..."]

--engine       embedded (default: a new PGlite database in a temporary directory) or postgres
               (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres: a new database
               is created beside it for the run and dropped afterwards)
--images       photos uploaded, each asked for at 4 widths per format (default 16)
--parallel     first requests in flight at once while copies are made (default 8)
--duration     seconds of load on one kept copy (default 10), after --warmup seconds (default 3)
--connections  concurrent connections of that load (default 50)
--server-flags Node flags for the server process, space-separated (e.g. "--cpu-prof
               --cpu-prof-dir=/tmp/profiles" writes a CPU profile when the server stops)`;

const ADMIN = {
  email: 'bench-admin@coursedesk.local',
  password: randomBytes(18).toString('base64url'),
};
const TARGETS = { madePerSecond: 50, servedPerSecond: 5000 };
const WIDTHS = [320, 640, 960, 1280];

interface Options extends LoadOptions {
  engine: 'embedded' | 'postgres';
  images: number;
  parallel: number;
  serverFlags: string[];
}

function parseOptions(argv: readonly string[]): Options | 'help' {
  const options: Options = {
    engine: 'embedded',
    images: 16,
    parallel: 8,
    duration: 10,
    warmup: 3,
    connections: 50,
    serverFlags: [],
  };
  const help = readFlags(argv, (flag, value) => {
    if (takeLoadFlag(options, flag, value)) return;
    if (flag === '--engine') options.engine = parseEngine(value);
    else if (flag === '--server-flags') {
      options.serverFlags = value.split(' ').filter((part) => part !== '');
    } else if (flag === '--images' || flag === '--parallel') {
      options[flag.slice(2) as 'images' | 'parallel'] = parseWholeNumber(flag, value, 1);
    } else throw new Error(`Unknown option ${flag}`);
  });
  return help ?? options;
}

/** Photo-like JPEGs of 2000 × 1500 (the longest edge the server keeps), each different. */
async function photos(count: number): Promise<Buffer[]> {
  const made: Buffer[] = [];
  for (let k = 0; k < count; k++) {
    made.push(
      await sharp({
        create: {
          width: 2000,
          height: 1500,
          channels: 3,
          background: { r: (k * 37) % 256, g: 120, b: 160 },
          noise: { type: 'gaussian', mean: 128, sigma: 30 },
        },
      })
        .jpeg({ quality: 88 })
        .toBuffer(),
    );
  }
  return made;
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

interface Made {
  /** Copies made per second. */
  rate: number;
  /** The server's CPU time per copy, ms (undefined where /proc is not). */
  cpu: number | undefined;
  /** The copies' mean size, KB. */
  kb: number;
}

/** Asks for every URL once, `parallel` at a time, of the server process `pid`. */
async function makeAll(urls: string[], parallel: number, pid: number | undefined): Promise<Made> {
  const queue = [...urls];
  let bytes = 0;
  const cpuBefore = cpuMs(pid);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let url = queue.shift(); url; url = queue.shift()) {
        const response = await fetch(url);
        bytes += (await response.arrayBuffer()).byteLength;
        if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
      }
    }),
  );
  const rate = urls.length / ((performance.now() - started) / 1000);
  const cpuAfter = cpuMs(pid);
  const cpu =
    cpuBefore === undefined || cpuAfter === undefined
      ? undefined
      : (cpuAfter - cpuBefore) / urls.length;
  return { rate, cpu, kb: bytes / 1024 / urls.length };
}

const describeMade = (made: Made) =>
  `${made.rate.toFixed(0)} /s (${made.cpu === undefined ? '' : `server CPU ${made.cpu.toFixed(0)} ms, `}${made.kb.toFixed(0)} KB a copy)`;

const verdict = (ok: boolean) => (ok ? 'ok' : 'MISSED');

async function main(options: Options): Promise<void> {
  const { engine, images, parallel, duration, warmup, connections } = options;
  process.stdout.write(
    `Coursedesk sized-image benchmark: ${engine} engine, on ${os.cpus().length} cores (${os.cpus()[0]?.model})\n`,
  );
  const cleanups: (() => Promise<void>)[] = [];
  try {
    const env = benchServerEnv(ADMIN, { ...(await runDatabase(engine, 'images', cleanups)) });
    const server = await startServer(env, options.serverFlags);
    cleanups.push(() => server.stop());
    const token = await signInToken(server.url, ADMIN);
    const names: string[] = [];
    for (const photo of await photos(images)) names.push(await upload(server.url, token, photo));
    process.stdout.write(`  uploaded ${names.length} JPEGs of 2000 × 1500\n`);

    const urlsOf = (format: string) =>
      names.flatMap((name) =>
        WIDTHS.map((w) => `${server.url}/uploads/mentors/${name}?w=${w}&format=${format}`),
      );
    const pid = server.child.pid;
    const webp = await makeAll(urlsOf('webp'), parallel, pid);
    process.stdout.write(
      `  made ${names.length * WIDTHS.length} WebP copies: ${describeMade(webp)}\n`,
    );
    const avif = await makeAll(urlsOf('avif'), parallel, pid);
    process.stdout.write(
      `  made ${names.length * WIDTHS.length} AVIF copies: ${describeMade(avif)}\n`,
    );

    // Node's HTTP client, not autocannon, whose reading of binary answers is the slower side.
    const kept = `${server.url}/uploads/mentors/${names[0]}?w=640&format=webp`;
    if (warmup > 0) await loadBinary(kept, connections, warmup);
    const load = await loadBinary(kept, connections, duration);

    const rows = [
      ['measure', 'result', 'target', ''],
      [
        `WebP copies made (4 widths, ${parallel} at a time)`,
        describeMade(webp),
        `≥ ${TARGETS.madePerSecond} /s`,
        verdict(webp.rate >= TARGETS.madePerSecond),
      ],
      [
        `AVIF copies made (4 widths, ${parallel} at a time)`,
        describeMade(avif),
        `≥ ${TARGETS.madePerSecond} /s`,
        verdict(avif.rate >= TARGETS.madePerSecond),
      ],
      [
        `GET a kept copy (640 px WebP), ${connections} connections`,
        `${load.requestsPerSecond.toFixed(0)} req/s (p50 ${load.p50.toFixed(1)} ms, p99 ${load.p99.toFixed(1)} ms, ${load.errors} errors)`,
        `≥ ${TARGETS.servedPerSecond} req/s`,
        verdict(load.requestsPerSecond >= TARGETS.servedPerSecond && load.errors === 0),
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
