import type { FastifyInstance } from 'fastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser, login } from '../../test/harness.ts';
import { useTwoInstances } from '../../test/two-instances.ts';

// Two server instances on one PostgreSQL database (two pools, one schema): a write made in the
// back-office through one shows in the other's public answers on its very next request, although
// each keeps its answers in memory (docs/website-api.md).
const url = process.env.TEST_DATABASE_URL;
const instances = useTwoInstances(url);
let headers: Record<string, string>;

beforeAll(async () => {
  if (!url) return;
  const admin = await buildUser(instances.db, { role: 'admin' });
  const token = (await login(instances.a, admin.email)).json().data.token;
  headers = { authorization: `Bearer ${token}` };
});

const read = (app: FastifyInstance, path: string, etag?: string) =>
  app.inject({ url: path, headers: etag ? { 'if-none-match': etag } : {} });

describe.skipIf(!url)('public answers across two instances on one PostgreSQL', () => {
  it('shows a write through one instance on the next request to the other', async () => {
    const faq = { id: 1, question: 'First?', answer: 'Yes.', publishStatus: 'published' };
    expect(
      (await instances.a.inject({ method: 'POST', url: '/api/admin/faqs', headers, payload: faq }))
        .statusCode,
    ).toBe(201);
    // B computes and keeps its answers, then answers 304 to their ETags.
    const site = await read(instances.b, '/api/public/site');
    const faqs = await read(instances.b, '/api/public/faqs');
    const etags = { site: String(site.headers.etag), faqs: String(faqs.headers.etag) };
    expect((await read(instances.b, '/api/public/site', etags.site)).statusCode).toBe(304);
    expect((await read(instances.b, '/api/public/faqs', etags.faqs)).statusCode).toBe(304);
    // A computes the same ETag from the same versions.
    expect((await read(instances.a, '/api/public/faqs')).headers.etag).toBe(etags.faqs);

    const second = { id: 2, question: 'Second?', answer: 'Also.', publishStatus: 'published' };
    expect(
      (
        await instances.a.inject({
          method: 'POST',
          url: '/api/admin/faqs',
          headers,
          payload: second,
        })
      ).statusCode,
    ).toBe(201);
    for (const [path, etag] of [
      ['/api/public/faqs', etags.faqs],
      ['/api/public/site', etags.site],
    ] as const) {
      const after = await read(instances.b, path, etag);
      expect(after.statusCode, path).toBe(200);
      expect(after.body, path).toContain('Second?');
    }
  });

  it('shows a company info save through one instance on the next request to the other', async () => {
    const before = await read(instances.b, '/api/public/company-info');
    expect(before.json().data).toBeNull();
    const saved = await instances.a.inject({
      method: 'POST',
      url: '/api/admin/company-info',
      headers,
      payload: { supportEmail: 'hello@example.com' },
    });
    expect(saved.statusCode).toBe(201);
    const after = await read(instances.b, '/api/public/company-info', String(before.headers.etag));
    expect(after.statusCode).toBe(200);
    expect(after.json().data.supportEmail).toBe('hello@example.com');
  });
});

describe.skipIf(!url)('a schedule across two instances on one PostgreSQL', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes live on both at its time, with no write and no timer', async () => {
    const hour = 60 * 60 * 1000;
    const start = Math.floor(Date.now() / hour) * hour + hour;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const created = await instances.a.inject({
      method: 'POST',
      url: '/api/admin/faqs',
      headers,
      payload: {
        id: 30,
        question: 'Scheduled across instances?',
        answer: 'Yes.',
        publishStatus: 'scheduled',
        publishAt: new Date(start + hour).toISOString(),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    // Both instances compute and keep their answers without it.
    const kept = await Promise.all(
      [instances.a, instances.b].map((app) => read(app, '/api/public/faqs')),
    );
    for (const answer of kept) expect(answer.body).not.toContain('Scheduled across instances?');

    vi.setSystemTime(start + hour + 1);
    for (const [i, app] of [instances.a, instances.b].entries()) {
      const after = await read(app, '/api/public/faqs', String(kept[i]?.headers.etag));
      expect(after.statusCode).toBe(200);
      expect(after.body).toContain('Scheduled across instances?');
    }
  });
});
