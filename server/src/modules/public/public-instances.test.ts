import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type DatabaseHandle, dropSchema, openDatabase } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { buildUser, login, TEST_JWT_SECRET } from '../../test/harness.ts';

// Two server instances on one PostgreSQL database (two pools, one schema): a write made in the
// back-office through one shows in the other's public answers on its very next request, although
// each keeps its answers in memory (docs/website-api.md).
const url = process.env.TEST_DATABASE_URL;
const schema = `test_${randomBytes(6).toString('hex')}`;
let handles: DatabaseHandle[] = [];
let a: FastifyInstance;
let b: FastifyInstance;
let headers: Record<string, string>;

beforeAll(async () => {
  if (!url) return;
  const first = await openDatabase({ url, searchPath: schema });
  await migrate(first.db);
  const second = await openDatabase({ url, searchPath: schema });
  handles = [first, second];
  a = await buildApp({ db: first.db, jwtSecret: TEST_JWT_SECRET });
  b = await buildApp({ db: second.db, jwtSecret: TEST_JWT_SECRET });
  await Promise.all([a.ready(), b.ready()]);
  const admin = await buildUser(first.db, { role: 'admin' });
  headers = { authorization: `Bearer ${(await login(a, admin.email)).json().data.token}` };
});
afterAll(async () => {
  if (!url) return;
  await a?.close();
  await b?.close();
  for (const handle of handles) await handle.close();
  await dropSchema(url, schema);
});

const read = (app: FastifyInstance, path: string, etag?: string) =>
  app.inject({ url: path, headers: etag ? { 'if-none-match': etag } : {} });

describe.skipIf(!url)('public answers across two instances on one PostgreSQL', () => {
  it('shows a write through one instance on the next request to the other', async () => {
    const faq = { id: 1, question: 'First?', answer: 'Yes.' };
    expect(
      (await a.inject({ method: 'POST', url: '/api/admin/faqs', headers, payload: faq }))
        .statusCode,
    ).toBe(201);
    // B computes and keeps its answers, then answers 304 to their ETags.
    const site = await read(b, '/api/public/site');
    const faqs = await read(b, '/api/public/faqs');
    const etags = { site: String(site.headers.etag), faqs: String(faqs.headers.etag) };
    expect((await read(b, '/api/public/site', etags.site)).statusCode).toBe(304);
    expect((await read(b, '/api/public/faqs', etags.faqs)).statusCode).toBe(304);
    // A computes the same ETag from the same versions.
    expect((await read(a, '/api/public/faqs')).headers.etag).toBe(etags.faqs);

    const second = { id: 2, question: 'Second?', answer: 'Also.' };
    expect(
      (await a.inject({ method: 'POST', url: '/api/admin/faqs', headers, payload: second }))
        .statusCode,
    ).toBe(201);
    for (const [path, etag] of [
      ['/api/public/faqs', etags.faqs],
      ['/api/public/site', etags.site],
    ] as const) {
      const after = await read(b, path, etag);
      expect(after.statusCode, path).toBe(200);
      expect(after.body, path).toContain('Second?');
    }
  });

  it('shows a company info save through one instance on the next request to the other', async () => {
    const before = await read(b, '/api/public/company-info');
    expect(before.json().data).toBeNull();
    const saved = await a.inject({
      method: 'POST',
      url: '/api/admin/company-info',
      headers,
      payload: { supportEmail: 'hello@example.com' },
    });
    expect(saved.statusCode).toBe(201);
    const after = await read(b, '/api/public/company-info', String(before.headers.etag));
    expect(after.statusCode).toBe(200);
    expect(after.json().data.supportEmail).toBe('hello@example.com');
  });
});
