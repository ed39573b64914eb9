// Site keys (docs/website-api.md, "Site keys"): issued in the admin, sent by a website's server
// with its visitor's address, so the public form limits count per key and per visitor.
import { createHash } from 'node:crypto';
import { siteKeyMessages } from '@coursedesk/contract/site-keys';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { activity, loginThrottle, siteKeys } from '../../db/schema/index.ts';
import { buildCoupon, buildCourse, buildCoursePricing } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';

const server = useTestApp({
  formBudgets: { couponChecks: { perMinute: 100_000, perHour: 100_000 } },
});

/** Every request here comes from the website's one server address. */
const SITE_SERVER = '192.0.2.10';

async function createKey(name = 'Website'): Promise<{ _id: string; key: string }> {
  const response = await server.api.post('/api/admin/site-keys', { name });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

function couponCheck(
  headers: Record<string, string>,
  code = 'OFF',
  remoteAddress = SITE_SERVER,
): Promise<LightMyRequestResponse> {
  return server.app.inject({
    method: 'POST',
    url: '/api/public/coupons/check',
    payload: { code, course: 'web-dev' },
    headers,
    remoteAddress,
  });
}

function contactForm(headers: Record<string, string>, subject: string) {
  return server.app.inject({
    method: 'POST',
    url: '/api/public/inquiries',
    payload: {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject,
      message: `About ${subject}`,
    },
    headers,
    remoteAddress: SITE_SERVER,
  });
}

beforeAll(async () => {
  const course = await buildCourse(server.db, { slug: 'web-dev', title: 'Web Development' });
  await buildCoursePricing(server.db, { courseId: course.id, currentPricePence: 150_000 });
  await buildCoupon(server.db, { code: 'OFF', isActive: false, courses: [course] });
});

beforeEach(async () => {
  await server.db.delete(loginThrottle);
});

describe('site keys in the admin', () => {
  it('answers the key once, keeps only its SHA-256, lists it without the key, and records the change', async () => {
    const created = await createKey('Main website');
    expect(created.key).toMatch(/^cdsk_[A-Za-z0-9_-]{43}$/);
    const [row] = await server.db.select().from(siteKeys).where(eq(siteKeys.id, created._id));
    expect(row?.keyHash).toBe(createHash('sha256').update(created.key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.key);

    const list = (await server.api.get('/api/admin/site-keys')).json().data;
    const listed = list.find((key: { _id: string }) => key._id === created._id);
    expect(listed).toMatchObject({ name: 'Main website', lastUsedAt: null, revokedAt: null });
    expect(listed.prefix).toBe(created.key.slice(0, 11));
    expect(JSON.stringify(list)).not.toContain(created.key);

    const entries = await server.db.select().from(activity).where(eq(activity.area, 'site-keys'));
    expect(entries.some((entry) => entry.recordId === created._id)).toBe(true);
    expect(JSON.stringify(entries)).not.toContain(created.key);
  });

  it('needs a signed-in admin and a name', async () => {
    const anonymous = await server.app.inject({ method: 'GET', url: '/api/admin/site-keys' });
    expect(anonymous.statusCode).toBe(401);
    const nameless = await server.api.post('/api/admin/site-keys', { name: '  ' });
    expect(nameless.statusCode).toBe(400);
  });

  it('notes the last use, at most once a minute', async () => {
    const { _id, key } = await createKey();
    await couponCheck({ 'coursedesk-site-key': key });
    const lastUsed = async () =>
      (await server.db.select().from(siteKeys).where(eq(siteKeys.id, _id)))[0]?.lastUsedAt;
    await expect.poll(lastUsed).not.toBeNull();
    const first = await lastUsed();
    await couponCheck({ 'coursedesk-site-key': key });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await lastUsed()).toEqual(first);
  });
});

describe('a public request with Coursedesk-Site-Key', () => {
  it('is trusted with a valid key: the coupon check tells its reason', async () => {
    const { key } = await createKey();
    const anyone = await couponCheck({});
    expect(anyone.json().data.reason).toBe('invalid');
    const site = await couponCheck({ 'coursedesk-site-key': key });
    expect(site.statusCode, site.body).toBe(200);
    expect(site.json().data.reason).toBe('inactive');
  });

  it('is refused with 401 and a clear message for an unknown or revoked key', async () => {
    const unknown = await couponCheck({ 'coursedesk-site-key': 'cdsk_made-up' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({
      success: false,
      code: 'UNAUTHENTICATED',
      message: siteKeyMessages.unknownKey,
    });

    const { _id, key } = await createKey();
    expect((await couponCheck({ 'coursedesk-site-key': key })).statusCode).toBe(200);
    const revoked = await server.api.post(`/api/admin/site-keys/${_id}/revoke`, {});
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().data.revokedAt).not.toBeNull();
    const after = await couponCheck({ 'coursedesk-site-key': key });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(siteKeyMessages.revokedKey);
    const again = await server.api.post(`/api/admin/site-keys/${_id}/revoke`, {});
    expect(again.statusCode).toBe(409);
  });

  it('counts the contact form per visitor, not per server address', async () => {
    const { key } = await createKey();
    // 5 forms per 10 minutes per sender: two visitors send 5 each through one server.
    for (const visitor of ['203.0.113.1', '203.0.113.2']) {
      for (let n = 0; n < 5; n += 1) {
        const response = await contactForm(
          { 'coursedesk-site-key': key, 'coursedesk-visitor-ip': visitor },
          `${visitor} ${n}`,
        );
        expect(response.statusCode, response.body).toBe(201);
      }
    }
    const sixth = await contactForm(
      { 'coursedesk-site-key': key, 'coursedesk-visitor-ip': '203.0.113.1' },
      'one more',
    );
    expect(sixth.statusCode).toBe(429);
    // The server's own address has spent nothing.
    expect((await contactForm({}, 'from the server itself')).statusCode).toBe(201);
  });

  it('counts the coupon check per key and visitor: another key starts afresh', async () => {
    const first = await createKey();
    const second = await createKey();
    const visitor = { 'coursedesk-visitor-ip': '2001:db8:1:2::5' };
    for (let n = 0; n < 20; n += 1) {
      const response = await couponCheck({ 'coursedesk-site-key': first.key, ...visitor }, `G${n}`);
      expect(response.statusCode).toBe(200);
    }
    // The same /64 network is the same visitor.
    const sameNetwork = { 'coursedesk-visitor-ip': '2001:db8:1:2::99' };
    expect(
      (await couponCheck({ 'coursedesk-site-key': first.key, ...sameNetwork })).statusCode,
    ).toBe(429);
    expect((await couponCheck({ 'coursedesk-site-key': second.key, ...visitor })).statusCode).toBe(
      200,
    );
    expect((await couponCheck({})).statusCode).toBe(200);
  });

  it('ignores Coursedesk-Visitor-Ip without a key: the limit stays on the connection address', async () => {
    for (let n = 0; n < 5; n += 1) {
      const response = await contactForm({ 'coursedesk-visitor-ip': `198.51.100.${n}` }, `v${n}`);
      expect(response.statusCode, response.body).toBe(201);
    }
    const sixth = await contactForm({ 'coursedesk-visitor-ip': '198.51.100.77' }, 'sixth');
    expect(sixth.statusCode).toBe(429);
  });
});
