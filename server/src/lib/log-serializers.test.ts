import { randomBytes } from 'node:crypto';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { buildUser, createTestDatabase, login, TEST_JWT_SECRET } from '../test/harness.ts';
import { pngImage } from '../test/images.ts';
import { multipartForm } from '../test/multipart.ts';
import { loggerOptions, pathOnly, safeMessage, serializeError } from './log-serializers.ts';

describe('the log keeps secrets and personal data out', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let db: Database;
  let closeDatabase: () => Promise<void>;

  beforeAll(async () => {
    const database = await createTestDatabase();
    db = database.db;
    closeDatabase = database.close;
    app = await buildApp({
      db,
      jwtSecret: TEST_JWT_SECRET,
      // The most talkative level, so nothing is missed by being filtered out.
      logLevel: 'trace',
      logStream: { write: (line: string) => void lines.push(line) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await closeDatabase();
  });

  it('holds no password, hash, token or email, even when a query with them fails', async () => {
    const unique = randomBytes(4).toString('hex');
    const adminPassword = `Admin-Lantern-${unique}`;
    const admin = await buildUser(db, {
      role: 'admin',
      email: `chief.${unique}@example.com`,
      password: adminPassword,
    });
    expect((await login(app, admin.email, 'Wrong-Guess-of-the-day')).statusCode).toBe(401);
    const signIn = await login(app, admin.email, adminPassword);
    expect(signIn.statusCode).toBe(200);
    const token = signIn.json<{ data: { token: string } }>().data.token;
    const headers = { authorization: `Bearer ${token}` };

    const newUser = {
      name: 'Paula Private',
      email: `paula.${unique}@example.com`,
      role: 'user',
      password: `Paula-Quill-${unique}`,
    };
    const created = await app.inject({
      method: 'POST',
      url: '/api/auth/users',
      headers,
      // Creating an account asks for the admin's own password: it must not be logged either.
      payload: { ...newUser, currentPassword: adminPassword },
    });
    expect(created.statusCode).toBe(201);
    const newUserId = created.json<{ data: { id: string } }>().data.id;

    // From here on every write to users fails inside the database, after the hash is computed.
    await db.execute(sql`
      create function refuse_user_writes() returns trigger language plpgsql as $$
      begin raise exception 'users are read-only'; end $$`);
    await db.execute(sql`
      create trigger refuse_user_writes before insert or update on users
      for each row execute function refuse_user_writes()`);
    const failedUser = {
      name: 'Oscar Other',
      email: `oscar.${unique}@example.com`,
      role: 'user',
      password: `Oscar-Marble-${unique}`,
    };
    const failedCreate = await app.inject({
      method: 'POST',
      url: '/api/auth/users',
      headers,
      payload: failedUser,
    });
    expect(failedCreate.statusCode).toBe(500);
    const failedUpdate = await app.inject({
      method: 'PUT',
      url: `/api/auth/users/${newUserId}`,
      headers,
      payload: { ...newUser, password: `Paula-Second-${unique}` },
    });
    expect(failedUpdate.statusCode).toBe(500);
    // A token or email in a query string stays out of the log too, whether the query is taken
    // (a search) or refused (an unknown parameter, answered 400 naming it).
    const searched = await app.inject({
      method: 'GET',
      url: `/api/auth/users?search=${encodeURIComponent(newUser.email)}`,
      headers,
    });
    expect(searched.statusCode).toBe(200);
    const withQuery = await app.inject({
      method: 'GET',
      url: `/api/auth/users?token=${token}&email=${encodeURIComponent(newUser.email)}`,
      headers,
    });
    expect(withQuery.statusCode).toBe(400);
    // A multipart upload: the multipart plugin logs the request's headers at trace level.
    const upload = multipartForm([
      { name: 'image', filename: 'me.png', contentType: 'image/png', data: await pngImage() },
    ]);
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/admin/upload/testimonial-avatar',
      headers: { ...upload.headers, ...headers, cookie: `session=${token}` },
      payload: upload.payload,
    });
    expect(uploaded.statusCode).toBe(200);

    const log = lines.join('');
    // The log did record the failures and the requests, so the scan below means something.
    expect(log).toContain('Failed query: insert into \\"users\\"');
    expect(log).toContain('"code":"P0001"');
    expect(log).toContain('"url":"/api/auth/users"');
    expect(log).toContain('"statusCode":500');
    expect(log).toContain('Providing options to busboy');
    for (const secret of [
      adminPassword,
      'Wrong-Guess-of-the-day',
      newUser.password,
      failedUser.password,
      `Paula-Second-${unique}`,
      '$argon2id$',
      'argon2id',
      token,
      token.split('.')[2] ?? token,
      admin.email,
      newUser.email,
      encodeURIComponent(newUser.email),
      failedUser.email,
      unique,
    ]) {
      expect(log, `the log holds ${secret}`).not.toContain(secret);
    }
  });
});

describe('credential headers in the log', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let db: Database;
  let closeDatabase: () => Promise<void>;

  beforeAll(async () => {
    const database = await createTestDatabase();
    db = database.db;
    closeDatabase = database.close;
    app = await buildApp({
      db,
      jwtSecret: TEST_JWT_SECRET,
      logLevel: 'trace',
      logStream: { write: (line: string) => void lines.push(line) },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await closeDatabase();
  });

  it("censors Proxy-Authorization, Authorization and Cookie where a request's headers are logged", async () => {
    const admin = await buildUser(db, { role: 'admin' });
    const signIn = await login(app, admin.email);
    const token = signIn.json<{ data: { token: string } }>().data.token;
    const proxyCredentials = `Basic ${Buffer.from('proxy-user:Proxy-Pass-7e3').toString('base64')}`;
    const cookie = 'coursedesk_device_x=Cookie-Value-51c';
    // The multipart plugin logs the request's headers (as `busboyOptions.headers`) at trace.
    const upload = multipartForm([
      { name: 'image', filename: 'me.png', contentType: 'image/png', data: await pngImage() },
    ]);
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/admin/upload/testimonial-avatar',
      headers: {
        ...upload.headers,
        authorization: `Bearer ${token}`,
        'proxy-authorization': proxyCredentials,
        cookie,
      },
      payload: upload.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);

    const line = lines.find((entry) => entry.includes('busboyOptions'));
    expect(line, 'no log line holds the request headers').toBeDefined();
    const headers = (
      JSON.parse(line as string) as { busboyOptions: { headers: Record<string, unknown> } }
    ).busboyOptions.headers;
    expect(headers).toMatchObject({
      authorization: '[Redacted]',
      'proxy-authorization': '[Redacted]',
      cookie: '[Redacted]',
    });
    const log = lines.join('');
    for (const secret of [token, proxyCredentials, 'Proxy-Pass-7e3', 'Cookie-Value-51c']) {
      expect(log, `the log holds ${secret}`).not.toContain(secret);
    }
  });

  it('censors them in any headers object the server logs', () => {
    const logged: string[] = [];
    const logger = Fastify({
      logger: loggerOptions('info', { write: (text: string) => void logged.push(text) }),
    }).log;
    logger.info(
      {
        headers: {
          authorization: 'Bearer a.b.c',
          'proxy-authorization': 'Basic cHJveHk6c2VjcmV0',
          cookie: 'a=1',
          'set-cookie': 'b=2',
          accept: 'text/html',
        },
      },
      'a request',
    );
    const { headers } = JSON.parse(logged[0] ?? '{}') as { headers: Record<string, string> };
    expect(headers).toEqual({
      authorization: '[Redacted]',
      'proxy-authorization': '[Redacted]',
      cookie: '[Redacted]',
      'set-cookie': '[Redacted]',
      accept: 'text/html',
    });
  });
});

describe('serializeError', () => {
  it('keeps the query and the SQLSTATE code but not the parameters, the detail or the row', () => {
    const cause = Object.assign(new Error('null value in column "name" of relation "users"'), {
      code: '23502',
      detail: 'Failing row contains (1, secret@example.com, $argon2id$v=19$abc).',
      table: 'users',
      column: 'name',
      query: 'insert into users values ($1, $2)',
      params: ['secret@example.com', '$argon2id$v=19$abc'],
    });
    const error = new DrizzleQueryError(
      'insert into "users" ("email", "password_hash") values ($1, $2)',
      ['secret@example.com', '$argon2id$v=19$abc'],
      cause,
    );
    const serialized = serializeError(error);
    const text = JSON.stringify(serialized);
    expect(text).not.toContain('secret@example.com');
    expect(text).not.toContain('argon2id');
    expect(serialized.message).toBe(
      'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)',
    );
    expect(serialized.stack).toMatch(/^Error: Failed query: insert into "users".*\n\s+at /);
    expect(serialized.cause).toMatchObject({ code: '23502', table: 'users', column: 'name' });
  });

  it('hides a value PostgreSQL quotes back and query strings in messages', () => {
    expect(safeMessage('invalid input syntax for type uuid: "paula@example.com"')).toBe(
      'invalid input syntax for type uuid: [value hidden]',
    );
    expect(safeMessage('invalid byte sequence for encoding "UTF8": 0x00')).toBe(
      'invalid byte sequence for encoding "UTF8": [value hidden]',
    );
    expect(safeMessage('Reply was already sent for "/api/x?token=abc.def" (GET)')).toBe(
      'Reply was already sent for "/api/x?[query hidden]" (GET)',
    );
    expect(pathOnly('/api/auth/users?token=abc#frag')).toBe('/api/auth/users');
  });

  it('serialises a thrown non-error and bounds the depth of causes', () => {
    expect(serializeError('plain text')).toMatchObject({ type: 'string', message: 'plain text' });
    let error = new Error('bottom');
    for (let i = 0; i < 10; i++) error = new Error(`level ${i}`, { cause: error });
    let depth = 0;
    for (let node = serializeError(error); node.cause; node = node.cause) depth += 1;
    expect(depth).toBe(3);
  });
});
