// Signing sessions out from the sessions list on one instance takes effect on the other at once,
// although the other serves live sessions from its in-process cache.
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildUser, confirmPassword, login } from '../../test/harness.ts';
import { useTwoInstances } from '../../test/two-instances.ts';

const url = process.env.TEST_DATABASE_URL;
const instances = useTwoInstances(url);

const profile = (app: FastifyInstance, token: string) =>
  app.inject({ url: '/api/auth/profile', headers: { authorization: `Bearer ${token}` } });

async function tokenFor(app: FastifyInstance, email: string, remoteAddress: string) {
  const response = await login(app, email, undefined, remoteAddress);
  expect(response.statusCode).toBe(200);
  return response.json().data.token as string;
}

/** Live on B, and cached there: a stale cache would answer 200 from now on. */
async function cachedOnB(token: string) {
  const { b } = instances;
  const before = b.sessionCache.size;
  expect((await profile(b, token)).statusCode).toBe(200);
  expect(b.sessionCache.size).toBe(before + 1);
  expect((await profile(b, token)).statusCode).toBe(200);
}

describe.skipIf(!url)('the sessions list across two instances', () => {
  it('refuses on B at once a session signed out on A', async () => {
    const { a, b, db } = instances;
    const admin = await buildUser(db, { role: 'admin' });
    const here = await tokenFor(a, admin.email, '10.99.0.1');
    const there = await tokenFor(b, admin.email, '10.99.0.2');
    await cachedOnB(there);
    const headers = { authorization: `Bearer ${here}` };
    const list = (await a.inject({ url: '/api/auth/sessions', headers })).json().data as {
      id: string;
      current: boolean;
    }[];
    const id = list.find((session) => !session.current)?.id;
    // Signing out another session asks for the password (docs/security.md, "Confirming").
    await confirmPassword(a, headers);
    const revoke = await a.inject({ method: 'DELETE', url: `/api/auth/sessions/${id}`, headers });
    expect(revoke.statusCode).toBe(200);
    expect((await profile(b, there)).statusCode).toBe(401);
    expect((await profile(b, here)).statusCode).toBe(200);
  });

  it('refuses on B at once every other session after "sign out other sessions" on A', async () => {
    const { a, b, db } = instances;
    const admin = await buildUser(db, { role: 'admin' });
    const here = await tokenFor(a, admin.email, '10.99.1.1');
    const others = [
      await tokenFor(b, admin.email, '10.99.1.2'),
      await tokenFor(b, admin.email, '10.99.1.3'),
    ];
    for (const token of others) await cachedOnB(token);
    await cachedOnB(here);
    await confirmPassword(a, { authorization: `Bearer ${here}` });
    const revoke = await a.inject({
      method: 'POST',
      url: '/api/auth/sessions/revoke-others',
      headers: { authorization: `Bearer ${here}` },
    });
    expect(revoke.statusCode).toBe(200);
    for (const token of others) expect((await profile(b, token)).statusCode).toBe(401);
    expect((await profile(b, here)).statusCode).toBe(200);
  });
});
