import { randomBytes } from 'node:crypto';
import type { Role } from '@coursedesk/contract/auth';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { type AppOptions, buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { dropSchema, openDatabase } from '../db/open.ts';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
export const TEST_SECRETS_KEY = 'test-secrets-key-that-seals-two-factor-secrets';
export const DEFAULT_PASSWORD = 'correct-horse-battery';

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * A fresh database for one test file: in-memory PGlite, started from the run's image of a
 * migrated database (test/global-setup.ts), or — when TEST_DATABASE_URL is set — a schema of its
 * own inside that PostgreSQL database, dropped afterwards. Either way it is migrated.
 */
export async function createTestDatabase(): Promise<{
  db: Database;
  engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}> {
  const url = process.env.TEST_DATABASE_URL;
  const schema = url ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const handle = await openDatabase(
    url ? { url, searchPath: schema } : { image: inject('embeddedImage') },
  );
  await migrate(handle.db);
  return {
    db: handle.db,
    engine: handle.engine,
    async close() {
      await handle.close();
      if (url && schema) await dropSchema(url, schema);
    },
  };
}

/** The app options a test may set (the rest are the harness's). */
export type TestAppOptions = Pick<
  AppOptions,
  | 'webDir'
  | 'onRoute'
  | 'publicUrl'
  | 'site'
  | 'siteOrigins'
  | 'paymentWebhookSecret'
  | 'stripe'
  | 'requireTwoFactor'
  | 'trustProxy'
  | 'formBudgets'
  | 'sitePreviewUrl'
  | 'outbox'
>;

export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  const app = await buildApp({
    db: database.db,
    jwtSecret: TEST_JWT_SECRET,
    secretsKey: TEST_SECRETS_KEY,
    ...options,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    engine: database.engine,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** What `useTestDatabase` and `useTestApp` give before their `beforeAll` has run. */
function notYet(): never {
  throw new Error('the test database is made in beforeAll: read it inside a test or hook');
}

/**
 * A fresh database (`createTestDatabase`) for the tests of one file or `describe`, made before
 * them and closed after them: `const database = useTestDatabase();` then `database.db` in a test.
 */
export function useTestDatabase(): { readonly db: Database } {
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());
  return {
    get db() {
      return database?.db ?? notYet();
    },
  };
}

/** The app of one test file, with an admin signed in (`useTestApp`). */
export interface TestApp {
  readonly ctx: TestContext;
  readonly app: FastifyInstance;
  readonly db: Database;
  /** Requests signed in as an admin. */
  readonly api: AuthedRequests;
  /** That admin's `Authorization` header, to spread into a request's headers. */
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * The app (`createTestApp`) for the tests of one file, built before them with an admin signed in
 * and closed after them: `const server = useTestApp();` then `server.api.get(url)` or
 * `server.db` in a test. Its `ctx` and `api` stand for the app that `beforeAll` builds, so they
 * may also be taken at once: `const { ctx, api } = useTestApp();`, then `ctx.db` and
 * `api.post(url, body)` inside tests and hooks.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const ctx = useTestContext(options);
  let session: AuthedRequests | undefined;
  let authorization: Record<string, string> | undefined;
  beforeAll(async () => {
    const admin = await signedInAdmin(ctx);
    // Confirmed, so the file's tests may make the sensitive user changes too; what those ask
    // of a session that has not confirmed is tested in modules/users/users.test.ts.
    await confirmPassword(ctx.app, admin.headers);
    session = authed(ctx, admin);
    authorization = admin.headers;
  });
  const requests = () => session ?? notYet();
  const api: AuthedRequests = {
    inject: (options) => requests().inject(options),
    get: (url) => requests().get(url),
    delete: (url) => requests().delete(url),
    post: (url, payload) => requests().post(url, payload),
    put: (url, payload) => requests().put(url, payload),
    patch: (url, payload) => requests().patch(url, payload),
    create: (url, payload) => requests().create(url, payload),
  };
  return {
    ctx,
    api,
    headers: live(() => authorization ?? notYet()),
    get app() {
      return ctx.app;
    },
    get db() {
      return ctx.db;
    },
  };
}

/**
 * The app (`createTestApp`) for the tests of one file, with nobody signed in: built before them,
 * closed after them. The object returned stands for it: `const ctx = useTestContext();`, then
 * `ctx.app` and `ctx.db` inside tests and hooks.
 */
export function useTestContext(options: TestAppOptions = {}): TestContext {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestApp(options);
  });
  afterAll(async () => {
    await ctx?.close();
  });
  return live(() => ctx ?? notYet());
}

/** An object that reads through to `target()` at each use (made in a `beforeAll`). */
function live<T extends object>(target: () => T): T {
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(target(), key),
    has: (_, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(target(), key),
  });
}

let sequence = 0;

/** Factory: a user row with sensible defaults, password DEFAULT_PASSWORD unless given. */
export async function buildUser(
  db: Database,
  overrides: { name?: string; email?: string; role?: Role; password?: string } = {},
) {
  sequence += 1;
  const [row] = await db
    .insert(users)
    .values({
      name: overrides.name ?? `User ${sequence}`,
      email: overrides.email ?? `user${sequence}-${randomBytes(3).toString('hex')}@example.com`,
      role: overrides.role ?? 'user',
      passwordHash: await hashPassword(overrides.password ?? DEFAULT_PASSWORD),
    })
    .returning();
  if (!row) throw new Error('no user inserted');
  return row;
}

export async function login(
  app: FastifyInstance,
  email: string,
  password = DEFAULT_PASSWORD,
  remoteAddress = '127.0.0.1',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
  });
}

/**
 * The session behind `headers` confirms its admin's password, as the sensitive user changes ask
 * (docs/security.md, "Confirming"): they then pass for 10 minutes.
 */
export async function confirmPassword(
  app: FastifyInstance,
  headers: Record<string, string>,
  password = DEFAULT_PASSWORD,
): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/confirm',
    headers,
    payload: { password },
  });
  if (response.statusCode !== 200) throw new Error(`confirm failed: ${response.body}`);
}

/** An admin with a live token, for calling protected routes. */
export async function signedInAdmin(ctx: TestContext, overrides: { name?: string } = {}) {
  const user = await buildUser(ctx.db, { role: 'admin', ...overrides });
  const response = await login(ctx.app, user.email);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const token = response.json<{ data: { token: string } }>().data.token;
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}

type Payload = InjectOptions['payload'];

/** Requests to the app carrying one session's bearer token. */
export interface AuthedRequests {
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: Payload): Promise<LightMyRequestResponse>;
  put(url: string, payload?: Payload): Promise<LightMyRequestResponse>;
  patch(url: string, payload?: Payload): Promise<LightMyRequestResponse>;
  /** POSTs a new record, expects 201 (failing with the answer's body) and gives its `data`. */
  // biome-ignore lint/suspicious/noExplicitAny: read freely, as the answer's `json()` is.
  create(url: string, payload: Payload): Promise<any>;
}

/**
 * `authed(ctx, admin).get('/api/admin/faqs')`: the session (from signedInAdmin, or a token) is
 * sent as `Authorization: Bearer <token>`; other headers given to `inject` are kept.
 */
export function authed(
  ctx: Pick<TestContext, 'app'>,
  session: { token: string } | string,
): AuthedRequests {
  const token = typeof session === 'string' ? session : session.token;
  const inject = (options: InjectOptions) =>
    ctx.app.inject({
      ...options,
      headers: { ...options.headers, authorization: `Bearer ${token}` },
    });
  return {
    inject,
    get: (url) => inject({ method: 'GET', url }),
    delete: (url) => inject({ method: 'DELETE', url }),
    post: (url, payload) => inject({ method: 'POST', url, payload }),
    put: (url, payload) => inject({ method: 'PUT', url, payload }),
    patch: (url, payload) => inject({ method: 'PATCH', url, payload }),
    create: async (url, payload) => {
      const response = await inject({ method: 'POST', url, payload });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data;
    },
  };
}
