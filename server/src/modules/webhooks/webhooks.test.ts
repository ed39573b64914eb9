// Change notifications (docs/webhooks.md): every kind of change writes its event in its own
// transaction, the senders deliver it after commit at least once and once across instances,
// with retries, signed as documented, never to a private address; email goes through a real
// SMTP server.
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { dropSchema, openDatabase } from '../../db/open.ts';
import { recordChange, recordContentChange } from '../../db/outbox.ts';
import {
  goLiveAnnouncements,
  outboxAttempts,
  outboxMessages,
  webhookEndpoints,
} from '../../db/schema/index.ts';
import { useSecretsKey } from '../../lib/secret-box.ts';
import { signWebhookPayload, verifyWebhookSignature } from '../../lib/webhook-signature.ts';
import { buildBlogPost } from '../../test/factories.ts';
import {
  authed,
  createTestDatabase,
  signedInAdmin,
  TEST_JWT_SECRET,
  TEST_SECRETS_KEY,
} from '../../test/harness.ts';
import type { OutboxSettings } from '../module.ts';
import { isRefusedAddress } from './address-guard.ts';
import { sealEndpointSecret } from './secrets.ts';

const PAYMENT_SECRET = 'whsec_test_0123456789abcdef';
const FAST: OutboxSettings = {
  allowPrivate: true,
  retryDelaysSeconds: [0.05, 0.05, 0.05, 0.05, 0.05, 0.05, 0.05],
  pollMs: 50,
  leaseSeconds: 5,
  gatherMs: 20,
};

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A local receiver; `answer` gives each request's status (and a redirect's Location). */
async function startReceiver(answer: (n: number) => number | [number, string] = () => 200) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      const result = answer(received.length);
      const [status, location] = Array.isArray(result) ? result : [result, undefined];
      response.writeHead(status, location ? { location } : {});
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Waits for the receiver's first delivery and checks it is signed with `secret`. */
async function expectFirstDeliverySignedWith(
  receiver: Awaited<ReturnType<typeof startReceiver>>,
  secret: string,
) {
  await waitFor(
    async () => receiver.received.length,
    (n) => n === 1,
  );
  const [request] = receiver.received;
  const check = verifyWebhookSignature(
    secret,
    request?.headers['coursedesk-signature'] as string,
    Buffer.from(request?.body ?? ''),
    { toleranceSeconds: 300 },
  );
  expect(check.ok).toBe(true);
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000) {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`timed out; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;
const apps: FastifyInstance[] = [];

async function startApp(outbox: OutboxSettings, on: Database = db) {
  const app = await buildApp({
    db: on,
    jwtSecret: TEST_JWT_SECRET,
    secretsKey: TEST_SECRETS_KEY,
    paymentWebhookSecret: PAYMENT_SECRET,
    outbox,
  });
  await app.ready();
  apps.push(app);
  return app;
}

async function stopApp(app: FastifyInstance) {
  await app.close();
  apps.splice(apps.indexOf(app), 1);
}

async function adminOf(app: FastifyInstance) {
  return authed({ app }, await signedInAdmin({ app, db, engine: 'pglite', close: async () => {} }));
}

const allEvents = [
  'content.published',
  'content.updated',
  'content.unpublished',
  'content.deleted',
  'inquiry.created',
  'payment.recorded',
];

async function endpoint(app: FastifyInstance, url: string, events = allEvents) {
  const api = await adminOf(app);
  const created = await api.post('/api/admin/webhooks', { url, events });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data as { _id: string; secret: string };
}

/** An endpoint's row as the server stores it: its secret (`s`) sealed under the test key. */
function endpointRow<T extends { url: string; events: string[] }>(values: T) {
  const id = randomUUID();
  return { id, secret: sealEndpointSecret(id, 's'), ...values };
}

const messagesOf = (endpointId: string, on: Database = db) =>
  on.select().from(outboxMessages).where(sql`${outboxMessages.endpointId} = ${endpointId}`);

/** An endpoint's events in the order they were written: type, data. */
async function eventsOf(endpointId: string, on: Database = db) {
  const rows = (await messagesOf(endpointId, on)).sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
  );
  return rows.map((row) => {
    const body = JSON.parse(row.body) as { type: string; data: Record<string, unknown> };
    return { type: body.type, data: body.data };
  });
}

const HOUR_MS = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();

beforeAll(async () => {
  useSecretsKey(TEST_SECRETS_KEY);
  database = await createTestDatabase();
  db = database.db;
});

afterAll(async () => {
  for (const app of [...apps]) await app.close();
  await database.close();
});

describe('events in the transaction of the change', () => {
  it('writes an event for each kind of change, with type, id and slug', async () => {
    const app = await startApp({ allowPrivate: true, deliver: false });
    const api = await adminOf(app);
    const hook = await endpoint(app, 'http://127.0.0.1:9/hook');

    const course = (
      await api.post('/api/admin/courses', {
        id: 'web-basics',
        category: 'Development',
        badge: 'New',
        title: 'Web Basics',
        desc: 'Build for the web.',
        duration: '4 weeks',
        extra: 'Online',
        accent: 'edtech-orange',
        featured: false,
        publishStatus: 'published',
      })
    ).json().data;
    await api.put(`/api/admin/courses/${course._id}`, { ...course, title: 'Web Basics 2' });
    await api.delete(`/api/admin/courses/${course._id}`);

    const post = await api.create('/api/admin/blogs', {
      title: 'Hooks',
      slug: 'hooks',
      excerpt: 'Short.',
      content: 'Text',
      category: 'News',
      publishedAt: '2026-05-01',
      readTime: 2,
      featured: false,
      author: { name: 'Ada', role: 'Mentor' },
      tags: [],
      publishStatus: 'published',
    });
    await api.put(`/api/admin/blogs/${post._id}`, { ...post, title: 'Hooks 2' });
    await api.delete(`/api/admin/blogs/${post._id}`);

    const faq = await api.create('/api/admin/faqs', {
      id: 77,
      question: 'Why?',
      answer: 'So.',
      publishStatus: 'published',
    });
    await api.put(`/api/admin/faqs/${faq._id}`, { ...faq, answer: 'Because.' });
    await api.delete(`/api/admin/faqs/${faq._id}`);

    const inquiry = await app.inject({
      method: 'POST',
      url: '/api/public/inquiries',
      remoteAddress: '198.51.100.7',
      payload: {
        name: 'Grace Hopper',
        email: 'grace@example.com',
        type: 'course_inquiry',
        subject: 'Dates',
        message: 'When does the next course start?',
      },
    });
    expect(inquiry.statusCode, inquiry.body).toBe(201);

    const event = {
      id: 'evt_hooks_1',
      type: 'payment.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: {
        orderId: 'ord_hooks_1',
        customer: { name: 'Ada', email: 'ada@example.com', phone: '+44 7700 900123' },
        course: 'web-basics-missing',
        amount: 10,
        currency: 'GBP',
        method: 'card',
        paymentType: 'full_payment',
        installment: null,
      },
    };
    const body = JSON.stringify(event);
    const paid = await app.inject({
      method: 'POST',
      url: '/api/webhooks/payments',
      headers: {
        'content-type': 'application/json',
        'coursedesk-signature': signWebhookPayload(PAYMENT_SECRET, body),
      },
      payload: body,
    });
    expect(paid.statusCode, paid.body).toBeLessThan(300);

    const rows = (await messagesOf(hook._id)).sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
    );
    const seen = rows.map((row) => {
      const parsed = JSON.parse(row.body);
      return [parsed.type, parsed.data.type, parsed.data.slug ?? parsed.data.orderId ?? null];
    });
    expect(seen).toEqual([
      ['content.published', 'course', 'web-basics'],
      ['content.updated', 'course', 'web-basics'],
      ['content.deleted', 'course', 'web-basics'],
      ['content.published', 'blog', 'hooks'],
      ['content.updated', 'blog', 'hooks'],
      ['content.deleted', 'blog', 'hooks'],
      ['content.published', 'faqs', null],
      ['content.updated', 'faqs', null],
      ['content.deleted', 'faqs', null],
      ['inquiry.created', undefined, null],
      ['payment.recorded', 'payment.succeeded', 'ord_hooks_1'],
    ]);
    expect(JSON.parse(rows[0]?.body ?? '{}').data.id).toBe(course._id);
    expect(JSON.parse(rows[10]?.body ?? '{}').data.needsReview).toBe(true);
    await stopApp(app);
  });

  it('company records and course icons: content.updated, an icon deleted content.deleted', async () => {
    const app = await startApp({ allowPrivate: true, deliver: false });
    const api = await adminOf(app);
    const hook = await endpoint(app, 'http://127.0.0.1:9/shown');
    const contactData = {
      offices: [{ name: 'London', address: '1 High Street', phone: '+44 20 7946 0000' }],
      responseTime: 'Within a day',
      mapEmbedUrl: 'https://maps.example/embed',
    };
    const companyInfo = {
      whatsappNumber: '+44 7700 900123',
      supportEmail: 'support@example.com',
      heroRoles: ['Developer'],
      carouselRoles: ['Analyst'],
      marketingStats: [],
      whatsappQuickMessages: [],
      pricingFaq: [],
      courseBenefitsComparison: [],
      socialMedia: { facebook: '', instagram: '', linkedin: '' },
    };
    const countries = { countries: ['United Kingdom'] };
    const page = await api.put('/api/admin/company-settings', {
      companyInfo,
      contactData,
      highlightedCountries: countries,
    });
    expect(page.statusCode, page.body).toBe(200);
    const info = page.json().data.companyInfo;
    const saved = await api.put(`/api/admin/company-info/${info._id}`, {
      ...companyInfo,
      heroRoles: ['Designer'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const removed = await api.delete(`/api/admin/contact-data/${page.json().data.contactData._id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const added = await api.post('/api/admin/contact-data', contactData);
    expect(added.statusCode, added.body).toBe(201);

    const icon = await api.create('/api/admin/course-icons', {
      iconName: 'rocket',
      iconPath: 'M0 0H1',
    });
    const renamed = await api.put(`/api/admin/course-icons/${icon._id}`, {
      iconName: 'spaceship',
      iconPath: 'M0 0H2',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const gone = await api.delete(`/api/admin/course-icons/${icon._id}`);
    expect(gone.statusCode, gone.body).toBe(200);

    const events = await eventsOf(hook._id);
    const seen = events.map(({ type, data }) => [type, data.type, data.slug]);
    // The page's save writes its three records' events in one transaction, in any order.
    expect(seen.slice(0, 3)).toEqual(
      expect.arrayContaining([
        ['content.updated', 'company-info', null],
        ['content.updated', 'contact-data', null],
        ['content.updated', 'highlighted-countries', null],
      ]),
    );
    expect(seen.slice(3)).toEqual([
      ['content.updated', 'company-info', null],
      ['content.updated', 'contact-data', null],
      ['content.updated', 'contact-data', null],
      ['content.updated', 'course-icon', 'rocket'],
      ['content.updated', 'course-icon', 'spaceship'],
      ['content.deleted', 'course-icon', 'spaceship'],
    ]);
    expect(events[3]?.data.id).toBe(info._id);
    expect(events.at(-1)?.data.id).toBe(icon._id);

    // A write that fails sends nothing: a second icon of the same name is refused.
    const before = events.length;
    const duplicate = await api.post('/api/admin/course-icons', {
      iconName: 'rocket',
      iconPath: 'M0 0H1',
    });
    expect(duplicate.statusCode).toBe(201);
    const refused = await api.post('/api/admin/course-icons', {
      iconName: 'rocket',
      iconPath: 'M0 0H3',
    });
    expect(refused.statusCode).toBe(409);
    expect(await eventsOf(hook._id)).toHaveLength(before + 1);
    await stopApp(app);
  });

  it('writes nothing for a change that is rolled back', async () => {
    const [hook] = await db
      .insert(webhookEndpoints)
      .values(endpointRow({ url: 'http://127.0.0.1:9/x', events: ['content.updated'] }))
      .returning();
    await expect(
      db.transaction(async (tx) => {
        await recordChange(tx, {
          type: 'content.updated',
          data: { type: 'blog', id: 'x', slug: 'x' },
        });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(await messagesOf(hook?.id ?? '')).toEqual([]);
  });

  it('only writes for enabled endpoints that want the event', async () => {
    const [off] = await db
      .insert(webhookEndpoints)
      .values(endpointRow({ url: 'http://127.0.0.1:9/o', events: allEvents, enabled: false }))
      .returning();
    const [other] = await db
      .insert(webhookEndpoints)
      .values(endpointRow({ url: 'http://127.0.0.1:9/p', events: ['inquiry.created'] }))
      .returning();
    await db.transaction((tx) =>
      recordChange(tx, { type: 'content.deleted', data: { type: 'blog', id: 'y' } }),
    );
    expect(await messagesOf(off?.id ?? '')).toEqual([]);
    expect(await messagesOf(other?.id ?? '')).toEqual([]);
  });
});

describe('delivery', () => {
  it('signs each delivery as documented', async () => {
    const receiver = await startReceiver();
    const app = await startApp(FAST);
    const hook = await endpoint(app, receiver.url);
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const api = await adminOf(app);
    expect((await api.post(`/api/admin/webhooks/${hook._id}/test`)).statusCode).toBe(202);
    await waitFor(
      async () => receiver.received.length,
      (n) => n === 1,
    );
    const [request] = receiver.received;
    const header = request?.headers['coursedesk-signature'] as string;
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const check = verifyWebhookSignature(hook.secret, header, Buffer.from(request?.body ?? ''), {
      toleranceSeconds: 300,
    });
    expect(check.ok).toBe(true);
    const body = JSON.parse(request?.body ?? '{}');
    expect(body).toMatchObject({
      type: 'webhook.test',
      id: request?.headers['coursedesk-event-id'],
    });
    const log = await waitFor(
      async () => (await api.get(`/api/admin/webhooks/${hook._id}/deliveries`)).json().data,
      (rows: { status: string; lastDurationMs: number | null }[]) =>
        rows[0]?.status === 'delivered',
    );
    expect(log[0]).toMatchObject({ attempts: 1, lastStatusCode: 200, eventType: 'webhook.test' });
    expect(typeof log[0]?.lastDurationMs).toBe('number');
    await stopApp(app);
    await receiver.close();
  });

  it('tries again until a receiver that failed three times takes the fourth', async () => {
    const receiver = await startReceiver((n) => (n <= 3 ? 500 : 200));
    const app = await startApp(FAST);
    const hook = await endpoint(app, receiver.url);
    await (await adminOf(app)).post(`/api/admin/webhooks/${hook._id}/test`);
    const [row] = await waitFor(
      () => messagesOf(hook._id),
      (rows) => rows[0]?.status === 'delivered',
    );
    expect(row?.attempts).toBe(4);
    const attempts = await db
      .select()
      .from(outboxAttempts)
      .where(sql`${outboxAttempts.messageId} = ${row?.id}`);
    expect(attempts.map((a) => a.statusCode).sort()).toEqual([200, 500, 500, 500]);
    expect(receiver.received.length).toBe(4);
    await stopApp(app);
    await receiver.close();
  });

  it('delivers after a restart what the stopped server had not', async () => {
    let up = false;
    const receiver = await startReceiver(() => (up ? 200 : 503));
    const first = await startApp({ ...FAST, retryDelaysSeconds: [1, 1, 1, 1, 1, 1, 1] });
    const hook = await endpoint(first, receiver.url);
    await (await adminOf(first)).post(`/api/admin/webhooks/${hook._id}/test`);
    await waitFor(
      async () => receiver.received.length,
      (n) => n >= 1,
    );
    await stopApp(first);
    up = true;
    const second = await startApp(FAST);
    const [row] = await waitFor(
      () => messagesOf(hook._id),
      (rows) => rows[0]?.status === 'delivered',
    );
    expect(row?.attempts).toBe(2);
    await stopApp(second);
    await receiver.close();
  });

  it('does not follow a redirect', async () => {
    const elsewhere = await startReceiver();
    const receiver = await startReceiver(() => [302, elsewhere.url]);
    const app = await startApp({ ...FAST, retryDelaysSeconds: [] });
    const hook = await endpoint(app, receiver.url);
    await (await adminOf(app)).post(`/api/admin/webhooks/${hook._id}/test`);
    const [row] = await waitFor(
      () => messagesOf(hook._id),
      (rows) => rows[0]?.status === 'failed',
    );
    expect(row).toMatchObject({ lastStatusCode: 302, lastError: 'redirect not followed' });
    expect(elsewhere.received).toEqual([]);
    await stopApp(app);
    await receiver.close();
    await elsewhere.close();
  });

  it('redelivers a delivery as a new one of the same event', async () => {
    const receiver = await startReceiver();
    const app = await startApp(FAST);
    const api = await adminOf(app);
    const hook = await endpoint(app, receiver.url);
    const sent = (await api.post(`/api/admin/webhooks/${hook._id}/test`)).json().data;
    await waitFor(
      async () => receiver.received.length,
      (n) => n === 1,
    );
    const again = await api.post(`/api/admin/webhooks/deliveries/${sent._id}/redeliver`);
    expect(again.statusCode).toBe(202);
    await waitFor(
      async () => receiver.received.length,
      (n) => n === 2,
    );
    const ids = receiver.received.map((r) => r.headers['coursedesk-event-id']);
    expect(ids[0]).toBe(ids[1]);
    await stopApp(app);
    await receiver.close();
  });
});

describe('two instances', () => {
  it('deliver each event once', { timeout: 90_000 }, async () => {
    const url = process.env.TEST_DATABASE_URL;
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const handles = url
      ? [
          await openDatabase({ url, searchPath: schema }),
          await openDatabase({ url, searchPath: schema }),
        ]
      : [];
    if (handles[0]) await migrate(handles[0].db);
    const [dbA, dbB] = url ? handles.map((h) => h.db) : [db, db];
    const receiver = await startReceiver();
    const a = await startApp(FAST, dbA);
    const b = await startApp(FAST, dbB);
    const [hook] = await (dbA ?? db)
      .insert(webhookEndpoints)
      .values(endpointRow({ url: receiver.url, events: ['content.updated'] }))
      .returning();
    for (let i = 0; i < 40; i += 1) {
      await (dbA ?? db).transaction((tx) =>
        recordChange(tx, { type: 'content.updated', data: { type: 'blog', id: `b${i}` } }),
      );
    }
    await waitFor(
      async () => receiver.received.length,
      (n) => n >= 40,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ids = receiver.received.map((r) => r.headers['coursedesk-event-id']);
    expect(ids.length).toBe(40);
    expect(new Set(ids).size).toBe(40);
    expect(hook).toBeDefined();
    await stopApp(a);
    await stopApp(b);
    await receiver.close();
    for (const handle of handles) await handle.close();
    if (url) await dropSchema(url, schema);
  });
});

describe('addresses refused', () => {
  it('knows the loopback, private, link-local and unique-local ranges', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '100.64.0.1',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
    ]) {
      expect(isRefusedAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111']) {
      expect(isRefusedAddress(address), address).toBe(false);
    }
  });

  it('refuses such an endpoint, by address or by a name that resolves to one', async () => {
    const app = await startApp({ allowPrivate: false, deliver: false });
    const api = await adminOf(app);
    for (const url of [
      'http://127.0.0.1/hook',
      'http://10.0.0.5/hook',
      'http://169.254.169.254/latest',
      'http://[::1]:8080/',
      'http://[::ffff:127.0.0.1]/',
      'http://localhost:3000/hook',
    ]) {
      const response = await api.post('/api/admin/webhooks', { url, events: allEvents });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().issues[0].path).toBe('url');
    }
    await stopApp(app);
  });

  it('checks again at delivery: a name that resolves to loopback is not sent to', async () => {
    const receiver = await startReceiver();
    const port = new URL(receiver.url).port;
    const app = await startApp({ ...FAST, allowPrivate: false, retryDelaysSeconds: [] });
    const [hook] = await db
      .insert(webhookEndpoints)
      .values(endpointRow({ url: `http://localhost:${port}/hook`, events: ['content.deleted'] }))
      .returning();
    const [direct] = await db
      .insert(webhookEndpoints)
      .values(endpointRow({ url: receiver.url, events: ['content.deleted'] }))
      .returning();
    await db.transaction((tx) =>
      recordChange(tx, { type: 'content.deleted', data: { type: 'blog', id: 'z' } }),
    );
    for (const target of [hook, direct]) {
      const [row] = await waitFor(
        () => messagesOf(target?.id ?? ''),
        (rows) => rows[0]?.status === 'failed',
      );
      expect(row?.lastError).toMatch(/refused address/);
    }
    expect(receiver.received).toEqual([]);
    await stopApp(app);
    await receiver.close();
  });
});

describe('email notices', () => {
  it('emails the admins who asked, through the SMTP server', async () => {
    const mails: { to: string; data: string }[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk) => {
          data += chunk;
        });
        stream.on('end', () => {
          mails.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    const app = await startApp({
      ...FAST,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: 'Coursedesk <desk@example.com>',
    });
    const admin = await signedInAdmin({ app, db, engine: 'pglite', close: async () => {} });
    const api = authed({ app }, admin);
    expect((await api.get('/api/account/email-notices')).json().data).toEqual({
      newInquiry: false,
      paymentReview: false,
      mailConfigured: true,
    });
    const saved = await api.put('/api/account/email-notices', {
      newInquiry: true,
      paymentReview: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const inquiry = await app.inject({
      method: 'POST',
      url: '/api/public/inquiries',
      remoteAddress: '198.51.100.9',
      payload: {
        name: 'Katherine Johnson',
        email: 'katherine@example.com',
        type: 'general_inquiry',
        subject: 'Hello',
        message: 'A question about the courses on offer.',
      },
    });
    expect(inquiry.statusCode, inquiry.body).toBe(201);
    await waitFor(
      async () => mails.length,
      (n) => n >= 1,
    );
    expect(mails[0]?.to).toBe(admin.user.email);
    expect(mails[0]?.data).toContain('Subject: Coursedesk: New inquiry');
    expect(mails[0]?.data).toContain('Katherine Johnson');
    await stopApp(app);
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });
});

describe('secrets at rest', () => {
  it('stores an endpoint secret sealed: shown once, never in the row, still signing', async () => {
    const receiver = await startReceiver();
    const app = await startApp(FAST);
    const hook = await endpoint(app, receiver.url);
    const [row] = await db
      .select({ secret: webhookEndpoints.secret })
      .from(webhookEndpoints)
      .where(sql`${webhookEndpoints.id} = ${hook._id}`);
    expect(row?.secret).toMatch(/^enc:v1:[0-9a-f]{8}:/);
    expect(row?.secret).not.toContain(hook.secret);
    expect(row?.secret).not.toContain(hook.secret.slice('whsec_'.length));
    const listed = (await (await adminOf(app)).get('/api/admin/webhooks')).json().data;
    expect(JSON.stringify(listed)).not.toContain('secret');
    await (await adminOf(app)).post(`/api/admin/webhooks/${hook._id}/test`);
    await expectFirstDeliverySignedWith(receiver, hook.secret);
    await stopApp(app);
    await receiver.close();
  });

  /** An endpoint as an older version stored it: its secret in clear. */
  async function clearEndpoint(url: string) {
    const clear = `whsec_${randomBytes(32).toString('base64url')}`;
    const [row] = await db
      .insert(webhookEndpoints)
      .values({ url, secret: clear, events: ['content.updated'] })
      .returning();
    return { id: row?.id ?? '', clear };
  }

  async function expectSealed(endpoint: { id: string; clear: string }) {
    const [stored] = await db
      .select({ secret: webhookEndpoints.secret })
      .from(webhookEndpoints)
      .where(sql`${webhookEndpoints.id} = ${endpoint.id}`);
    expect(stored?.secret).toMatch(/^enc:v1:/);
    expect(stored?.secret).not.toContain(endpoint.clear.slice('whsec_'.length));
  }

  it('seals at start the secrets an older version kept in clear', async () => {
    const receiver = await startReceiver();
    const old = await clearEndpoint(receiver.url);
    const app = await startApp(FAST);
    await expectSealed(old);
    await (await adminOf(app)).post(`/api/admin/webhooks/${old.id}/test`);
    await expectFirstDeliverySignedWith(receiver, old.clear);
    await stopApp(app);
    await receiver.close();
  });

  it('signs with a clear secret an older instance stores while it runs, and seals it', async () => {
    const receiver = await startReceiver();
    const app = await startApp(FAST);
    // As an older version beside this one (a rolling upgrade) would create an endpoint.
    const old = await clearEndpoint(receiver.url);
    await (await adminOf(app)).post(`/api/admin/webhooks/${old.id}/test`);
    await expectFirstDeliverySignedWith(receiver, old.clear);
    await expectSealed(old);
    await stopApp(app);
    await receiver.close();
  });

  it('fails the attempt, saying why, when the secret cannot be opened', async () => {
    const app = await startApp({ ...FAST, retryDelaysSeconds: [] });
    const receiver = await startReceiver();
    const [hook] = await db
      .insert(webhookEndpoints)
      .values({
        url: receiver.url,
        // Sealed for another endpoint: bound to its record, it does not open for this one.
        secret: sealEndpointSecret(randomUUID(), 's'),
        events: ['content.deleted'],
      })
      .returning();
    await db.transaction((tx) =>
      recordChange(tx, { type: 'content.deleted', data: { type: 'blog', id: 'q' } }),
    );
    const [row] = await waitFor(
      () => messagesOf(hook?.id ?? ''),
      (rows) => rows[0]?.status === 'failed',
    );
    expect(row?.lastError).toMatch(/signing secret cannot be decrypted/);
    expect(receiver.received).toEqual([]);
    await stopApp(app);
    await receiver.close();
  });
});

describe('events of restores and admin-added inquiries', () => {
  it('a restore of live content is content.published; an admin-added inquiry is inquiry.created', async () => {
    const app = await startApp({ allowPrivate: true, deliver: false });
    const api = await adminOf(app);
    const hook = await endpoint(app, 'http://127.0.0.1:9/restores');
    const restore = async (url: string) => {
      const deleted = await api.delete(url);
      expect(deleted.statusCode, deleted.body).toBe(200);
      const restored = await api.post(`/api/admin/trash/${deleted.json().trashId}/restore`);
      expect(restored.statusCode, restored.body).toBe(200);
    };

    const course = (
      await api.post('/api/admin/courses', {
        id: 'restored-course',
        category: 'Development',
        badge: 'New',
        title: 'Restored Course',
        desc: 'Back again.',
        duration: '4 weeks',
        extra: 'Online',
        accent: 'edtech-orange',
        featured: false,
        publishStatus: 'published',
      })
    ).json().data;
    await restore(`/api/admin/courses/${course._id}`);
    const post = await api.create('/api/admin/blogs', {
      title: 'Restored',
      slug: 'restored-post',
      excerpt: 'Short.',
      content: 'Text',
      category: 'News',
      publishedAt: '2026-05-01',
      readTime: 2,
      featured: false,
      author: { name: 'Ada', role: 'Mentor' },
      tags: [],
      publishStatus: 'published',
    });
    await restore(`/api/admin/blogs/${post._id}`);
    const mentor = await api.create('/api/admin/mentors', {
      id: 'restored-mentor',
      name: 'Grace',
      role: 'Mentor',
      company: 'Navy',
      image: 'https://example.com/grace.png',
      accent: 'blue',
      publishStatus: 'published',
    });
    await restore(`/api/admin/mentors/${mentor._id}`);
    // A draft comes back as a draft: the site does not show it, so nothing is sent.
    const draft = await api.create('/api/admin/faqs', { id: 79, question: 'Q?', answer: 'A.' });
    await restore(`/api/admin/faqs/${draft._id}`);
    // A schedule still ahead is announced by the go-live sweep at its time, not by the restore.
    const later = await api.create('/api/admin/faqs', {
      id: 80,
      question: 'Later?',
      answer: 'Yes.',
      publishStatus: 'scheduled',
      publishAt: inHours(1),
    });
    await restore(`/api/admin/faqs/${later._id}`);

    const inquiry = await api.create('/api/inquiries', {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Call back',
      message: 'Entered by an admin after a phone call.',
    });

    const seen = (await eventsOf(hook._id)).map(({ type, data }) => [
      type,
      data.type ?? null,
      data.slug ?? data.status ?? null,
    ]);
    expect(seen).toEqual([
      ['content.published', 'course', 'restored-course'],
      ['content.deleted', 'course', 'restored-course'],
      ['content.published', 'course', 'restored-course'],
      ['content.published', 'blog', 'restored-post'],
      ['content.deleted', 'blog', 'restored-post'],
      ['content.published', 'blog', 'restored-post'],
      ['content.published', 'mentors', 'restored-mentor'],
      ['content.deleted', 'mentors', 'restored-mentor'],
      ['content.published', 'mentors', 'restored-mentor'],
      ['inquiry.created', null, 'new'],
    ]);
    expect((await eventsOf(hook._id)).at(-1)?.data.id).toBe(inquiry._id);
    await stopApp(app);
  });
});

describe('scheduled go-lives', () => {
  it('announces a schedule once when its time comes, and again at a new time', async () => {
    let clock = new Date();
    const receiver = await startReceiver();
    const app = await startApp({ ...FAST, goLiveMs: 20, now: () => clock });
    const api = await adminOf(app);
    const hook = await endpoint(app, receiver.url, ['content.published', 'content.updated']);
    const post = await api.create('/api/admin/blogs', {
      title: 'Later',
      slug: 'later-post',
      excerpt: 'Short.',
      content: 'Text',
      category: 'News',
      publishedAt: '2026-05-01',
      readTime: 2,
      featured: false,
      author: { name: 'Ada', role: 'Mentor' },
      tags: [],
      publishStatus: 'scheduled',
      publishAt: inHours(1),
    });
    const faq = await api.create('/api/admin/faqs', {
      id: 81,
      question: 'When?',
      answer: 'Soon.',
      publishStatus: 'scheduled',
      publishAt: inHours(1),
    });
    // This test's records only: the schedule the restore test put back is announced too.
    const ours = new Set([post._id, faq._id]);
    const eventsOfOurs = async () =>
      (await eventsOf(hook._id)).filter((event) => ours.has(event.data.id as string));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await eventsOfOurs()).toEqual([]);

    clock = new Date(Date.now() + 2 * HOUR_MS);
    await waitFor(eventsOfOurs, (events) => events.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const announced = await eventsOfOurs();
    expect(announced).toEqual(
      expect.arrayContaining([
        { type: 'content.published', data: { type: 'blog', id: post._id, slug: 'later-post' } },
        { type: 'content.published', data: { type: 'faqs', id: faq._id, slug: null } },
      ]),
    );
    expect(announced).toHaveLength(2);

    // Rescheduled: announced again once the new time comes, and only then.
    const moved = await api.put(`/api/admin/blogs/${post._id}`, {
      ...post,
      publishStatus: 'scheduled',
      publishAt: inHours(3),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await eventsOfOurs()).toHaveLength(2);
    clock = new Date(Date.now() + 4 * HOUR_MS);
    const again = await waitFor(eventsOfOurs, (events) => events.length >= 3);
    expect(again[2]).toEqual({
      type: 'content.published',
      data: { type: 'blog', id: post._id, slug: 'later-post' },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await eventsOfOurs()).toHaveLength(3);
    const [mark] = await db
      .select()
      .from(goLiveAnnouncements)
      .where(sql`${goLiveAnnouncements.recordId} = ${post._id}`);
    expect(mark?.publishAt.toISOString()).toBe(new Date(moved.json().data.publishAt).toISOString());
    await stopApp(app);
    await receiver.close();
  });

  it('a save that finds a go-live not yet announced announces it, once', async () => {
    const [hook] = await db
      .insert(webhookEndpoints)
      .values(
        endpointRow({
          url: 'http://127.0.0.1:9/saves',
          events: ['content.published', 'content.updated'],
        }),
      )
      .returning();
    const record = {
      _id: randomUUID(),
      slug: 'came-live',
      publishStatus: 'published',
      publishAt: new Date(Date.now() - 60_000).toISOString(),
    };
    await db.transaction((tx) => recordContentChange(tx, 'blog', record, record));
    await db.transaction((tx) => recordContentChange(tx, 'blog', record, record));
    // Its time moved to another past time: live all along, and announced, so an update.
    const moved = { ...record, publishAt: new Date(Date.now() - 30_000).toISOString() };
    await db.transaction((tx) => recordContentChange(tx, 'blog', record, moved));
    await db.transaction((tx) => recordContentChange(tx, 'blog', moved, moved));
    expect((await eventsOf(hook?.id ?? '')).map((event) => event.type)).toEqual([
      'content.published',
      'content.updated',
      'content.updated',
      'content.updated',
    ]);
  });

  it('two instances announce each go-live once', { timeout: 90_000 }, async () => {
    const url = process.env.TEST_DATABASE_URL;
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const handles = url
      ? [
          await openDatabase({ url, searchPath: schema }),
          await openDatabase({ url, searchPath: schema }),
        ]
      : [];
    if (handles[0]) await migrate(handles[0].db);
    const [dbA = db, dbB = db] = handles.map((h) => h.db);
    const receiver = await startReceiver();
    const [hook] = await dbA
      .insert(webhookEndpoints)
      .values(endpointRow({ url: receiver.url, events: ['content.published'] }))
      .returning();
    const posts = [];
    for (let i = 0; i < 12; i += 1) {
      posts.push(
        await buildBlogPost(dbA, { publishStatus: 'scheduled', publishAt: new Date(inHours(1)) }),
      );
    }
    const later = new Date(Date.now() + 2 * HOUR_MS);
    const settings = { ...FAST, goLiveMs: 5, now: () => later };
    const a = await startApp(settings, dbA);
    const b = await startApp(settings, dbB);
    await waitFor(
      async () => receiver.received.length,
      (n) => n >= posts.length,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    const announced = (await eventsOf(hook?.id ?? '', dbA)).map((event) => event.data.id);
    expect(announced.sort()).toEqual(posts.map((post) => post.id).sort());
    expect(receiver.received).toHaveLength(posts.length);
    await stopApp(a);
    await stopApp(b);
    await receiver.close();
    for (const handle of handles) await handle.close();
    if (url) await dropSchema(url, schema);
  });
});
