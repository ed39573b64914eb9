import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestDatabase, login, TEST_JWT_SECRET } from '../test/harness.ts';
import { startMetricsServer } from './server.ts';

const TOKEN = 'metrics-token-for-the-tests';

/** The value of one series in Prometheus' text format, or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('GET /metrics', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({
      db: database.db,
      jwtSecret: TEST_JWT_SECRET,
      metrics: { token: TOKEN },
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const scrape = async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return response.body;
  };

  it('refuses a scraper without the token, or with another', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`]) {
      const response = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('coursedesk_');
    }
  });

  it('counts known traffic by route pattern and status, sign-in failures and cache lookups', async () => {
    const before = await scrape();
    const route = (status: number, url: string) =>
      `coursedesk_http_request_duration_seconds_count{method="GET",route="${url}",status_code="${status}"}`;
    const readyBefore = sample(before, route(200, '/api/ready')) ?? 0;
    const unmatchedBefore = sample(before, route(401, '(unmatched)')) ?? 0;
    const failedBefore =
      sample(before, 'coursedesk_sign_in_failures_total{reason="invalid_credentials"}') ?? 0;

    for (let i = 0; i < 3; i += 1) await app.inject({ method: 'GET', url: '/api/ready' });
    await app.inject({ method: 'GET', url: '/api/no-such-route-123' });
    await app.inject({ method: 'GET', url: '/api/no-such-route-456' });
    expect((await login(app, 'nobody@example.com', 'wrong-password-1')).statusCode).toBe(401);

    const after = await scrape();
    expect(sample(after, route(200, '/api/ready'))).toBe(readyBefore + 3);
    // Unknown URLs (refused without a token) share one series: a raw URL never becomes a label.
    expect(after).not.toContain('no-such-route');
    const unmatchedAfter = sample(after, route(401, '(unmatched)'));
    expect(unmatchedAfter).toBe(unmatchedBefore + 2);
    expect(sample(after, 'coursedesk_sign_in_failures_total{reason="invalid_credentials"}')).toBe(
      failedBefore + 1,
    );
    expect(sample(after, 'coursedesk_http_requests_in_flight')).toBe(1);
    // prom-client's process metrics: event-loop delay, heap and RSS.
    for (const name of [
      'coursedesk_nodejs_eventloop_lag_p99_seconds',
      'coursedesk_nodejs_heap_size_used_bytes',
      'coursedesk_process_resident_memory_bytes',
    ]) {
      expect(sample(after, name), name).toBeGreaterThan(0);
    }
    expect(after).toContain('# TYPE coursedesk_cache_lookups_total counter');
  });
});

describe('METRICS_PORT', () => {
  it('serves the metrics on a port of its own, with the token when one is set', async () => {
    const server = await startMetricsServer({ port: 0, host: '127.0.0.1', token: TOKEN });
    try {
      const url = `http://127.0.0.1:${server.port}/metrics`;
      expect((await fetch(url)).status).toBe(401);
      const response = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('coursedesk_process_resident_memory_bytes');
      expect((await fetch(`http://127.0.0.1:${server.port}/other`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('is off on the application port unless METRICS_TOKEN is given to it', async () => {
    const app = await buildApp({ db: database.db, jwtSecret: TEST_JWT_SECRET, metrics: {} });
    try {
      const response = await app.inject({ method: 'GET', url: '/metrics' });
      expect(response.statusCode).not.toBe(200);
      expect(response.body).not.toContain('coursedesk_');
    } finally {
      await app.close();
    }
  });
});

describe('load shedding', () => {
  it('answers 503 with Retry-After during an event-loop stall, keeps the probes up, and recovers', async () => {
    const app = await buildApp({
      db: database.db,
      jwtSecret: TEST_JWT_SECRET,
      metrics: { token: TOKEN },
      loadShedding: {
        maxEventLoopDelayMs: 100,
        maxHeapUsedBytes: 0,
        sampleIntervalMs: 50,
        startAfterMs: 0,
      },
    });
    await app.ready();
    /** Asks until the app answers other than 503: the samples are calm (or 4 s have passed). */
    const calm = async () => {
      let status = 503;
      for (let attempt = 0; attempt < 40 && status === 503; attempt += 1) {
        status = (await app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode;
        if (status === 503) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return status;
    };
    try {
      // Starting the app's background work may itself delay a sample: wait for a calm one.
      expect(await calm()).toBe(401);
      await new Promise((resolve) => setTimeout(resolve, 20));
      // An injected stall: the event loop is blocked for 1.5 s.
      const until = Date.now() + 1500;
      while (Date.now() < until) {
        // busy
      }
      // A sample that saw the stall sheds until the next one: ask until refused.
      let shed = await app.inject({ method: 'GET', url: '/api/auth/me' });
      for (let attempt = 0; attempt < 100 && shed.statusCode !== 503; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        shed = await app.inject({ method: 'GET', url: '/api/auth/me' });
      }
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('2');
      expect(shed.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
      // Health, readiness and metrics still answer.
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      const metrics = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(metrics.statusCode).toBe(200);
      expect(
        sample(metrics.body, 'coursedesk_requests_shed_total{cause="eventLoopDelay"}'),
      ).toBeGreaterThan(0);
      // Without a stall the next samples are calm again: it recovers by itself.
      expect(await calm()).toBe(401);
    } finally {
      await app.close();
    }
  });
});
