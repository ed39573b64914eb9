// What the HTTP server itself reports: request durations by route and status, requests in
// flight, and the GET /metrics route guarded by its bearer token.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { gauge, histogram, metricsText } from './registry.ts';

const requestDuration = histogram(
  'http_request_duration_seconds',
  'Time from the arrival of a request to its answer, by method, route pattern and status',
  ['method', 'route', 'status_code'],
  [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
);
const inFlight = gauge('http_requests_in_flight', 'Requests received and not yet answered');

/** Requests that matched no route share one label, so a scan of random URLs adds no series. */
export const UNMATCHED_ROUTE = '(unmatched)';

const started = new WeakMap<FastifyRequest, bigint>();

function finish(request: FastifyRequest, statusCode: number | undefined): void {
  const start = started.get(request);
  if (start === undefined) return;
  started.delete(request);
  inFlight.dec();
  if (statusCode === undefined) return;
  requestDuration.observe(
    {
      method: request.method,
      // The route's pattern (/api/admin/customers/:id), never the URL a client sent.
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status_code: String(statusCode),
    },
    Number(process.hrtime.bigint() - start) / 1e9,
  );
}

/**
 * Counts every request. Registered first, so requests refused by a later hook (load shedding,
 * authentication, shutting down) are counted too.
 */
export function registerRequestMetrics(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    started.set(request, process.hrtime.bigint());
    inFlight.inc();
  });
  app.addHook('onResponse', async (request, reply) => finish(request, reply.statusCode));
  // A client that went away was not answered: it leaves the requests in flight, uncounted.
  app.addHook('onRequestAbort', async (request) => finish(request, undefined));
}

/** Whether an Authorization header carries `token`, compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/i.exec(header ?? '');
  if (!match?.[1]) return false;
  // Digests have one length, so timingSafeEqual never sees two lengths (which it would refuse).
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(match[1]), digest(token));
}

/**
 * GET /metrics in Prometheus' text format, for a scraper holding `token` (METRICS_TOKEN).
 * Not under /api: it is no part of the API, and a proxy can keep it from the public.
 */
export function registerMetricsRoute(app: FastifyInstance, token: string): void {
  app.get(
    '/metrics',
    { config: { public: true, loadShedding: false }, schema: { hide: true } },
    async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token)) {
        return reply
          .code(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .type('text/plain; charset=utf-8')
          .send('A valid bearer token is required.\n');
      }
      const { contentType, body } = await metricsText();
      return reply.type(contentType).header('cache-control', 'no-store').send(body);
    },
  );
}
