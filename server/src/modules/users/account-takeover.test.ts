// A stolen admin token must not be enough to take accounts over (docs/security.md, "Confirming"):
// every change that can take an account asks for the admin's password, refusals are recorded, and
// an admin whose password another admin set must choose their own before doing anything else,
// and is told who set it (docs/security.md, "Passwords set by another admin").
import { authMessages } from '@coursedesk/contract/auth';
import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { activity, sessions, users } from '../../db/schema/index.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import {
  authed,
  buildUser,
  confirmPassword,
  DEFAULT_PASSWORD,
  login,
  signedInAdmin,
  useTestContext,
} from '../../test/harness.ts';

const ctx = useTestContext();

let address = 0;
/** A client address of its own per sign-in, so the throttle's counts never mix between tests. */
const nextAddress = () => {
  address += 1;
  return `10.88.${Math.floor(address / 250)}.${(address % 250) + 1}`;
};

beforeEach(async () => {
  await ctx.db.delete(users);
  await ctx.db.delete(activity);
});

const asksToConfirm = (response: { statusCode: number; json(): unknown }) => {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toMatchObject({
    code: 'FORBIDDEN',
    message: authMessages.confirmRequired,
    issues: [{ path: 'currentPassword', message: authMessages.confirmRequired }],
  });
};

const refusals = (userId: string) =>
  ctx.db
    .select()
    .from(activity)
    .where(and(eq(activity.actorId, userId), eq(activity.action, 'confirmation_refused')));

async function passwordOf(userId: string) {
  const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
  return row?.passwordHash ?? '';
}

const sessionOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sid as string;

describe('changes that can take an account ask for the password', () => {
  it('setting another admin’s password or email, and signing out one’s other sessions, are refused without it and recorded', async () => {
    const ada = await signedInAdmin(ctx, { name: 'Ada Lovelace' });
    const grace = await buildUser(ctx.db, { role: 'admin', name: 'Grace Hopper' });
    const api = authed(ctx, ada);
    const them = { name: grace.name, email: grace.email, role: 'admin' };

    asksToConfirm(
      await api.put(`/api/auth/users/${grace.id}`, { ...them, password: 'a-takeover-password' }),
    );
    asksToConfirm(
      await api.put(`/api/auth/users/${grace.id}`, { ...them, email: 'attacker@example.net' }),
    );
    // A member's password too: a member promoted later would keep it.
    const member = await buildUser(ctx.db);
    asksToConfirm(
      await api.put(`/api/auth/users/${member.id}`, {
        name: member.name,
        email: member.email,
        role: 'user',
        password: 'a-takeover-password',
      }),
    );

    // Ada's other browser: signing it out (one, or every other) asks too.
    const other = (await login(ctx.app, ada.user.email)).json().data.token as string;
    asksToConfirm(await api.delete(`/api/auth/sessions/${sessionOf(other)}`));
    asksToConfirm(await api.post('/api/auth/sessions/revoke-others'));
    // Signing out the session itself does not.
    expect((await authed(ctx, other).get('/api/auth/profile')).statusCode).toBe(200);

    // Nothing changed.
    expect(await verifyPassword(await passwordOf(grace.id), DEFAULT_PASSWORD)).toBe(true);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, grace.id));
    expect(row?.email).toBe(grace.email);

    // Each refusal is in the activity log, with no password in it.
    const refused = await refusals(ada.user.id);
    expect(refused).toHaveLength(5);
    for (const entry of refused) {
      expect(entry).toMatchObject({ area: 'auth', actorEmail: ada.user.email });
      expect(JSON.stringify(entry)).not.toContain('a-takeover-password');
    }

    // Once confirmed, the same calls pass.
    await confirmPassword(ctx.app, ada.headers);
    expect((await api.delete(`/api/auth/sessions/${sessionOf(other)}`)).statusCode).toBe(200);
    expect((await api.post('/api/auth/sessions/revoke-others')).statusCode).toBe(200);
  });

  it('a wrong current password is refused and recorded, never stored', async () => {
    const ada = await signedInAdmin(ctx, { name: 'Ada Lovelace' });
    const grace = await buildUser(ctx.db, { role: 'admin' });
    const response = await authed(ctx, ada).put(`/api/auth/users/${grace.id}`, {
      name: grace.name,
      email: grace.email,
      role: 'admin',
      password: 'a-takeover-password',
      currentPassword: 'my-guess-at-adas-password',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(authMessages.confirmWrong);
    const refused = await refusals(ada.user.id);
    expect(refused).toHaveLength(1);
    expect(JSON.stringify(refused)).not.toContain('my-guess-at-adas-password');
  });

  it('a confirmation counts for its session only, and for 10 minutes', async () => {
    const ada = await signedInAdmin(ctx);
    const grace = await buildUser(ctx.db, { role: 'admin' });
    await confirmPassword(ctx.app, ada.headers);
    const elsewhere = (await login(ctx.app, ada.user.email)).json().data.token as string;
    const change = (token: string, password: string) =>
      authed(ctx, token).put(`/api/auth/users/${grace.id}`, {
        name: grace.name,
        email: grace.email,
        role: 'admin',
        password,
      });
    // The other session of the same admin has not confirmed.
    asksToConfirm(await change(elsewhere, 'first-new-password'));
    expect((await change(ada.token, 'first-new-password')).statusCode).toBe(200);
    await ctx.db
      .update(sessions)
      .set({ confirmedAt: sql`now() - interval '11 minutes'` })
      .where(eq(sessions.id, sessionOf(ada.token)));
    asksToConfirm(await change(ada.token, 'second-new-password'));
  });
});

describe('the takeover chain', () => {
  it('is closed: a stolen token cannot set another admin’s password, and one set by an admin must be changed at the next sign-in', async () => {
    const ada = await signedInAdmin(ctx, { name: 'Ada Lovelace' });
    const grace = await buildUser(ctx.db, { role: 'admin', name: 'Grace Hopper' });
    const api = authed(ctx, ada);
    const setPassword = () =>
      api.put(`/api/auth/users/${grace.id}`, {
        name: grace.name,
        email: grace.email,
        role: 'admin',
        password: 'set-by-ada-2026',
      });

    // A token alone: refused.
    asksToConfirm(await setPassword());
    expect((await login(ctx.app, grace.email, 'set-by-ada-2026', nextAddress())).statusCode).toBe(
      401,
    );

    // Ada herself, having confirmed.
    await confirmPassword(ctx.app, ada.headers);
    expect((await setPassword()).statusCode).toBe(200);

    // Grace signs in with it: the answer says she must choose her own…
    const signIn = await login(ctx.app, grace.email, 'set-by-ada-2026', nextAddress());
    expect(signIn.statusCode).toBe(200);
    const session = signIn.json().data;
    expect(session.passwordChangeRequired).toBe(true);
    const asGrace = authed(ctx, session.token as string);

    // …and that session may do nothing else: not another account's password, not any screen.
    const refused = await asGrace.put(`/api/auth/users/${ada.user.id}`, {
      name: ada.user.name,
      email: ada.user.email,
      role: 'admin',
      password: 'grace-takes-ada',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(authMessages.passwordChangeRequired);
    expect((await asGrace.get('/api/admin/courses')).statusCode).toBe(403);
    expect((await asGrace.get('/api/auth/users')).statusCode).toBe(403);
    expect(await verifyPassword(await passwordOf(ada.user.id), DEFAULT_PASSWORD)).toBe(true);

    // It may read its profile, who set the password and when, and its notices.
    expect((await asGrace.get('/api/auth/profile')).statusCode).toBe(200);
    const status = await asGrace.get('/api/auth/password-change');
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json().data).toEqual({
      required: true,
      setBy: { name: 'Ada Lovelace', email: ada.user.email },
      setAt: expect.any(String),
    });

    // A new password the rules refuse leaves the requirement in place.
    const weak = await asGrace.post('/api/auth/password', {
      currentPassword: 'set-by-ada-2026',
      password: 'short',
    });
    expect(weak.statusCode).toBe(400);
    // The password Ada set does not do as the new one.
    const same = await asGrace.post('/api/auth/password', {
      currentPassword: 'set-by-ada-2026',
      password: 'set-by-ada-2026',
    });
    expect(same.statusCode).toBe(400);
    const wrong = await asGrace.post('/api/auth/password', {
      currentPassword: 'not-the-one',
      password: 'grace-own-password-77',
    });
    expect(wrong.statusCode).toBe(403);

    const changed = await asGrace.post('/api/auth/password', {
      currentPassword: 'set-by-ada-2026',
      password: 'grace-own-password-77',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // The same session goes on, with everything open to it again.
    expect((await asGrace.get('/api/admin/courses')).statusCode).toBe(200);
    expect((await asGrace.get('/api/auth/password-change')).json().data).toEqual({
      required: false,
      setBy: null,
      setAt: null,
    });
    const again = await login(ctx.app, grace.email, 'grace-own-password-77', nextAddress());
    expect(again.json().data.passwordChangeRequired).toBe(false);
  });

  it('tells the other admin in the app, and marks notices read', async () => {
    const ada = await signedInAdmin(ctx, { name: 'Ada Lovelace' });
    const grace = await buildUser(ctx.db, { role: 'admin', name: 'Grace Hopper' });
    await confirmPassword(ctx.app, ada.headers);
    const api = authed(ctx, ada);
    const put = (fields: object) =>
      api.put(`/api/auth/users/${grace.id}`, {
        name: grace.name,
        email: grace.email,
        role: 'admin',
        ...fields,
      });
    expect((await put({ password: 'set-by-ada-2026' })).statusCode).toBe(200);
    expect((await put({ email: 'grace@navy.example' })).statusCode).toBe(200);
    // A new name is no notice.
    expect((await put({ email: 'grace@navy.example', name: 'Rear Admiral' })).statusCode).toBe(200);

    const signIn = await login(ctx.app, 'grace@navy.example', 'set-by-ada-2026', nextAddress());
    const asGrace = authed(ctx, signIn.json().data.token as string);
    const listed = await asGrace.get('/api/auth/notices');
    expect(listed.statusCode, listed.body).toBe(200);
    const { notices, unread } = listed.json().data;
    expect(unread).toBe(2);
    expect(notices).toEqual([
      {
        id: expect.any(String),
        kind: 'email_changed',
        by: { name: 'Ada Lovelace', email: ada.user.email },
        from: grace.email,
        to: 'grace@navy.example',
        createdAt: expect.any(String),
        readAt: null,
      },
      {
        id: expect.any(String),
        kind: 'password_set',
        by: { name: 'Ada Lovelace', email: ada.user.email },
        from: null,
        to: null,
        createdAt: expect.any(String),
        readAt: null,
      },
    ]);
    // Ada has none of them.
    expect((await api.get('/api/auth/notices')).json().data).toEqual({ notices: [], unread: 0 });

    const read = await asGrace.post('/api/auth/notices/read', { ids: [notices[0].id] });
    expect(read.statusCode, read.body).toBe(200);
    expect((await asGrace.get('/api/auth/notices')).json().data.unread).toBe(1);
    // Another admin's notice cannot be marked by Ada.
    await api.post('/api/auth/notices/read', { ids: [notices[1].id] });
    expect((await asGrace.get('/api/auth/notices')).json().data.unread).toBe(1);
    await asGrace.post('/api/auth/notices/read', {});
    expect((await asGrace.get('/api/auth/notices')).json().data.unread).toBe(0);
  });

  it('an admin who sets their own password, or a member’s, is asked for no change at sign-in', async () => {
    const own = await signedInAdmin(ctx);
    await confirmPassword(ctx.app, own.headers);
    const self = await authed(ctx, own).put(`/api/auth/users/${own.user.id}`, {
      name: own.user.name,
      email: own.user.email,
      role: 'admin',
      password: 'my-own-new-password',
    });
    expect(self.statusCode).toBe(200);
    const again = await login(ctx.app, own.user.email, 'my-own-new-password', nextAddress());
    expect(again.json().data.passwordChangeRequired).toBe(false);
    expect((await authed(ctx, again.json().data.token).get('/api/admin/courses')).statusCode).toBe(
      200,
    );
  });
});
