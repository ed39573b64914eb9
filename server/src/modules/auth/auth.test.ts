import { authMessages } from '@coursedesk/contract/auth';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { createTokenSigner } from '../../lib/tokens.ts';
import {
  buildUser,
  createTestApp,
  DEFAULT_PASSWORD,
  login,
  signedInAdmin,
  TEST_JWT_SECRET,
  type TestContext,
} from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

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
    expect(response.body).not.toContain('password');
    expect(response.body).not.toContain(admin.passwordHash);
  });

  it('refuses a non-admin with the spec message and issues no token', async () => {
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
    const malformed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'Malformed JSON in request body',
    });

    const huge = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });

    const wrongType = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a',
    });
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
  it('locks an account after five failed attempts, even for the right password', async () => {
    const admin = await buildUser(ctx.db, { role: 'admin' });
    for (let attempt = 1; attempt <= 5; attempt++) {
      // Different addresses: only the account counter can be what locks.
      const response = await login(ctx.app, admin.email, 'wrong-password', `10.1.0.${attempt}`);
      expect(response.statusCode).toBe(401);
    }
    const locked = await login(ctx.app, admin.email, DEFAULT_PASSWORD, '10.1.0.99');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
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
    expect(locked.headers['retry-after']).toBeDefined();
    // Another address is not affected.
    expect((await login(ctx.app, admin.email, DEFAULT_PASSWORD, '10.2.0.2')).statusCode).toBe(200);
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
    for (const [index, url] of variants.entries()) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        payload: { email: admin.email, password: 'wrong-password' },
        remoteAddress: `10.3.0.${index + 1}`,
      });
      // A variant either reaches the one login handler (and is counted) or is refused outright.
      expect([401, 429]).toContain(response.statusCode);
      if (response.json().message === authMessages.invalidCredentials) counted += 1;
      expect(response.json().data?.token).toBeUndefined();
    }
    // Every variant that reached the handler counted: five failures in all lock the account.
    expect(counted).toBeGreaterThan(0);
    for (let attempt = counted; attempt < 5; attempt++) {
      expect((await login(ctx.app, admin.email, 'wrong-password', '10.3.1.1')).statusCode).toBe(
        401,
      );
    }
    expect((await login(ctx.app, admin.email, DEFAULT_PASSWORD, '10.3.1.2')).statusCode).toBe(429);
  });

  it('counts parallel attempts exactly', async () => {
    const admin = await buildUser(ctx.db, { role: 'admin' });
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        login(ctx.app, admin.email, 'wrong-password', `10.4.0.${i + 1}`),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('starts an account afresh after a successful sign-in', async () => {
    const admin = await buildUser(ctx.db, { role: 'admin' });
    for (let attempt = 1; attempt <= 4; attempt++) {
      await login(ctx.app, admin.email, 'wrong-password', '10.5.0.1');
    }
    expect((await login(ctx.app, admin.email, DEFAULT_PASSWORD, '10.5.0.1')).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await login(ctx.app, admin.email, 'wrong', '10.5.0.1')).statusCode).toBe(401);
    }
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
