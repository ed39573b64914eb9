import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { errorResponse } from '@coursedesk/contract/errors';
import { userMessages } from '@coursedesk/contract/users';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES, buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open.ts';
import * as schema from '../db/schema/index.ts';
import {
  type AuthedRequests,
  authed,
  createTestApp,
  createTestDatabase,
  signedInAdmin,
  TEST_JWT_SECRET,
  type TestContext,
} from '../test/harness.ts';
import { registerErrorHandler } from './error-handler.ts';
import {
  AppError,
  appErrorForDatabase,
  conflictOnDuplicate,
  isDatabaseUnavailable,
} from './errors.ts';
import { registerResponseHeaders } from './response-headers.ts';

let ctx: TestContext;
let headers: Record<string, string>;
let api: AuthedRequests;

beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await signedInAdmin(ctx);
  headers = admin.headers;
  api = authed(ctx, admin);
});
afterAll(async () => {
  await ctx.close();
});

/** The one error shape, with the headers every API response carries. */
function expectApiError(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  const body = errorResponse.strict().parse(response.json());
  expect(body.code).toBe(code);
  expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(response.headers['cache-control']).toBe('no-store');
  return body;
}

const validLogin = { email: 'someone@example.com', password: 'long-enough-password' };

describe('text the database cannot store', () => {
  it.each([
    ['email', { ...validLogin, email: 'a\u0000@example.com' }, 'Email'],
    ['password', { ...validLogin, password: 'pass\u0000word-long' }, 'Password'],
    ['password', { ...validLogin, password: 'pass\ud800word-long' }, 'Password'],
  ])('sign-in refuses it in %s with 400 naming the field', async (field, payload, label) => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload });
    const body = expectApiError(response, 400, 'VALIDATION_ERROR');
    expect(body.message).toMatch(new RegExp(`^${label} contains a character that cannot be saved`));
    expect(body.issues?.[0]?.path).toBe(field);
  });

  it('a user or section item is refused with 400 naming the field', async () => {
    const user = await api.post('/api/auth/users', {
      name: 'Nul\u0000',
      email: 'nul@example.com',
      password: 'long-enough-password',
    });
    expect(expectApiError(user, 400, 'VALIDATION_ERROR').issues).toEqual([
      { path: 'name', message: expect.stringMatching(/^Name contains a character/) },
    ]);
    const faq = await api.post('/api/admin/faqs', {
      id: 1,
      question: 'Why\udc00?',
      answer: 'Because',
    });
    expect(expectApiError(faq, 400, 'VALIDATION_ERROR').message).toMatch(/^Question contains/);
  });
});

describe('a malformed id', () => {
  it.each([
    ['GET', '/api/admin/faqs/not-an-id', 'FAQ not found'],
    ['PUT', '/api/admin/milestones/123', 'Milestone not found'],
    ['DELETE', '/api/admin/faqs/00000000-0000-4000-8000-00000000000g', 'FAQ not found'],
    ['PUT', '/api/auth/users/not-a-uuid', userMessages.userNotFound],
    ['DELETE', '/api/auth/users/42', userMessages.userNotFound],
  ])('%s %s answers 404 like a missing record', async (method, url, message) => {
    const response = await ctx.app.inject({
      method: method as 'GET',
      url,
      headers,
      ...(method === 'PUT' ? { payload: {} } : {}),
    });
    expect(expectApiError(response, 404, 'NOT_FOUND').message).toBe(message);
  });
});

describe("Fastify's own errors", () => {
  it('a malformed URL escape is 400 in the API shape, without echoing the path', async () => {
    for (const url of ['/api/admin/faqs/%ZZ', '/api/health/%E0%A4%A']) {
      const response = await ctx.app.inject({ url });
      expect(expectApiError(response, 400, 'VALIDATION_ERROR').message).toBe('Malformed URL');
      expect(response.body).not.toContain('%');
    }
  });

  it('an over-long path parameter is 404 without echoing it', async () => {
    const response = await ctx.app.inject({ url: `/api/admin/faqs/${'a'.repeat(500)}`, headers });
    expectApiError(response, 404, 'NOT_FOUND');
    expect(response.body).not.toContain('aaaa');
  });

  it('a body too large is 413, an unsupported media type 415', async () => {
    const large = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'x'.repeat(BODY_LIMIT_BYTES), password: 'x' },
    });
    expectApiError(large, 413, 'PAYLOAD_TOO_LARGE');
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expectApiError(text, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('a request arriving while the server shuts down gets 503 with Retry-After', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ db: database.db, jwtSecret: TEST_JWT_SECRET });
    let release = () => {};
    app.get('/api/test-slow', { config: { public: true } }, async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { success: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    try {
      // A request in flight keeps its connection open through the shutdown; a second request
      // sent on that connection after the shutdown began must not be served.
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => {
        received += chunk.toString();
      });
      const ended = new Promise((resolve) => socket.on('close', resolve));
      socket.write('GET /api/test-slow HTTP/1.1\r\nHost: x\r\n\r\n');
      await new Promise((resolve) => setTimeout(resolve, 100));
      const closed = app.close();
      await new Promise((resolve) => setTimeout(resolve, 100));
      socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
      await new Promise((resolve) => setTimeout(resolve, 100));
      release();
      await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 3000))]);
      socket.destroy();
      await closed;
      const second = received.slice(received.indexOf('HTTP/1.1', 10));
      expect(second).toMatch(/^HTTP\/1\.1 503/);
      expect(second).toMatch(/retry-after: 5/i);
      expect(second).toMatch(/content-security-policy: /i);
      expect(second).toMatch(/x-request-id: /i);
      const body = second.slice(second.indexOf('\r\n\r\n') + 4);
      expect(errorResponse.strict().parse(JSON.parse(body)).code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await app.close();
      await database.close();
    }
  });
});

/** A bare app with the API's error handling, whose one route runs `query` on `db`. */
async function appRunning(db: Database, query: ReturnType<typeof sql>): Promise<FastifyInstance> {
  const app = Fastify({ genReqId: () => randomUUID() });
  registerErrorHandler(app);
  registerResponseHeaders(app);
  app.get('/api/test', async () => {
    await db.execute(query);
    return { success: true };
  });
  await app.ready();
  return app;
}

describe('database errors', () => {
  it.each([
    ['a NUL in text', sql`select ${'a\u0000b'}::text`],
    ['text that is not a number', sql`select ${'abc'}::integer`],
    ['a number out of range', sql`select ${'99999999999'}::integer`],
    ['division by zero', sql`select 1 / ${0}::integer`],
    ['a date that does not exist', sql`select ${'2024-02-31'}::date`],
  ])('%s is 400 without SQL text', async (_, query) => {
    const app = await appRunning(ctx.db, query);
    const response = await app.inject({ url: '/api/test' });
    const body = expectApiError(response, 400, 'VALIDATION_ERROR');
    expect(body.message).toBe('The request contains a value that cannot be saved');
    expect(response.body.toLowerCase()).not.toMatch(/select|integer|text|date/);
    await app.close();
  });

  it('a unique violation becomes 409 with the caller’s message; other errors pass', async () => {
    const duplicate = Object.assign(new Error('Failed query: insert …'), {
      cause: Object.assign(new Error('duplicate key value'), { code: '23505' }),
    });
    await expect(
      conflictOnDuplicate('Already taken', () => Promise.reject(duplicate)),
    ).rejects.toMatchObject({ code: 'CONFLICT', status: 409, message: 'Already taken' });
    const other = new Error('other');
    await expect(conflictOnDuplicate('x', () => Promise.reject(other))).rejects.toBe(other);
    expect(await conflictOnDuplicate('x', async () => 7)).toBe(7);
  });

  it('tells an outage from a bug', () => {
    const wrapped = (cause: object) => Object.assign(new Error('Failed query'), { cause });
    for (const cause of [
      { code: 'ECONNREFUSED' },
      { code: '57P01' },
      { code: '57P03' },
      { code: '08006' },
      { code: '53300' },
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('PGlite is closed'),
    ]) {
      expect(isDatabaseUnavailable(wrapped(cause)), JSON.stringify(cause)).toBe(true);
      expect(appErrorForDatabase(wrapped(cause))?.headers).toEqual({ 'retry-after': '5' });
    }
    for (const cause of [{ code: '42P01' }, { code: 'EPERM' }, new Error('boom')]) {
      expect(isDatabaseUnavailable(wrapped(cause))).toBe(false);
      expect(appErrorForDatabase(wrapped(cause))).toBeUndefined();
    }
    expect(appErrorForDatabase(new AppError('NOT_FOUND', 'x'))).toBeUndefined();
  });
});

describe('a database outage', () => {
  async function expectOutage(app: FastifyInstance) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: validLogin,
    });
    const body = expectApiError(response, 503, 'SERVICE_UNAVAILABLE');
    expect(response.headers['retry-after']).toBe('5');
    expect(body.message).not.toMatch(/select|PGlite|ECONN|127\.0\.0\.1/i);
  }

  it('PostgreSQL refusing connections answers 503 with Retry-After', async () => {
    // A server that went away after start-up (openDatabase itself refuses an unreachable one):
    // port 1 on the loopback, where nothing listens and the connection is refused at once.
    const pool = new pg.Pool({
      connectionString: 'postgres://coursedesk@127.0.0.1:1/none',
      connectionTimeoutMillis: 2_000,
    });
    pool.on('error', () => {});
    const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Database;
    const app = await buildApp({ db, jwtSecret: TEST_JWT_SECRET });
    try {
      await expectOutage(app);
    } finally {
      await app.close();
      await pool.end();
    }
  });

  it('a closed embedded engine answers 503 with Retry-After', async () => {
    const handle = await openDatabase({});
    await migrate(handle.db);
    const app = await buildApp({ db: handle.db, jwtSecret: TEST_JWT_SECRET });
    await handle.close();
    try {
      await expectOutage(app);
    } finally {
      await app.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'a PostgreSQL backend terminated mid-query answers 503 with Retry-After',
    async () => {
      // The backend ends itself: only this test's connection is touched.
      const app = await appRunning(ctx.db, sql`select pg_terminate_backend(pg_backend_pid())`);
      const response = await app.inject({ url: '/api/test' });
      expectApiError(response, 503, 'SERVICE_UNAVAILABLE');
      expect(response.headers['retry-after']).toBe('5');
      await app.close();
      // The pool replaces the lost connection: the next request is served.
      expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    },
  );
});
