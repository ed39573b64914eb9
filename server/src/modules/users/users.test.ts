import { randomUUID } from 'node:crypto';
import { authMessages } from '@coursedesk/contract/auth';
import { userMessages } from '@coursedesk/contract/users';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import {
  buildUser,
  confirmPassword,
  DEFAULT_PASSWORD,
  login,
  signedInAdmin,
  useTestContext,
} from '../../test/harness.ts';
import { presentUser } from './presenter.ts';
import { createUsersService } from './service.ts';

const ctx = useTestContext();
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeEach(async () => {
  // Each test starts from one signed-in admin and nobody else.
  await ctx.db.delete(users);
  admin = await signedInAdmin(ctx, { name: 'Main Admin' });
  // The sensitive changes below pass once the session has confirmed its password; what they ask
  // without it is tested under "confirming the password".
  await confirmPassword(ctx.app, admin.headers);
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });

/** POST /api/auth/users: a member with a good password unless the test says otherwise. */
const createUser = (fields: object) =>
  call('POST', '/api/auth/users', { role: 'user', password: 'long-enough', ...fields });

describe('GET /api/auth/users', () => {
  it('lists users in creation order without passwords', async () => {
    const member = await buildUser(ctx.db, { name: 'Member' });
    const response = await call('GET', '/api/auth/users');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data.map((u: { name: string }) => u.name)).toEqual(['Main Admin', 'Member']);
    expect(body.data[1]).toEqual({
      _id: member.id,
      id: member.id,
      name: 'Member',
      email: member.email,
      role: 'user',
      createdAt: member.createdAt.toISOString(),
      updatedAt: member.updatedAt.toISOString(),
    });
    expect(response.body).not.toMatch(/password/i);
    expect(body.pagination).toEqual({ page: 1, limit: 100, total: 2, totalPages: 1 });
  });

  it('pages, sorts and searches by name or email', async () => {
    for (const name of ['Carol', 'bob', 'Alice']) {
      await buildUser(ctx.db, { name, email: `${name.toLowerCase()}@example.org` });
    }
    const names = async (query: string) => {
      const response = await call('GET', `/api/auth/users?${query}`);
      expect(response.statusCode, query).toBe(200);
      return response.json().data.map((u: { name: string }) => u.name);
    };
    expect(await names('sortBy=name&limit=2')).toEqual(['Alice', 'bob']);
    expect(await names('sortBy=name&limit=2&page=2')).toEqual(['Carol', 'Main Admin']);
    expect(await names('search=BOB')).toEqual(['bob']);
    expect(await names('search=example.org&sortBy=name&sortOrder=desc')).toEqual([
      'Carol',
      'bob',
      'Alice',
    ]);
    const page = (await call('GET', '/api/auth/users?limit=1&page=3')).json();
    expect(page.pagination).toEqual({ page: 3, limit: 1, total: 4, totalPages: 4 });
  });

  it('refuses a limit over 100, an unknown parameter and a sort by a column it does not offer', async () => {
    for (const [query, path, message] of [
      ['limit=101', 'limit', 'limit must be at most 100'],
      ['filter[x]=1', '', 'Unrecognized key: "filter[x]"'],
      ['sortBy=password_hash', 'sortBy', 'sortBy must be one of: createdAt, name, email'],
      ['page=0', 'page', 'page must be a whole number of at least 1'],
    ] as const) {
      const response = await call('GET', `/api/auth/users?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
      expect(response.json().issues[0].path).toBe(path);
    }
  });

  it('counts every account and the admins among them, kept until a user is written', async () => {
    await buildUser(ctx.db, { name: 'Member' });
    await buildUser(ctx.db, { name: 'Second admin', role: 'admin' });
    const stats = await call('GET', '/api/auth/users/stats');
    expect(stats.statusCode).toBe(200);
    expect(stats.json()).toEqual({ success: true, data: { total: 3, admins: 2, users: 1 } });
    await buildUser(ctx.db, { name: 'Another' });
    expect((await call('GET', '/api/auth/users/stats')).json().data).toEqual({
      total: 4,
      admins: 2,
      users: 2,
    });
    const anonymous = await ctx.app.inject({ url: '/api/auth/users/stats' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/auth/users', () => {
  it('creates a user with a hashed password', async () => {
    const response = await createUser({
      name: '  New Person ',
      email: 'New.Person@Example.com',
      role: 'admin',
      password: 'a-good-password',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: userMessages.userCreated,
      data: { name: 'New Person', email: 'new.person@example.com', role: 'admin' },
    });
    expect(response.body).not.toMatch(/password/i);
    const [row] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.email, 'new.person@example.com'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(row?.passwordHash ?? '', 'a-good-password')).toBe(true);
    expect((await login(ctx.app, 'new.person@example.com', 'a-good-password')).statusCode).toBe(
      200,
    );
  });

  it.each([
    [{ email: 'a@example.com', password: 'long-enough' }, userMessages.nameEmailRequired],
    [{ name: 'A', email: '   ', password: 'long-enough' }, userMessages.nameEmailRequired],
    [{ name: 'A', email: 'not-an-email', password: 'long-enough' }, userMessages.invalidEmail],
    [{ name: 'A', email: 'a@example.com' }, userMessages.passwordRequired],
    [{ name: 'A', email: 'a@example.com', password: '' }, userMessages.passwordRequired],
    [{ name: 'A', email: 'a@example.com', password: 'short' }, userMessages.passwordTooShort],
    [
      { name: 'A', email: 'a@example.com', password: 'long-enough', role: 'owner' },
      'Invalid option: expected one of "user"|"admin"',
    ],
  ])('refuses %j with "%s"', async (payload, message) => {
    const response = await call('POST', '/api/auth/users', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
    expect(await ctx.db.select().from(users)).toHaveLength(1);
  });

  it('refuses a second account with the same email, whatever its case', async () => {
    await buildUser(ctx.db, { email: 'taken@example.com' });
    const response = await createUser({ name: 'Copy', email: 'TAKEN@example.com' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      code: 'CONFLICT',
      message: userMessages.emailTaken,
    });
  });

  it('ignores fields the contract does not know', async () => {
    const response = await createUser({
      name: 'Sneaky',
      email: 'sneaky@example.com',
      passwordHash: 'x',
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.id).not.toBe('00000000-0000-4000-8000-000000000000');
  });
});

describe('common passwords', () => {
  const tooCommon = {
    success: false,
    code: 'VALIDATION_ERROR',
    message: userMessages.passwordTooCommon,
    issues: [{ path: 'password', message: 'This password is too common' }],
  };

  it.each(['password', '12345678', 'Password', 'iloveyou'])(
    'refuses to create a user with %j',
    async (password) => {
      const response = await createUser({
        name: 'Weak',
        email: 'weak@example.com',
        role: 'admin',
        password,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(tooCommon);
      expect(await ctx.db.select().from(users)).toHaveLength(1);
    },
  );

  it('refuses to set a common password on update and keeps the old one', async () => {
    const member = await buildUser(ctx.db, { password: 'an-uncommon-password' });
    const response = await call('PUT', `/api/auth/users/${member.id}`, {
      name: member.name,
      email: member.email,
      role: 'user',
      password: '12345678',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(tooCommon);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.passwordHash).toBe(member.passwordHash);
  });
});

describe('passwords made only of whitespace', () => {
  const blank = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [{ path: 'password', message: 'Password cannot be only spaces' }],
    });
  };

  it.each(['        ', '\t\t\t\t\t\t\t\t', ' \n \n \n \n\u00a0'])(
    'are refused on create and update: %j',
    async (password) => {
      blank(await createUser({ name: 'Blank', email: 'blank@example.com', password }));
      expect(await ctx.db.select().from(users)).toHaveLength(1);
      const member = await buildUser(ctx.db, { password: 'an-uncommon-password' });
      blank(
        await call('PUT', `/api/auth/users/${member.id}`, {
          name: member.name,
          email: member.email,
          role: 'user',
          password,
        }),
      );
      const [row] = await ctx.db.select().from(users).where(eq(users.id, member.id));
      expect(await verifyPassword(row?.passwordHash ?? '', 'an-uncommon-password')).toBe(true);
    },
  );

  it('accepts a password with spaces inside it', async () => {
    const response = await createUser({
      name: 'Spaced',
      email: 'spaced@example.com',
      password: '  a long phrase  ',
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('PUT /api/auth/users/:id', () => {
  it('updates name, email and role', async () => {
    const member = await buildUser(ctx.db);
    const response = await call('PUT', `/api/auth/users/${member.id}`, {
      name: 'Promoted',
      email: 'promoted@example.com',
      role: 'admin',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: userMessages.userUpdated,
      data: { _id: member.id, name: 'Promoted', email: 'promoted@example.com', role: 'admin' },
    });
  });

  it('refuses to demote the last admin', async () => {
    const response = await call('PUT', `/api/auth/users/${admin.user.id}`, {
      name: 'Main Admin',
      email: admin.user.email,
      role: 'user',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'Cannot change the last admin to user. At least one admin must remain.',
    );
    const [row] = await ctx.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(row?.role).toBe('admin');
  });

  it('keeps one admin when two demotions race', async () => {
    // Straight at the service, so both writes are in flight together on every engine.
    // Sessions are not what this test is about: the service is given a port that does nothing.
    const service = createUsersService(
      ctx.db,
      { revokeUser: async () => {}, forgetUser: () => {}, limit: async () => {} },
      { confirm: async () => {}, require: async () => {}, refused: async () => new Error() },
    );
    const caller = {
      auth: { user: presentUser(admin.user), sessionId: randomUUID() },
      client: { address: '127.0.0.1', cookies: {} },
    };
    const second = await buildUser(ctx.db, { role: 'admin' });
    const demote = (target: { id: string; name: string; email: string }) =>
      service.updateUser(
        target.id,
        { name: target.name, email: target.email, role: 'user' },
        caller,
      );
    const results = await Promise.allSettled([demote(admin.user), demote(second)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refusal = results.find((r) => r.status === 'rejected');
    expect(refusal?.reason).toMatchObject({ code: 'CONFLICT', message: userMessages.lastAdmin });
    const admins = await ctx.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
  });

  it('refuses an email another user has', async () => {
    const other = await buildUser(ctx.db, { email: 'other@example.com' });
    const member = await buildUser(ctx.db);
    const response = await call('PUT', `/api/auth/users/${member.id}`, {
      name: member.name,
      email: other.email,
      role: 'user',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(userMessages.emailTaken);
  });

  it('answers 404 for an unknown user', async () => {
    const response = await call('PUT', '/api/auth/users/00000000-0000-4000-8000-000000000000', {
      name: 'Nobody',
      email: 'nobody@example.com',
      role: 'user',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'User not found' });
  });
});

describe('DELETE /api/auth/users/:id', () => {
  it('deletes another user', async () => {
    const member = await buildUser(ctx.db);
    const response = await call('DELETE', `/api/auth/users/${member.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: userMessages.userDeleted });
    expect(await ctx.db.select().from(users).where(eq(users.id, member.id))).toHaveLength(0);
  });

  it('refuses to delete your own account', async () => {
    const response = await call('DELETE', `/api/auth/users/${admin.user.id}`);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(userMessages.selfDelete);
    expect(await ctx.db.select().from(users)).toHaveLength(1);
  });

  it('keeps one admin when two admins delete each other at once', async () => {
    const other = await signedInAdmin(ctx);
    const results = await Promise.all([
      call('DELETE', `/api/auth/users/${other.user.id}`),
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/auth/users/${admin.user.id}`,
        headers: other.headers,
      }),
    ]);
    expect(results.map((r) => r.statusCode)).toContain(200);
    const admins = await ctx.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
  });

  it('answers 404 for an unknown user', async () => {
    const response = await call('DELETE', '/api/auth/users/00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
  });
});

describe('confirming the password', () => {
  let fresh: Awaited<ReturnType<typeof signedInAdmin>>;
  beforeEach(async () => {
    // Just signed in: signing in does not count as confirming.
    fresh = await signedInAdmin(ctx);
  });
  const as = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: fresh.headers, ...(payload ? { payload } : {}) });
  const asksToConfirm = (response: { statusCode: number; json(): unknown }, message: string) => {
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'FORBIDDEN',
      message,
      issues: [{ path: 'currentPassword', message }],
    });
  };
  const newUser = { name: 'New', email: 'new@example.com', password: 'a-long-new-password' };

  it('creating an account asks for it, takes it in the call, then counts for 10 minutes', async () => {
    asksToConfirm(await as('POST', '/api/auth/users', newUser), authMessages.confirmRequired);
    asksToConfirm(
      await as('POST', '/api/auth/users', { ...newUser, currentPassword: 'not-mine' }),
      authMessages.confirmWrong,
    );
    expect(await ctx.db.select().from(users).where(eq(users.email, newUser.email))).toEqual([]);
    const created = await as('POST', '/api/auth/users', {
      ...newUser,
      currentPassword: DEFAULT_PASSWORD,
    });
    expect(created.statusCode).toBe(201);
    const second = { ...newUser, email: 'second@example.com' };
    expect((await as('POST', '/api/auth/users', second)).statusCode).toBe(201);
    // Ten minutes on, it is asked again.
    await ctx.db
      .update(sessions)
      .set({ confirmedAt: sql`now() - interval '11 minutes'` })
      .where(eq(sessions.id, await sessionOf(fresh.token)));
    const third = { ...newUser, email: 'third@example.com' };
    asksToConfirm(await as('POST', '/api/auth/users', third), authMessages.confirmRequired);
  });

  it('a role change, deleting an account and anyone’s password or email ask for it; other edits do not', async () => {
    const member = await buildUser(ctx.db);
    const self = { name: fresh.user.name, email: fresh.user.email, role: 'admin' };
    const them = { name: member.name, email: member.email, role: 'user' };
    const confirmRequired = authMessages.confirmRequired;
    asksToConfirm(
      await as('PUT', `/api/auth/users/${member.id}`, { ...them, role: 'admin' }),
      confirmRequired,
    );
    asksToConfirm(await as('DELETE', `/api/auth/users/${member.id}`), confirmRequired);
    asksToConfirm(
      await as('PUT', `/api/auth/users/${fresh.user.id}`, {
        ...self,
        password: 'another-long-one',
      }),
      confirmRequired,
    );
    asksToConfirm(
      await as('PUT', `/api/auth/users/${fresh.user.id}`, { ...self, email: 'moved@example.com' }),
      confirmRequired,
    );
    // Nothing changed.
    const [row] = await ctx.db.select().from(users).where(eq(users.id, fresh.user.id));
    expect(row?.email).toBe(fresh.user.email);
    expect(await verifyPassword(row?.passwordHash ?? '', DEFAULT_PASSWORD)).toBe(true);
    // Another account's password or email too: either would take that account.
    asksToConfirm(
      await as('PUT', `/api/auth/users/${member.id}`, { ...them, password: 'their-new-password' }),
      confirmRequired,
    );
    asksToConfirm(
      await as('PUT', `/api/auth/users/${member.id}`, { ...them, email: 'taken@example.com' }),
      confirmRequired,
    );
    // A new name, for oneself or another, is an ordinary edit.
    expect(
      (await as('PUT', `/api/auth/users/${fresh.user.id}`, { ...self, name: 'Renamed' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await as('PUT', `/api/auth/users/${member.id}`, { ...them, name: 'Also renamed' }))
        .statusCode,
    ).toBe(200);

    const confirm = await as('POST', '/api/auth/confirm', { password: DEFAULT_PASSWORD });
    expect(confirm.json()).toEqual({ success: true, message: authMessages.confirmed });
    expect((await as('DELETE', `/api/auth/users/${member.id}`)).statusCode).toBe(200);
  });

  it('a wrong password to confirm is throttled like a sign-in', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      asksToConfirm(
        await as('POST', '/api/auth/confirm', { password: 'guess' }),
        authMessages.confirmWrong,
      );
    }
    const locked = await as('POST', '/api/auth/confirm', { password: DEFAULT_PASSWORD });
    expect(locked.statusCode).toBe(429);
  });
});

async function sessionOf(token: string): Promise<string> {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
  return payload.sid as string;
}
