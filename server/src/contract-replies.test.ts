import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { buildApp } from './app.ts';
import type { Database } from './db/client.ts';
import { seedDemoData } from './demo/seed-demo-data.ts';
import { buildUser, createTestDatabase, login, TEST_JWT_SECRET } from './test/harness.ts';

// The server writes replies with a compiled serializer, no longer with zod: this walks the API's
// replies and parses each with the zod response schema of its route and status, as the server
// did before.

interface Checked {
  route: string;
  status: number;
}

let app: FastifyInstance;
let db: Database;
let close: () => Promise<void>;
const checked: Checked[] = [];
const failures: string[] = [];
const routes: { method: string; url: string }[] = [];

beforeAll(async () => {
  const database = await createTestDatabase();
  db = database.db;
  await seedDemoData(database.db);
  app = await buildApp({
    db: database.db,
    jwtSecret: TEST_JWT_SECRET,
    onRoute: (route) => routes.push(route),
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const schema = (request.routeOptions.schema?.response as Record<number, ZodType> | undefined)?.[
      reply.statusCode
    ];
    if (!schema || typeof payload !== 'string' || payload === '') return payload;
    const route = `${request.method} ${request.routeOptions.url}`;
    const result = schema.safeParse(JSON.parse(payload));
    if (!result.success) failures.push(`${route} ${reply.statusCode}: ${result.error.message}`);
    checked.push({ route, status: reply.statusCode });
    return payload;
  });
  await app.ready();
  close = async () => {
    await app.close();
    await database.close();
  };
});
afterAll(async () => {
  await close();
});

describe('every reply matches its contract schema', () => {
  it('walks the lists, items, writes, users, dashboard and auth replies', async () => {
    const admin = await buildUser(db, { role: 'admin' });
    const signedIn = await login(app, admin.email);
    expect(signedIn.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${signedIn.json().data.token}` };
    const get = (url: string) => app.inject({ url, headers });

    // Every GET route without parameters, then each item route with an item of its list.
    const plain = routes.filter(
      (r) => r.method === 'GET' && r.url.startsWith('/api/') && !r.url.includes(':'),
    );
    expect(plain.length).toBeGreaterThan(10);
    for (const route of plain) await get(route.url);
    for (const route of routes.filter((r) => r.method === 'GET' && r.url.endsWith('/:_id'))) {
      const list = await get(route.url.replace('/:_id', ''));
      const first = (list.json().data as { _id: string }[] | undefined)?.[0];
      expect(first, route.url).toBeDefined();
      const item = await get(route.url.replace(':_id', first?._id ?? ''));
      expect(item.statusCode, route.url).toBe(200);
      // The item written back as it is: the update's reply.
      const { _id, createdAt, updatedAt, ...fields } = item.json().data;
      const put = await app.inject({
        method: 'PUT',
        url: route.url.replace(':_id', _id),
        headers,
        payload: fields,
      });
      expect(put.statusCode, `${route.url}: ${put.body}`).toBe(200);
    }
    // Errors have their schema too, where a route declares one.
    await get('/api/admin/faqs/00000000-0000-4000-8000-000000000000');
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers });

    expect(failures).toEqual([]);
    const seen = new Set(checked.map((c) => c.route));
    expect(seen.size).toBeGreaterThan(20);
    expect(seen).toContain('GET /api/auth/profile');
    expect(seen).toContain('POST /api/auth/login');
    expect(seen).toContain('PUT /api/admin/faqs/:_id');
  });
});
