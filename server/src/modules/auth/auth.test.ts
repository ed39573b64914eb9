import { authMessages } from '@coursedesk/contract/auth';
import { hash } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { loginThrottle, sessions, users } from '../../db/schema/index.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { createTokenSigner } from '../../lib/tokens.ts';
import {
  buildUser,
  confirmPassword,
  createTestDatabase,
  DEFAULT_PASSWORD,
  login,
  signedInAdmin,
  TEST_JWT_SECRET,
  useTestContext,
} from '../../test/harness.ts';
import { createLoginThrottle } from './throttle.ts';

const ctx = useTestContext();

const profile = (token: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/auth/profile',
    headers: { authorization: `Bearer ${token}` },
  });

describe('POST /api/auth/login', () => {
  it('signs an admin in with a token and the user, never the password', async () => {
    const admin = await buildUser(ctx.db, { role: 'admin', name: 'Ada Admin' });
    const response = await login(ctx.app, admin.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: authMessages.loginSuccess,
      data: { user: { _id: admin.id, name: 'Ada Admin', email: admin.email, role: 'admin' } },
    });
    expect(body.data.token).toMatch(/^ey/);
    // No password or hash field, and neither value (`passwordChangeRequired` is a flag).
    expect(response.body).not.toMatch(/"password(Hash)?"/);
    expect(response.body).not.toContain(DEFAULT_PASSWORD);
    expect(response.body).not.toContain(admin.passwordHash);
    expect(body.data.passwordChangeRequired).toBe(false);
  });

  it('refuses a non-admin with the documented message and issues no token', async () => {
    const member = await buildUser(ctx.db, { role: 'user' });
    const response = await login(ctx.app, member.email, DEFAULT_PASSWORD, '10.0.0.2');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      success: false,
      code: 'FORBIDDEN',
      message: 'Access denied. Admin privileges required.',
    });
    const rows = await ctx.db.select().from(sessions).where(eq(sessions.userId, member.id));
    expect(rows).toHaveLength(0);
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const admin = await buildUser(ctx.db, { role: 'admin' });
    const wrong = await login(ctx.app, admin.email, 'not-the-password', '10.0.0.3');
    const unknown = await login(ctx.app, 'nobody@example.com', 'not-the-password', '10.0.0.3');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().message).toBe('Invalid email or password');
  });

  it('requires email and password', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'Email and password are required',
    });
  });

  it('answers malformed JSON with 400 and an oversized body with 413', async () => {
    const send = (contentType: string, payload: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': contentType },
        payload,
      });
    const malformed = await send('application/json', '{"email": ');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'Malformed JSON in request body',
    });

    const huge = await send(
      'application/json',
      JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });

    const wrongType = await send('text/plain', 'email=a');
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});

describe('password hash upgrade', () => {
  it('rehashes a password stored with older argon2 parameters on the next sign-in', async () => {
    const admin = await buildUser(ctx.db, { role: 'admin' });
    const older = await hash(DEFAULT_PASSWORD, {
      algorithm: 2,
      memoryCost: 4096,
      timeCost: 3,
      parallelism: 1,
    });
    await ctx.db.update(users).set({ passwordHash: older }).where(eq(users.id, admin.id));

    expect((await login(ctx.app, admin.email, 'wrong-password', '10.6.0.1')).statusCode).toBe(401);
    expect(await storedHash(admin.id)).toBe(older);

    expect((await login(ctx.app, admin.email, DEFAULT_PASSWORD, '10.6.0.1')).statusCode).toBe(200);
    const upgraded = await storedHash(admin.id);
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(upgraded, DEFAULT_PASSWORD)).toBe(true);
    expect((await login(ctx.app, admin.email, DEFAULT_PASSWORD, '10.6.0.1')).statusCode).toBe(200);
  });

  it('leaves a hash made with the current parameters alone', async () => {
    const admin = await buildUser(ctx.db, { role: 'admin' });
    expect((await login(ctx.app, admin.email, DEFAULT_PASSWORD, '10.6.0.2')).statusCode).toBe(200);
    expect(await storedHash(admin.id)).toBe(admin.passwordHash);
  });
});

async function storedHash(userId: string): Promise<string> {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
  return row?.passwordHash ?? '';
}

describe('sign-in throttling', () => {
  it('locks an (account, address) pair after five failures, even for the right password', async () => {
    const admin = await buildUser(ctx.db, { role: 'admin' });
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await login(ctx.app, admin.email, 'wrong-password', '10.1.0.1');
      expect(response.statusCode).toBe(401);
    }
    const locked = await login(ctx.app, admin.email, DEFAULT_PASSWORD, '10.1.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: authMessages.tooManyAttempts,
    });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // The lock is that address's alone: the admin signs in from anywhere else.
    expect((await login(ctx.app, admin.email, DEFAULT_PASSWORD, '10.1.0.2')).statusCode).toBe(200);
  });

  it('checks one account’s password at most 100 times from 2,000 rotating addresses, and a browser that signed in before still gets in', async () => {
    const admin = await buildUser(ctx.db, { role: 'admin' });
    const other = await buildUser(ctx.db, { role: 'admin' });
    const deviceCookie = async (email: string) => {
      const response = await login(ctx.app, email, DEFAULT_PASSWORD, '10.7.9.9');
      expect(response.statusCode).toBe(200);
      const cookie = response.cookies.find((c) => c.name.startsWith('coursedesk_device_'));
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
      return `${cookie?.name}=${cookie?.value}`;
    };
    const trusted = await deviceCookie(admin.email);
    const otherAccounts = await deviceCookie(other.email);

    const statuses = new Map<number, number>();
    // 2,000 addresses, each trying once, 50 at a time.
    for (let batch = 0; batch < 40; batch += 1) {
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, n) =>
          login(ctx.app, admin.email, 'wrong-password', `10.${70 + batch}.0.${n + 1}`),
        ),
      );
      for (const { statusCode } of responses) {
        statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
      }
    }
    // Every password check answers 401; the rest were refused before the check.
    expect(statuses.get(401)).toBe(100);
    expect(statuses.get(429)).toBe(1900);

    const attempt = (address: string, cookie?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: admin.email, password: DEFAULT_PASSWORD },
        remoteAddress: address,
        headers: cookie ? { cookie } : {},
      });
    // A new browser waits for the hour to pass, with the right password too…
    const fresh = await attempt('10.99.0.1');
    expect(fresh.statusCode).toBe(429);
    expect(Number(fresh.headers['retry-after'])).toBeGreaterThan(3000);
    // …and so does one with another account's cookie or a forged one.
    expect((await attempt('10.99.0.2', otherAccounts)).statusCode).toBe(429);
    const forged = trusted.replace(/\.[^.]+$/, `.${'A'.repeat(43)}`);
    expect((await attempt('10.99.0.3', forged)).statusCode).toBe(429);
    // The admin's own browser gets in at once, from any address.
    expect((await attempt('10.99.0.4', trusted)).statusCode).toBe(200);
  }, 120_000);

  it('limits a browser with a device cookie on its own: 10 failures lock that cookie only', async () => {
    const admin = await buildUser(ctx.db, { role: 'admin' });
    const first = await login(ctx.app, admin.email, DEFAULT_PASSWORD, '10.7.8.1');
    const cookie = first.cookies.find((c) => c.name.startsWith('coursedesk_device_'));
    const withCookie = (password: string, address: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: admin.email, password },
        remoteAddress: address,
        headers: { cookie: `${cookie?.name}=${cookie?.value}` },
      });
    for (let n = 1; n <= 10; n += 1) {
      expect((await withCookie('wrong-password', `10.7.8.${n + 1}`)).statusCode).toBe(401);
    }
    expect((await withCookie(DEFAULT_PASSWORD, '10.7.8.50')).statusCode).toBe(429);
    // Without it, the account's own budget still has room.
    expect((await login(ctx.app, admin.email, DEFAULT_PASSWORD, '10.7.8.51')).statusCode).toBe(200);
  });

  it('lets the admin’s own browser in when its address is locked for the account or for every account', async () => {
    const admin = await buildUser(ctx.db, { role: 'admin' });
    const address = '10.7.6.1';
    const first = await login(ctx.app, admin.email, DEFAULT_PASSWORD, address);
    const device = first.cookies.find((c) => c.name.startsWith('coursedesk_device_'));
    const withCookie = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: admin.email, password },
        remoteAddress: address,
        headers: { cookie: `${device?.name}=${device?.value}` },
      });
    // Five wrong passwords for the admin from the admin's own address (no cookie: an attacker
    // behind the same proxy or NAT) lock the (address, account) pair…
    for (let n = 1; n <= 5; n += 1) {
      expect((await login(ctx.app, admin.email, 'wrong-password', address)).statusCode).toBe(401);
    }
    expect((await login(ctx.app, admin.email, DEFAULT_PASSWORD, address)).statusCode).toBe(429);
    // …but the admin's browser, with its device cookie and the right password, gets in.
    const ownBrowser = await withCookie(DEFAULT_PASSWORD);
    expect(ownBrowser.statusCode, ownBrowser.body).toBe(200);

    // Thirty sign-ins for other emails lock the address for everyone without a cookie…
    for (let n = 1; n <= 30; n += 1) {
      await login(ctx.app, `someone${n}@example.com`, 'whatever', address);
    }
    expect((await login(ctx.app, `another@example.com`, 'x', address)).statusCode).toBe(429);
    // …and the admin's browser still gets in.
    expect((await withCookie(DEFAULT_PASSWORD)).statusCode).toBe(200);
    // A wrong password from it is answered as such (its own budget), not as a lock.
    expect((await withCookie('wrong-password')).statusCode).toBe(401);
  });

  it('locks an address that tries many accounts', async () => {
    const address = '10.2.0.1';
    for (let attempt = 1; attempt <= 30; attempt++) {
      const response = await login(ctx.app, `guess${attempt}@example.com`, 'x', address);
      expect(response.statusCode).toBe(401);
    }
    const admin = await buildUser(ctx.db, { role: 'admin' });
    const locked = await login(ctx.app, admin.email, DEFAULT_PASSWORD, address);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    // Another address is not affected.
    expect((await login(ctx.app, admin.email, DEFAULT_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64 network', async () => {
    const admin = await buildUser(ctx.db, { role: 'admin' });
    for (let attempt = 1; attempt <= 5; attempt++) {
      const address = `2001:db8:1:2::${attempt.toString(16)}`;
      expect((await login(ctx.app, admin.email, 'wrong', address)).statusCode).toBe(401);
    }
    const sameNetwork = await login(ctx.app, admin.email, DEFAULT_PASSWORD, '2001:db8:1:2:ffff::9');
    expect(sameNetwork.statusCode).toBe(429);
    const otherNetwork = await login(ctx.app, admin.email, DEFAULT_PASSWORD, '2001:db8:1:3::1');
    expect(otherNetwork.statusCode).toBe(200);
  });

  it('cannot be bypassed by spelling the path differently', async () => {
    const admin = await buildUser(ctx.db, { role: 'admin' });
    const variants = [
      '/api/auth/login/',
      '/API/auth/login',
      '/api//auth/login',
      '/api/auth/LOGIN',
      '/api/auth/login?x=1',
      '/api/auth/%6cogin',
      '/api/auth/login;x',
    ];
    let counted = 0;
    for (const url of variants) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        payload: { email: admin.email, password: 'wrong-password' },
        remoteAddress: '10.3.0.1',
      });
      // A variant either reaches the one login handler (and is counted) or is refused outright.
      expect([401, 404, 429]).toContain(response.statusCode);
      if (response.json().message === authMessages.invalidCredentials) counted += 1;
      expect(response.json().data?.token).toBeUndefined();
    }
    // Every variant that reached the handler counted: five failures in all lock the pair.
    expect(counted).toBeGreaterThan(0);
    expect(counted).toBeLessThanOrEqual(5);
    for (let attempt = counted; attempt < 5; attempt++) {
      expect((await login(ctx.app, admin.email, 'wrong-password', '10.3.0.1')).statusCode).toBe(
        401,
      );
    }
    expect((await login(ctx.app, admin.email, DEFAULT_PASSWORD, '10.3.0.1')).statusCode).toBe(429);
  });

  it('counts parallel attempts exactly', async () => {
    const admin = await buildUser(ctx.db, { role: 'admin' });
    const fromOne = await Promise.all(
      Array.from({ length: 12 }, () => login(ctx.app, admin.email, 'wrong-password', '10.4.0.1')),
    );
    const statuses = fromOne.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);

    // From twelve new addresses at once, every attempt is counted against the account.
    const other = await buildUser(ctx.db, { role: 'admin' });
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        login(ctx.app, other.email, 'wrong-password', `10.4.1.${i + 1}`),
      ),
    );
    const [row] = await ctx.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, `account:${other.email}`));
    expect(row?.failures).toBe(12);
  });

  it('starts a pair afresh after a successful sign-in', async () => {
    const admin = await buildUser(ctx.db, { role: 'admin' });
    for (let attempt = 1; attempt <= 4; attempt++) {
      await login(ctx.app, admin.email, 'wrong-password', '10.5.0.1');
    }
    expect((await login(ctx.app, admin.email, DEFAULT_PASSWORD, '10.5.0.1')).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await login(ctx.app, admin.email, 'wrong', '10.5.0.1')).statusCode).toBe(401);
    }
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const admin = await buildUser(ctx.db, { role: 'admin' });
    const attempt = (password: string, n: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: admin.email, password },
        remoteAddress: '10.8.0.1',
        headers: { 'x-forwarded-for': `198.51.100.${n}, 203.0.113.${n}` },
      });
    for (let n = 1; n <= 5; n++) expect((await attempt('wrong-password', n)).statusCode).toBe(401);
    expect((await attempt(DEFAULT_PASSWORD, 6)).statusCode).toBe(429);
  });
});

describe('a proxy in front of a server without TRUST_PROXY', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const database = await createTestDatabase();
    app = await buildApp({
      db: database.db,
      jwtSecret: TEST_JWT_SECRET,
      logLevel: 'warn',
      logStream: { write: (line: string) => void lines.push(line) },
    });
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close());

  const warnings = () =>
    lines
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((line) => line.level === 40 && /TRUST_PROXY/.test(line.msg));

  it('is warned of once in the log, on the first request that carries a forwarded address', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    expect(warnings()).toEqual([]);
    await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-for': '203.0.113.5' },
    });
    await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { forwarded: 'for=203.0.113.6' },
    });
    const found = warnings();
    expect(found).toHaveLength(1);
    expect(found[0]?.msg).toMatch(/X-Forwarded-For|Forwarded/);
  });
});

describe('sign-in throttling behind a trusted proxy (TRUST_PROXY=127.0.0.1)', () => {
  let proxied: { app: FastifyInstance; db: Database; close(): Promise<void> };
  beforeAll(async () => {
    const database = await createTestDatabase();
    const app = await buildApp({
      db: database.db,
      jwtSecret: TEST_JWT_SECRET,
      trustProxy: ['127.0.0.1'],
    });
    proxied = {
      app,
      db: database.db,
      async close() {
        await app.close();
        await database.close();
      },
    };
  });
  afterAll(async () => {
    await proxied.close();
  });

  const attempt = (email: string, password: string, peer: string, forwardedFor: string) =>
    proxied.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: peer,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('counts the client the proxy names', async () => {
    const admin = await buildUser(proxied.db, { role: 'admin' });
    for (let n = 1; n <= 5; n++) {
      expect((await attempt(admin.email, 'wrong', '127.0.0.1', '203.0.113.7')).statusCode).toBe(
        401,
      );
    }
    expect(
      (await attempt(admin.email, DEFAULT_PASSWORD, '127.0.0.1', '203.0.113.7')).statusCode,
    ).toBe(429);
    expect(
      (await attempt(admin.email, DEFAULT_PASSWORD, '127.0.0.1', '203.0.113.8')).statusCode,
    ).toBe(200);
  });

  it('still ignores X-Forwarded-For from any other peer, however it rotates', async () => {
    const admin = await buildUser(proxied.db, { role: 'admin' });
    for (let n = 1; n <= 5; n++) {
      const response = await attempt(admin.email, 'wrong', '10.8.1.1', `198.51.100.${n}`);
      expect(response.statusCode).toBe(401);
    }
    const rotated = await attempt(admin.email, DEFAULT_PASSWORD, '10.8.1.1', '198.51.100.99');
    expect(rotated.statusCode).toBe(429);
  });
});

describe('throttle rows', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });
  const rowCount = async () => (await database.db.select().from(loginThrottle)).length;

  it('stay bounded after many attempts from many addresses, and expired ones are removed', async () => {
    const throttle = createLoginThrottle(database.db, { sweepIntervalMs: 0, maxRows: 1000 });
    const tryAll = async (email: string, address: string) => {
      await throttle.admit(email, address, undefined).catch(() => undefined);
    };
    // One address hammering one account: three rows, however long it goes on.
    for (let attempt = 1; attempt <= 60; attempt++) await tryAll('a@example.com', '10.9.0.1');
    expect(await rowCount()).toBe(3);
    // A locked address adds no row for the accounts it goes on to try.
    for (let attempt = 1; attempt <= 40; attempt++) {
      await tryAll(`guess${attempt}@example.com`, '10.9.0.2');
    }
    expect(await rowCount()).toBe(3 + 1 + 30 * 2);
    // Forty addresses, four attempts each, on one account: one row per address and pair.
    for (let address = 1; address <= 40; address++) {
      for (let attempt = 1; attempt <= 4; attempt++) {
        await tryAll('b@example.com', `10.9.1.${address}`);
      }
    }
    expect(await rowCount()).toBe(64 + 40 * 2 + 1);

    // Once their windows and locks have passed, the next attempt deletes them.
    await database.db.update(loginThrottle).set({
      windowStartedAt: sql`now() - interval '2 hours'`,
      lockedUntil: null,
      expiresAt: sql`now() - interval '1 second'`,
    });
    await tryAll('c@example.com', '10.9.2.1');
    expect(await rowCount()).toBe(3);
  });

  it('keep at most the cap, dropping the rows with the fewest attempts first', async () => {
    await database.db.delete(loginThrottle);
    const throttle = createLoginThrottle(database.db, { sweepIntervalMs: 0, maxRows: 20 });
    // A pair locked by five failures…
    for (let attempt = 1; attempt <= 6; attempt++) {
      await throttle.admit('admin@example.com', '10.9.3.1', undefined).catch(() => undefined);
    }
    // …then a flood of one-off attempts from new addresses on new accounts.
    for (let n = 1; n <= 30; n++) {
      await throttle.admit(`flood${n}@example.com`, `10.9.4.${n}`, undefined);
    }
    expect(await rowCount()).toBeLessThanOrEqual(20 + 3);
    const [pair] = await database.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, 'pair:10.9.3.1 admin@example.com'));
    expect(pair?.failures).toBe(5);
    await expect(throttle.admit('admin@example.com', '10.9.3.1', undefined)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
    });
  });
});

describe('sessions', () => {
  it('returns the profile for a live token', async () => {
    const { token, user } = await signedInAdmin(ctx, { name: 'Grace' });
    const response = await profile(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, data: { _id: user.id, name: 'Grace' } });
  });

  it('rejects a token after sign-out', async () => {
    const { token, headers } = await signedInAdmin(ctx);
    const logout = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ success: true, message: 'Signed out' });
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('keeps other sessions of the same user alive after one signs out', async () => {
    const { user, headers } = await signedInAdmin(ctx);
    const second = (await login(ctx.app, user.email)).json().data.token as string;
    await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect((await profile(second)).statusCode).toBe(200);
  });

  it('rejects a token after a password change, a role change and a deletion', async () => {
    const { headers } = await signedInAdmin(ctx);
    await confirmPassword(ctx.app, headers);
    const changedPassword = await signedInAdmin(ctx);
    const changedRole = await signedInAdmin(ctx);
    const deleted = await signedInAdmin(ctx);

    const update = (target: typeof changedPassword, body: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/auth/users/${target.user.id}`,
        headers,
        payload: { name: target.user.name, email: target.user.email, role: 'admin', ...body },
      });
    expect((await update(changedPassword, { password: 'a-brand-new-password' })).statusCode).toBe(
      200,
    );
    expect((await update(changedRole, { role: 'user' })).statusCode).toBe(200);
    const removal = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/auth/users/${deleted.user.id}`,
      headers,
    });
    expect(removal.statusCode).toBe(200);

    for (const target of [changedPassword, changedRole, deleted]) {
      expect((await profile(target.token)).statusCode).toBe(401);
    }
    // A name-only edit leaves the session alone.
    const renamed = await signedInAdmin(ctx);
    const rename = await ctx.app.inject({
      method: 'PUT',
      url: `/api/auth/users/${renamed.user.id}`,
      headers,
      payload: { name: 'Renamed', email: renamed.user.email, role: 'admin' },
    });
    expect(rename.statusCode).toBe(200);
    expect((await profile(renamed.token)).statusCode).toBe(200);
  });

  it('rejects expired, tampered, foreign and unsigned tokens', async () => {
    const { token, user } = await signedInAdmin(ctx);
    const [sessionRow] = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    if (!sessionRow) throw new Error('no session');
    const signer = createTokenSigner(TEST_JWT_SECRET);
    const expired = await signer.sign(
      { userId: user.id, sessionId: sessionRow.id },
      new Date(Date.now() - 1000),
    );
    const foreign = await createTokenSigner('another-secret-another-secret-another').sign(
      { userId: user.id, sessionId: sessionRow.id },
      new Date(Date.now() + 60_000),
    );
    const [header, payload] = token.split('.');
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const tampered = `${header}.${payload}x.${token.split('.')[2]}`;
    for (const bad of [expired, foreign, unsigned, tampered, 'not-a-token']) {
      const response = await profile(bad);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
    expect((await profile(token)).statusCode).toBe(200);
  });

  it('rejects a correctly signed token whose sid or sub is not a uuid', async () => {
    const { token, user } = await signedInAdmin(ctx);
    const [sessionRow] = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    if (!sessionRow) throw new Error('no session');
    const signer = createTokenSigner(TEST_JWT_SECRET);
    const later = new Date(Date.now() + 60_000);
    const badIds = ['not-a-uuid', '', `${sessionRow.id}x`, "1' or '1'='1", 'x'.repeat(5000)];
    for (const bad of badIds) {
      for (const claims of [
        { userId: user.id, sessionId: bad },
        { userId: bad, sessionId: sessionRow.id },
      ]) {
        const response = await profile(await signer.sign(claims, later));
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
      }
    }
    expect((await profile(token)).statusCode).toBe(200);
  });

  it('accepts only an Authorization header of exactly "Bearer <token>"', async () => {
    const { token } = await signedInAdmin(ctx);
    const withHeader = (authorization: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/auth/profile', headers: { authorization } });
    for (const good of [`Bearer ${token}`, `bearer ${token}`]) {
      expect((await withHeader(good)).statusCode).toBe(200);
    }
    for (const bad of [
      `Bearer ${token} junk`,
      `Bearer ${token} ${token}`,
      `Bearer  ${token}`,
      `Bearer\t${token}`,
      `Bearer ${token},x`,
      `Basic ${token}`,
      `Token ${token}`,
      token,
      'Bearer',
      'Bearer ',
    ]) {
      const response = await withHeader(bad);
      expect(response.statusCode, bad.slice(0, 30)).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
    }
  });

  it('rejects a session whose server-side expiry has passed', async () => {
    const { token, user } = await signedInAdmin(ctx);
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await profile(token)).statusCode).toBe(401);
  });
});
