// npm run admin -- reset-password and disable-2fa: an admin locked out gets back in
// (docs/operations.md).
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { activity, loginThrottle, recoveryCodes, sessions, users } from '../db/schema/index.ts';
import { authed, buildUser, DEFAULT_PASSWORD, login, useTestApp } from '../test/harness.ts';
import { AccountRefusedError, disableTwoFactor, resetPassword } from './admin.ts';

const { ctx } = useTestApp();

describe('reset-password', () => {
  it('gives a new password, ends every session and starts the sign-in counts afresh', async () => {
    const admin = await buildUser(ctx.db, { role: 'admin', email: 'locked.out@example.com' });
    const bystander = await buildUser(ctx.db, { role: 'admin', email: 'other@example.com' });
    expect((await login(ctx.app, admin.email)).statusCode).toBe(200);
    // Their budget spent by an attack, and a pair of theirs locked; another account's counts.
    for (let n = 1; n <= 6; n += 1) await login(ctx.app, admin.email, 'wrong', '10.30.0.1');
    await login(ctx.app, bystander.email, 'wrong', '10.30.0.2');

    const result = await resetPassword(ctx.db, 'Locked.Out@example.com');
    expect(result.email).toBe(admin.email);
    expect(result.generated).toMatch(/^[A-Za-z0-9_-]{20}$/);

    const live = await ctx.db.select().from(sessions).where(eq(sessions.userId, admin.id));
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((session) => session.revokedAt !== null)).toBe(true);
    const keys = (await ctx.db.select().from(loginThrottle)).map((row) => row.key);
    expect(keys.filter((key) => key.includes(admin.email))).toEqual([]);
    expect(keys).toContain(`pair:10.30.0.2 ${bystander.email}`);

    // The old password no longer works; the new one does, from the address that was locked.
    expect((await login(ctx.app, admin.email, undefined, '10.30.0.3')).statusCode).toBe(401);
    const signIn = await login(ctx.app, admin.email, result.generated, '10.30.0.1');
    expect(signIn.statusCode).toBe(200);
  });

  it('takes a chosen password, and refuses a common one, a short one and an unknown email', async () => {
    const admin = await buildUser(ctx.db, { role: 'admin' });
    const chosen = await resetPassword(ctx.db, admin.email, 'a-long-chosen-passphrase');
    expect(chosen.generated).toBeUndefined();
    expect((await login(ctx.app, admin.email, 'a-long-chosen-passphrase')).statusCode).toBe(200);

    await expect(resetPassword(ctx.db, admin.email, 'password123')).rejects.toThrow(
      'This password is too common',
    );
    await expect(resetPassword(ctx.db, admin.email, 'short')).rejects.toBeInstanceOf(
      AccountRefusedError,
    );
    await expect(resetPassword(ctx.db, 'nobody@example.com')).rejects.toThrow(
      'There is no account with the email nobody@example.com.',
    );
    // Nothing refused changed the password.
    expect((await login(ctx.app, admin.email, 'a-long-chosen-passphrase')).statusCode).toBe(200);
  });
});

describe('disable-2fa', () => {
  it('turns two-factor sign-in off: the password alone signs in again', async () => {
    const admin = await buildUser(ctx.db, { role: 'admin', email: 'lost.phone@example.com' });
    const api = authed(ctx, (await login(ctx.app, admin.email)).json().data.token);
    const setup = await api.post('/api/auth/2fa/setup', { currentPassword: DEFAULT_PASSWORD });
    const { secret } = setup.json().data;
    const code = TOTP.generate({ secret: Secret.fromBase32(secret) });
    expect((await api.post('/api/auth/2fa/enable', { code })).statusCode).toBe(200);
    expect((await login(ctx.app, admin.email)).json().data.twoFactorRequired).toBe(true);

    expect(await disableTwoFactor(ctx.db, 'Lost.Phone@example.com')).toEqual({
      email: admin.email,
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, admin.id));
    expect(row?.totpSecret).toBeNull();
    const codes = await ctx.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, admin.id));
    expect(codes).toEqual([]);
    const signIn = await login(ctx.app, admin.email);
    expect(signIn.json().data.token).toEqual(expect.any(String));
    const entries = await ctx.db
      .select()
      .from(activity)
      .where(and(eq(activity.recordId, admin.id), eq(activity.action, 'two_factor_disable')));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.actorType).toBe('system');
  });

  it('refuses an unknown email and an account without two-factor sign-in', async () => {
    const admin = await buildUser(ctx.db, { role: 'admin' });
    await expect(disableTwoFactor(ctx.db, admin.email)).rejects.toThrow(
      `${admin.email} does not have two-factor sign-in on.`,
    );
    await expect(disableTwoFactor(ctx.db, 'nobody@example.com')).rejects.toBeInstanceOf(
      AccountRefusedError,
    );
  });
});
