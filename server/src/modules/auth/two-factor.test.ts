// Two-factor sign-in (docs/security.md, "Two-factor sign-in"), on a fixed clock: codes are those
// of known 30-second steps, and the clock is moved across steps and past a challenge's life.
import { authMessages, RECOVERY_CODE_COUNT } from '@coursedesk/contract/auth';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activity, recoveryCodes, users } from '../../db/schema/index.ts';
import {
  authed,
  buildUser,
  DEFAULT_PASSWORD,
  login,
  signedInAdmin,
  type TestContext,
  useTestContext,
} from '../../test/harness.ts';
import { openTotpSecret } from './totp-storage.ts';

const STEP_MS = 30_000;
/** The start of a step a little ahead of the real clock (the database keeps real time). */
const start = () => (Math.floor(Date.now() / STEP_MS) + 2) * STEP_MS;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: start() });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the fixed clock on by `ms`. */
const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

const codeOf = (secret: string, at = Date.now()) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at });

let address = 0;
/** A client address of its own for each sign-in sequence, so throttle counts never mix. */
const nextAddress = () => {
  address += 1;
  return `10.77.${Math.floor(address / 250)}.${(address % 250) + 1}`;
};

async function loginTwoFactor(
  app: FastifyInstance,
  challenge: string,
  code: string,
  remoteAddress = '127.0.0.1',
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login/2fa',
    payload: { challenge, code },
    remoteAddress,
  });
}

/** An admin with two-factor sign-in on: their session, secret and recovery codes. */
async function enrolledAdmin(ctx: TestContext) {
  const admin = await signedInAdmin(ctx);
  const api = authed(ctx, admin);
  const setup = await api.post('/api/auth/2fa/setup', { currentPassword: DEFAULT_PASSWORD });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json().data as { secret: string };
  const enable = await api.post('/api/auth/2fa/enable', { code: codeOf(secret) });
  expect(enable.statusCode).toBe(200);
  const { recoveryCodes: codes } = enable.json().data as { recoveryCodes: string[] };
  // The step used to enable is spent: the tests start on the next one.
  advance(STEP_MS);
  return { ...admin, api, secret, codes };
}

async function challengeFor(app: FastifyInstance, email: string, remoteAddress: string) {
  const response = await login(app, email, DEFAULT_PASSWORD, remoteAddress);
  expect(response.statusCode).toBe(200);
  const data = response.json().data;
  expect(data).toEqual({ twoFactorRequired: true, challenge: expect.any(String) });
  return data.challenge as string;
}

const entriesOf = (ctx: TestContext, userId: string, action: string) =>
  ctx.db
    .select()
    .from(activity)
    .where(and(eq(activity.recordId, userId), eq(activity.action, action as 'sign_in')));

describe('two-factor sign-in', () => {
  const ctx = useTestContext();

  it('sets up with the password, confirms with a code and gives ten recovery codes once', async () => {
    const admin = await signedInAdmin(ctx);
    const api = authed(ctx, admin);
    expect((await api.get('/api/auth/2fa')).json().data).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      required: false,
    });

    // A sensitive change: the password first.
    const unconfirmed = await api.post('/api/auth/2fa/setup', {});
    expect(unconfirmed.statusCode).toBe(403);
    expect(unconfirmed.json().issues[0].path).toBe('currentPassword');

    const setup = await api.post('/api/auth/2fa/setup', { currentPassword: DEFAULT_PASSWORD });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri } = setup.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(otpauthUri).toContain('issuer=Coursedesk');
    expect(otpauthUri).toContain('period=30');
    expect(otpauthUri).toContain('digits=6');

    // Nothing is on until a code of the secret comes back.
    expect((await api.post('/api/auth/2fa/enable', { code: 'abc' })).statusCode).toBe(400);
    const wrong = await api.post('/api/auth/2fa/enable', { code: '000000' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(authMessages.codeWrong);
    expect((await login(ctx.app, admin.user.email)).json().data.token).toEqual(expect.any(String));

    const enable = await api.post('/api/auth/2fa/enable', { code: codeOf(secret) });
    expect(enable.statusCode).toBe(200);
    const codes: string[] = enable.json().data.recoveryCodes;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const status = (await api.get('/api/auth/2fa')).json().data;
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT });
    // Setting up again needs it off first; the secret is never given again.
    const again = await api.post('/api/auth/2fa/setup', { currentPassword: DEFAULT_PASSWORD });
    expect(again.statusCode).toBe(409);
    expect(again.body).not.toContain(secret);

    // Stored: the secret, sealed (totp-secrets.test.ts), no pending one, only hashes of the codes.
    const [row] = await ctx.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(openTotpSecret(admin.user.id, row?.totpSecret ?? '')).toBe(secret);
    expect(row?.totpPendingSecret).toBeNull();
    const stored = await ctx.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, admin.user.id));
    expect(stored).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(JSON.stringify(stored)).not.toContain(code);

    // The activity log says it was turned on, and holds neither the secret nor a code.
    const entries = await entriesOf(ctx, admin.user.id, 'two_factor_enable');
    expect(entries).toHaveLength(1);
    const logged = JSON.stringify(entries);
    expect(logged).not.toContain(secret);
    for (const code of codes) expect(logged).not.toContain(code);
  });

  it('asks for a code after the password, and accepts each code once', async () => {
    const admin = await enrolledAdmin(ctx);
    const from = nextAddress();
    const first = await login(ctx.app, admin.user.email, DEFAULT_PASSWORD, from);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.token).toBeUndefined();
    expect(first.headers['set-cookie']).toBeUndefined();
    const { challenge } = first.json().data;

    const wrong = await loginTwoFactor(ctx.app, challenge, '123456', from);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(authMessages.codeWrong);

    const code = codeOf(admin.secret);
    const signedIn = await loginTwoFactor(ctx.app, challenge, code, from);
    expect(signedIn.statusCode).toBe(200);
    const session = signedIn.json().data;
    expect(session).toMatchObject({ token: expect.any(String), twoFactorSetupRequired: false });
    expect(session.user.email).toBe(admin.user.email);
    expect(signedIn.headers['set-cookie']).toContain('coursedesk_device_');
    expect((await authed(ctx, session.token).get('/api/auth/profile')).statusCode).toBe(200);

    // The challenge is used up, and the same code does not pass twice, nor one of an earlier step.
    expect((await loginTwoFactor(ctx.app, challenge, code, from)).json().message).toBe(
      authMessages.challengeExpired,
    );
    const next = await challengeFor(ctx.app, admin.user.email, from);
    expect((await loginTwoFactor(ctx.app, next, code, from)).statusCode).toBe(401);
    const earlier = codeOf(admin.secret, Date.now() - STEP_MS);
    expect((await loginTwoFactor(ctx.app, next, earlier, from)).statusCode).toBe(401);
    // The next step's code passes already (clocks drift), with spaces as apps show it.
    const spaced = codeOf(admin.secret, Date.now() + STEP_MS).replace(/^(\d{3})/, '$1 ');
    expect((await loginTwoFactor(ctx.app, next, spaced, from)).statusCode).toBe(200);
    // Two steps ahead is too far.
    const third = await challengeFor(ctx.app, admin.user.email, from);
    const far = codeOf(admin.secret, Date.now() + 3 * STEP_MS);
    expect((await loginTwoFactor(ctx.app, third, far, from)).statusCode).toBe(401);
  });

  it('takes a recovery code once, in any case and without its hyphen', async () => {
    const admin = await enrolledAdmin(ctx);
    const from = nextAddress();
    const [first, second] = admin.codes as [string, string];
    const challenge = await challengeFor(ctx.app, admin.user.email, from);
    expect((await loginTwoFactor(ctx.app, challenge, first, from)).statusCode).toBe(200);
    const again = await challengeFor(ctx.app, admin.user.email, from);
    expect((await loginTwoFactor(ctx.app, again, first, from)).statusCode).toBe(401);
    const typed = second.replace('-', '').toUpperCase();
    expect((await loginTwoFactor(ctx.app, again, typed, from)).statusCode).toBe(200);

    const status = (await admin.api.get('/api/auth/2fa')).json().data;
    expect(status.recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 2);
    const entries = await entriesOf(ctx, admin.user.id, 'recovery_code_use');
    expect(entries).toHaveLength(2);
    expect(JSON.stringify(entries)).not.toContain(first);
  });

  it('lets a challenge live five minutes, for its own account only', async () => {
    const admin = await enrolledAdmin(ctx);
    const other = await enrolledAdmin(ctx);
    const from = nextAddress();
    const challenge = await challengeFor(ctx.app, admin.user.email, from);
    // Another account's code does not pass on this challenge.
    const foreign = await loginTwoFactor(ctx.app, challenge, codeOf(other.secret), from);
    expect(foreign.statusCode).toBe(401);

    advance(5 * 60_000 + 1000);
    const late = await loginTwoFactor(ctx.app, challenge, codeOf(admin.secret), from);
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(authMessages.challengeExpired);
    expect((await loginTwoFactor(ctx.app, 'made-up', '123456', from)).statusCode).toBe(401);
  });

  it('counts wrong codes on the same budget as wrong passwords', async () => {
    const admin = await enrolledAdmin(ctx);
    const from = nextAddress();
    // The password counts once; four wrong codes make five for this address and account.
    const challenge = await challengeFor(ctx.app, admin.user.email, from);
    for (let n = 0; n < 4; n += 1) {
      expect((await loginTwoFactor(ctx.app, challenge, '000000', from)).statusCode).toBe(401);
    }
    const refused = await loginTwoFactor(ctx.app, challenge, codeOf(admin.secret), from);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await login(ctx.app, admin.user.email, DEFAULT_PASSWORD, from)).statusCode).toBe(429);
    // A right password alone does not start the counts afresh, from another address either.
    const elsewhere = nextAddress();
    const fresh = await challengeFor(ctx.app, admin.user.email, elsewhere);
    expect((await loginTwoFactor(ctx.app, fresh, codeOf(admin.secret), elsewhere)).statusCode).toBe(
      200,
    );
  });

  it('turns off with a code or the password, and sign-in asks for the password alone again', async () => {
    const enrolled = await enrolledAdmin(ctx);
    // A new session, which has not confirmed the password (setting up did, for the first).
    const from = nextAddress();
    const challenge = await challengeFor(ctx.app, enrolled.user.email, from);
    const token = (await loginTwoFactor(ctx.app, challenge, codeOf(enrolled.secret), from)).json()
      .data.token as string;
    advance(STEP_MS);
    const byCode = { ...enrolled, api: authed(ctx, token) };
    const asked = await byCode.api.post('/api/auth/2fa/disable', {});
    expect(asked.statusCode).toBe(403);
    expect(asked.json().issues[0].path).toBe('currentPassword');
    const wrong = await byCode.api.post('/api/auth/2fa/disable', { code: '000000' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().issues[0].path).toBe('code');
    const off = await byCode.api.post('/api/auth/2fa/disable', { code: codeOf(byCode.secret) });
    expect(off.statusCode).toBe(200);
    expect(off.json().message).toBe(authMessages.twoFactorDisabled);
    const signIn = await login(ctx.app, byCode.user.email, DEFAULT_PASSWORD, nextAddress());
    expect(signIn.json().data.token).toEqual(expect.any(String));
    expect((await byCode.api.post('/api/auth/2fa/disable', {})).statusCode).toBe(409);
    const stored = await ctx.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, byCode.user.id));
    expect(stored).toEqual([]);
    expect(await entriesOf(ctx, byCode.user.id, 'two_factor_disable')).toHaveLength(1);

    const byPassword = await enrolledAdmin(ctx);
    const wrongPassword = await byPassword.api.post('/api/auth/2fa/disable', {
      currentPassword: 'not-the-password',
    });
    expect(wrongPassword.statusCode).toBe(403);
    const offByPassword = await byPassword.api.post('/api/auth/2fa/disable', {
      currentPassword: DEFAULT_PASSWORD,
    });
    expect(offByPassword.statusCode).toBe(200);
    expect((await byPassword.api.get('/api/auth/2fa')).json().data.enabled).toBe(false);
  });

  it('never asks a non-admin for a code', async () => {
    const member = await buildUser(ctx.db, { role: 'user' });
    expect((await login(ctx.app, member.email)).statusCode).toBe(403);
  });
});

describe('REQUIRE_2FA', () => {
  const ctx = useTestContext({ requireTwoFactor: true });

  it('lets an admin without it do nothing but set it up, then everything', async () => {
    const user = await buildUser(ctx.db, { role: 'admin' });
    const signIn = await login(ctx.app, user.email, DEFAULT_PASSWORD, nextAddress());
    expect(signIn.statusCode).toBe(200);
    const session = signIn.json().data;
    expect(session.twoFactorSetupRequired).toBe(true);
    const api = authed(ctx, session.token);

    const refused = await api.get('/api/auth/users');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(authMessages.twoFactorRequired);
    expect((await api.get('/api/auth/sessions')).statusCode).toBe(403);
    expect((await api.get('/api/auth/profile')).statusCode).toBe(200);
    expect((await api.get('/api/auth/2fa')).json().data.required).toBe(true);

    const setup = await api.post('/api/auth/2fa/setup', { currentPassword: DEFAULT_PASSWORD });
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json().data;
    const enable = await api.post('/api/auth/2fa/enable', { code: codeOf(secret) });
    expect(enable.statusCode).toBe(200);
    // The same session may do everything now.
    expect((await api.get('/api/auth/users')).statusCode).toBe(200);

    // It cannot be turned off while the server requires it.
    advance(STEP_MS);
    const off = await api.post('/api/auth/2fa/disable', { code: codeOf(secret) });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(authMessages.twoFactorRequiredNoDisable);

    // The next sign-in asks for a code, and its session is not restricted.
    const from = nextAddress();
    const challenge = await challengeFor(ctx.app, user.email, from);
    const second = await loginTwoFactor(ctx.app, challenge, codeOf(secret), from);
    expect(second.json().data.twoFactorSetupRequired).toBe(false);
  });

  it('signs out a restricted session like any other', async () => {
    const user = await buildUser(ctx.db, { role: 'admin' });
    const token = (await login(ctx.app, user.email, DEFAULT_PASSWORD, nextAddress())).json().data
      .token as string;
    const api = authed(ctx, token);
    expect((await api.post('/api/auth/logout')).statusCode).toBe(200);
    expect((await api.get('/api/auth/profile')).statusCode).toBe(401);
  });
});
