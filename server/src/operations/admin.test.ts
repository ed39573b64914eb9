// npm run admin -- reset-password: an admin locked out gets back in (docs/operations.md).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginThrottle, sessions } from '../db/schema/index.ts';
import { buildUser, login, useTestApp } from '../test/harness.ts';
import { AccountRefusedError, resetPassword } from './admin.ts';

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
