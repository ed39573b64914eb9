import { getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import {
  authed,
  buildUser,
  createTestApp,
  login,
  signedInAdmin,
  type TestContext,
} from '../../test/harness.ts';
import { useTwoInstances } from '../../test/two-instances.ts';
import { serverCollections } from './registry.ts';

let ctx: TestContext;
let admin: ReturnType<typeof authed>;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const session = await signedInAdmin(ctx);
  token = session.token;
  admin = authed(ctx, session);
});
afterAll(async () => {
  await ctx.close();
});

let nextId = 1;
const faq = () => ({
  id: nextId++,
  question: `Question ${nextId}?`,
  answer: `Answer ${nextId}.`,
});

describe('section lists with ETags', () => {
  it('has a version trigger on the table of every section', async () => {
    const result = await ctx.db.execute(sql`
      select c.relname as table_name from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where t.tgname = c.relname || '_version' and not t.tgisinternal`);
    const withTrigger = rowsOf<{ table_name: string }>(result).map((row) => row.table_name);
    for (const entry of serverCollections) {
      expect(withTrigger, entry.definition.name).toContain(getTableName(entry.table));
    }
  });

  it('answers 304 to the current ETag and 200 with the new list to a stale one', async () => {
    const created = await admin.post('/api/admin/faqs', faq());
    expect(created.statusCode).toBe(201);
    const first = await admin.get('/api/admin/faqs');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"faqs-\d+"$/);
    const again = await admin.get('/api/admin/faqs');
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toBe(first.body);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const fresh = await admin.inject({
        url: '/api/admin/faqs',
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(fresh.statusCode).toBe(304);
      expect(fresh.body).toBe('');
      expect(fresh.headers.etag).toBe(etag);
      expect(fresh.headers['cache-control']).toBe('no-store');
    }
    const other = await admin.inject({
      url: '/api/admin/faqs',
      headers: { 'if-none-match': '"faqs-1"' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('sends a compressed list whole, fresh and from the cache', async () => {
    for (let i = 0; i < 5; i++) {
      await admin.post('/api/admin/faqs', { ...faq(), answer: 'A long answer. '.repeat(40) });
    }
    const plain = await admin.get('/api/admin/faqs');
    await admin.post('/api/admin/faqs', faq());
    // Over a real socket: the compression hook runs after the handler has returned.
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      for (let round = 0; round < 2; round++) {
        const response = await fetch(`${address}/api/admin/faqs`, {
          headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
        });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-encoding')).toBe('gzip');
        const body = (await response.json()) as { data: unknown[] };
        expect(body.data.length).toBe(plain.json().data.length + 1);
      }
    } finally {
      await ctx.app.server.close();
    }
  });

  it('changes the ETag on every write: create, update, delete', async () => {
    const etags = new Set<string>();
    const current = async () => {
      const response = await admin.get('/api/admin/faqs');
      expect(response.statusCode).toBe(200);
      etags.add(response.headers.etag as string);
      return response;
    };
    const before = await current();
    const item = faq();
    const created = await admin.post('/api/admin/faqs', item);
    const id = created.json().data._id as string;
    const afterCreate = await current();
    expect(afterCreate.json().data.map((f: { _id: string }) => f._id)).toContain(id);

    const stale = await admin.inject({
      url: '/api/admin/faqs',
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(afterCreate.body);

    await admin.put(`/api/admin/faqs/${id}`, { ...item, question: 'Changed question?' });
    const afterUpdate = await current();
    expect(afterUpdate.body).toContain('Changed question?');
    await admin.delete(`/api/admin/faqs/${id}`);
    const afterDelete = await current();
    expect(afterDelete.json().data.map((f: { _id: string }) => f._id)).not.toContain(id);
    expect(etags.size).toBe(4);
  });

  it('serves an item by id again until its table is written, then the new item', async () => {
    const created = await admin.post('/api/admin/faqs', faq());
    const id = created.json().data._id as string;
    const first = await admin.get(`/api/admin/faqs/${id}`);
    expect((await admin.get(`/api/admin/faqs/${id}`)).body).toBe(first.body);
    // Written straight to the database, as another instance would.
    await ctx.db.execute(sql`update faqs set question = 'Edited elsewhere?' where id = ${id}`);
    expect((await admin.get(`/api/admin/faqs/${id}`)).json().data.question).toBe(
      'Edited elsewhere?',
    );
    await ctx.db.execute(sql`delete from faqs where id = ${id}`);
    expect((await admin.get(`/api/admin/faqs/${id}`)).statusCode).toBe(404);
  });
});

// Two instances on one PostgreSQL database: a write through one invalidates the other's cache.
const url = process.env.TEST_DATABASE_URL;
describe.skipIf(!url)('section lists across two instances on one PostgreSQL', () => {
  const instances = useTwoInstances(url);

  it('serves on A the list written through B, even to A’s old ETag', async () => {
    const user = await buildUser(instances.db, { role: 'admin' });
    const token = (await login(instances.a, user.email)).json().data.token as string;
    const onA = authed({ app: instances.a }, token);
    const onB = authed({ app: instances.b }, token);
    await onA.post('/api/admin/faqs', faq());
    const cached = await onA.get('/api/admin/faqs');
    expect((await onA.get('/api/admin/faqs')).body).toBe(cached.body);
    const created = await onB.post('/api/admin/faqs', faq());
    expect(created.statusCode).toBe(201);
    const seen = await onA.inject({
      url: '/api/admin/faqs',
      headers: { 'if-none-match': cached.headers.etag as string },
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.headers.etag).not.toBe(cached.headers.etag);
    expect(seen.json().data.map((f: { _id: string }) => f._id)).toContain(created.json().data._id);
  });

  it('serves on A an item updated through B at once', async () => {
    const user = await buildUser(instances.db, { role: 'admin' });
    const token = (await login(instances.a, user.email)).json().data.token as string;
    const onA = authed({ app: instances.a }, token);
    const onB = authed({ app: instances.b }, token);
    const item = faq();
    const id = (await onA.post('/api/admin/faqs', item)).json().data._id as string;
    expect((await onA.get(`/api/admin/faqs/${id}`)).json().data.question).toBe(item.question);
    await onB.put(`/api/admin/faqs/${id}`, { ...item, question: 'Changed on B?' });
    expect((await onA.get(`/api/admin/faqs/${id}`)).json().data.question).toBe('Changed on B?');
  });
});
