import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_APPLICATION_NAME } from '../../db/open.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { buildUser, confirmPassword, login } from '../../test/harness.ts';
import { useTwoInstances } from '../../test/two-instances.ts';

// Two server instances on one PostgreSQL database (two pools, one schema): a session changed
// through one must be refused by the other on its very next request, although the other serves
// live sessions from its in-process cache.
const url = process.env.TEST_DATABASE_URL;
const instances = useTwoInstances(url);
let a: FastifyInstance;
let b: FastifyInstance;

beforeAll(() => {
  if (url) ({ a, b } = instances);
});

const profile = (app: FastifyInstance, token: string) =>
  app.inject({ url: '/api/auth/profile', headers: { authorization: `Bearer ${token}` } });

async function signedIn(app: FastifyInstance) {
  const user = await buildUser(instances.db, { role: 'admin' });
  const token = (await login(app, user.email)).json().data.token as string;
  const headers = { authorization: `Bearer ${token}` };
  return { user, token, headers };
}

/** The token is live on B and B has it cached: a stale cache would answer 200 from now on. */
async function cachedOnB(token: string): Promise<void> {
  expect(b.sessionCache.suspended).toBe(false);
  const before = b.sessionCache.size;
  expect((await profile(b, token)).statusCode).toBe(200);
  expect(b.sessionCache.size).toBe(before + 1);
  expect((await profile(b, token)).statusCode).toBe(200);
}

describe.skipIf(!url)('live sessions across two instances on one PostgreSQL', () => {
  it('refuses on B at once a token signed out on A', async () => {
    for (let round = 0; round < 5; round++) {
      const { token, headers } = await signedIn(a);
      await cachedOnB(token);
      const logout = await a.inject({ method: 'POST', url: '/api/auth/logout', headers });
      expect(logout.statusCode).toBe(200);
      expect((await profile(b, token)).statusCode).toBe(401);
    }
  });

  it('refuses on B at once after a password change, a role change and a deletion on A', async () => {
    const actor = await signedIn(a);
    // A new role and a deletion ask for the acting admin's password again.
    await confirmPassword(a, actor.headers);
    const targets = [await signedIn(a), await signedIn(a), await signedIn(a)];
    for (const target of targets) await cachedOnB(target.token);
    const [password, role, removed] = targets as [
      (typeof targets)[0],
      (typeof targets)[0],
      (typeof targets)[0],
    ];
    const update = (target: typeof password, body: object) =>
      a.inject({
        method: 'PUT',
        url: `/api/auth/users/${target.user.id}`,
        headers: actor.headers,
        payload: { name: target.user.name, email: target.user.email, role: 'admin', ...body },
      });
    expect((await update(password, { password: 'a-brand-new-password' })).statusCode).toBe(200);
    expect((await profile(b, password.token)).statusCode).toBe(401);
    expect((await update(role, { role: 'user' })).statusCode).toBe(200);
    expect((await profile(b, role.token)).statusCode).toBe(401);
    const deletion = await a.inject({
      method: 'DELETE',
      url: `/api/auth/users/${removed.user.id}`,
      headers: actor.headers,
    });
    expect(deletion.statusCode).toBe(200);
    expect((await profile(b, removed.token)).statusCode).toBe(401);
  });

  it('shows on B at once a rename made on A', async () => {
    const actor = await signedIn(a);
    await cachedOnB(actor.token);
    const rename = await a.inject({
      method: 'PUT',
      url: `/api/auth/users/${actor.user.id}`,
      headers: actor.headers,
      payload: { name: 'Renamed On A', email: actor.user.email, role: 'admin' },
    });
    expect(rename.statusCode).toBe(200);
    const seen = await profile(b, actor.token);
    expect(seen.json().data.name).toBe('Renamed On A');
  });

  it('refuses on B a session revoked or expired by any SQL, with no app involved', async () => {
    const revoked = await signedIn(a);
    const expired = await signedIn(a);
    await cachedOnB(revoked.token);
    await cachedOnB(expired.token);
    const { db } = instances;
    await db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(eq(sessions.userId, revoked.user.id));
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, expired.user.id));
    expect((await profile(b, revoked.token)).statusCode).toBe(401);
    expect((await profile(b, expired.token)).statusCode).toBe(401);
  });

  it('asks the database on every request while its listener is down', async () => {
    const session = await signedIn(a);
    await cachedOnB(session.token);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      // Every listener connection of this process (A's and B's) is cut.
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where application_name = $1 and pid <> pg_backend_pid()`,
        [LISTENER_APPLICATION_NAME],
      );
      await waitFor(() => b.sessionCache.suspended);
      expect(b.sessionCache.size).toBe(0);
      // Revoked while nobody listens: no notification will ever arrive for it.
      const db = instances.dbB;
      await db.update(users).set({ name: 'Changed' }).where(eq(users.id, session.user.id));
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(eq(sessions.userId, session.user.id));
      expect((await profile(b, session.token)).statusCode).toBe(401);
      // The listener comes back and the cache serves again.
      await waitFor(() => !b.sessionCache.suspended);
      const other = await signedIn(a);
      await cachedOnB(other.token);
    } finally {
      await admin.end();
    }
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
