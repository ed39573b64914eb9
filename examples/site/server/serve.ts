// `npm run serve -w @coursedesk/example-site`: the site's server. It serves the built pages
// from the output folder, renders previews live (`/preview/{type}/{slug}?token=…`), and takes
// Coursedesk's change notifications (`POST /hooks/coursedesk`), after which it builds the pages
// they name again. README.md says how to set it up.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { buildAll, type ContentChange, previewPage, rebuildFor } from './render.ts';
import { settings, webhookSecret } from './settings.ts';
import { verifySignature } from './signature.ts';

const { outDir } = settings;
if (!fs.existsSync(path.join(outDir, 'index.html'))) {
  process.stderr.write(
    `No site in ${outDir}: run \`npm run build -w @coursedesk/example-site\`.\n`,
  );
  process.exit(1);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
};

const log = (line: string) => process.stdout.write(`${new Date().toISOString()} ${line}\n`);

// One build at a time, in the order the notifications came.
let queue: Promise<void> = Promise.resolve();
function enqueue(what: string, task: () => Promise<unknown>): void {
  queue = queue.then(async () => {
    const started = performance.now();
    try {
      await task();
      log(`built ${what} in ${Math.round(performance.now() - started)} ms`);
    } catch (error) {
      log(`building ${what} failed: ${(error as Error).message}`);
    }
  });
}

/** Event ids already taken: a notification may come twice (docs/webhooks.md, "Delivery"). */
const seen = new Set<string>();
function firstTime(id: string): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  if (seen.size > 1000) seen.delete(seen.values().next().value as string);
  return true;
}

function send(
  response: http.ServerResponse,
  status: number,
  body: string | Buffer,
  headers: http.OutgoingHttpHeaders = {},
): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
  response.end(body);
}

async function readBody(request: http.IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** POST /hooks/coursedesk: checked, answered at once, built after. */
async function notification(request: http.IncomingMessage, response: http.ServerResponse) {
  const secret = webhookSecret();
  if (!secret) return send(response, 503, 'No webhook secret is set (COURSEDESK_WEBHOOK_SECRET).');
  const body = await readBody(request, 64 * 1024);
  if (!body) return send(response, 413, 'Too large');
  const signature = request.headers['coursedesk-signature'];
  if (!verifySignature(secret, typeof signature === 'string' ? signature : undefined, body)) {
    return send(response, 401, 'Bad signature');
  }
  let event: { id?: unknown; type?: unknown; data?: Partial<ContentChange> };
  try {
    event = JSON.parse(body.toString('utf8'));
  } catch {
    return send(response, 400, 'Not JSON');
  }
  send(response, 202, 'Accepted');
  if (typeof event.id === 'string' && !firstTime(event.id)) return;
  // The Webhooks screen's "Send test": every page again, which also brings a site up to date
  // with what changed before its webhook was added.
  if (event.type === 'webhook.test') return enqueue('every page', buildAll);
  if (typeof event.type !== 'string' || !event.type.startsWith('content.')) return;
  const data = event.data ?? {};
  const change: ContentChange = {
    type: String(data.type ?? ''),
    id: String(data.id ?? ''),
    slug: typeof data.slug === 'string' ? data.slug : null,
  };
  enqueue(`${event.type} ${change.type} ${change.slug ?? change.id}`, () => rebuildFor(change));
}

/** GET /preview/{type}/{slug}?token=… (or ?type=&slug=&token=): live, never kept. */
async function preview(url: URL, response: http.ServerResponse) {
  const [, , type = url.searchParams.get('type') ?? '', slug = url.searchParams.get('slug') ?? ''] =
    url.pathname.split('/').map((part) => decodeURIComponent(part));
  const { status, body } = await previewPage(type, slug, url.searchParams.get('token') ?? '');
  send(response, status, body, {
    'content-type': TYPES['.html'],
    'cache-control': 'private, no-store',
    'x-robots-tag': 'noindex',
    // The address holds the token: it is not passed on to the pages linked from here.
    'referrer-policy': 'no-referrer',
  });
}

/** The built file for a path: `/courses/x` and `/courses/x/` are `courses/x/index.html`. */
function fileFor(pathname: string): string | undefined {
  let parts: string[];
  try {
    parts = pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return undefined;
  }
  if (parts.some((part) => part.startsWith('.') || /[/\\\0]/.test(part))) return undefined;
  const target = path.join(outDir, ...parts);
  for (const candidate of [target, path.join(target, 'index.html')]) {
    if (fs.statSync(candidate, { throwIfNoEntry: false })?.isFile()) return candidate;
  }
  return undefined;
}

function staticFile(url: URL, request: http.IncomingMessage, response: http.ServerResponse) {
  const file = fileFor(url.pathname);
  if (!file) {
    const missing = fs.readFileSync(path.join(outDir, '404.html'));
    return send(response, 404, request.method === 'HEAD' ? '' : missing, {
      'content-type': TYPES['.html'],
    });
  }
  const content = fs.readFileSync(file);
  const etag = `"${createHash('sha256').update(content).digest('base64url').slice(0, 27)}"`;
  const headers = {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    // Built assets carry their hash in their name; pages change on every rebuild.
    'cache-control': url.pathname.startsWith('/assets/')
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
    etag,
  };
  if (request.headers['if-none-match'] === etag) return send(response, 304, '', headers);
  send(response, 200, request.method === 'HEAD' ? '' : content, headers);
}

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://site');
  const handle = async () => {
    if (url.pathname === '/hooks/coursedesk') {
      if (request.method !== 'POST') return send(response, 405, 'POST only', { allow: 'POST' });
      return notification(request, response);
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return send(response, 405, 'GET only', { allow: 'GET, HEAD' });
    }
    if (url.pathname === '/preview' || url.pathname.startsWith('/preview/')) {
      return preview(url, response);
    }
    return staticFile(url, request, response);
  };
  handle().catch((error: unknown) => {
    log(`${request.method} ${url.pathname} failed: ${(error as Error).message}`);
    if (!response.headersSent) send(response, 500, 'Something went wrong');
    else response.end();
  });
});

// A schedule's time coming is notified like a publish; a full build now and then is a safety net
// for notices the site never took (it was down for longer than the server retries).
const refreshMinutes = Number(process.env.SITE_REFRESH_MINUTES ?? 60);
if (refreshMinutes > 0) {
  setInterval(() => enqueue('every page', buildAll), refreshMinutes * 60_000).unref();
}

server.listen(settings.port, settings.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  log(`Serving ${settings.siteUrl} on ${settings.host}:${port}, built from ${settings.apiUrl}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
