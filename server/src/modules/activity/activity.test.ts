// The activity log (docs/activity.md): one entry per write in the write's transaction, none for a
// write that failed, secrets redacted, the list's filters and export, admins only, retention.
import { REDACTED } from '@coursedesk/contract/activity';
import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { beforeEach, describe, expect, it } from 'vitest';
import { changesOf, pruneActivity } from '../../db/activity.ts';
import { activity, loginThrottle } from '../../db/schema/index.ts';
import { buildCourse, buildCustomer, buildInquiry } from '../../test/factories.ts';
import {
  authed,
  buildUser,
  DEFAULT_PASSWORD,
  login,
  signedInAdmin,
  useTestApp,
} from '../../test/harness.ts';
import { ACTIVITY_COUNT_UP_TO } from './repository.ts';

const server = useTestApp();

beforeEach(async () => {
  await server.db.delete(activity);
  await server.db.delete(loginThrottle);
});

type Entry = {
  id: string;
  at: string;
  actorType: string;
  actorId: string | null;
  actorEmail: string | null;
  area: string;
  action: string;
  recordId: string | null;
  recordLabel: string | null;
  changes: Record<string, { before: unknown; after: unknown }>;
  requestId: string | null;
  address: string | null;
};

async function entries(query = ''): Promise<Entry[]> {
  const response = await server.api.get(`/api/admin/activity${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.items;
}

const adminId = async () => (await server.api.get('/api/auth/profile')).json().data._id as string;

describe('each write leaves one entry in its transaction', () => {
  it('records a coupon created, updated and deleted, with the admin, request and diff', async () => {
    const course = await buildCourse(server.db);
    const created = await server.api.inject({
      method: 'POST',
      url: '/api/coupons/admin',
      payload: {
        code: 'spring',
        discountType: 'percentage',
        discountValue: 10,
        courseIds: [course.id],
      },
      remoteAddress: '203.0.113.9',
    });
    expect(created.statusCode, created.body).toBe(201);
    const couponId = created.json().data._id;
    const [first] = await entries();
    expect(first).toMatchObject({
      actorType: 'user',
      actorId: await adminId(),
      area: 'coupons',
      action: 'create',
      recordId: couponId,
      recordLabel: 'SPRING',
      requestId: expect.any(String),
      address: '203.0.113.9',
    });
    expect(first?.changes.code).toEqual({ before: null, after: 'SPRING' });
    expect(first?.actorEmail).toMatch(/@example\.com$/);

    const updated = await server.api.put(`/api/coupons/admin/${couponId}`, {
      code: 'spring',
      discountType: 'percentage',
      discountValue: 25,
      courseIds: [course.id],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const [update] = await entries();
    expect(update).toMatchObject({ action: 'update', recordId: couponId });
    expect(update?.changes).toEqual({ discountValue: { before: 10, after: 25 } });

    expect((await server.api.delete(`/api/coupons/admin/${couponId}`)).statusCode).toBe(200);
    const all = await entries();
    expect(all.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    expect(all[0]?.changes.code).toEqual({ before: 'SPRING', after: null });
  });

  it('records a website section item, a blog post, a course bundle, a customer and the company page', async () => {
    await server.api.create('/api/admin/faqs', {
      id: 901,
      question: 'Why?',
      answer: 'So.',
    });
    await server.api.create('/api/admin/blogs', {
      title: 'Activity post',
      slug: '',
      excerpt: 'E',
      content: 'Body',
      category: 'News',
      publishedAt: '2026-05-01',
      readTime: 3,
      featured: false,
      author: { name: 'Ada', role: 'Mentor' },
      tags: [],
    });
    const customer = await buildCustomer(server.db);
    const status = await server.api.put(`/api/customers/${customer.id}`, {
      customerStatus: 'approved',
    });
    expect(status.statusCode, status.body).toBe(200);

    const found = await entries();
    expect(found.map((entry) => [entry.area, entry.action, entry.recordLabel])).toEqual([
      ['customers', 'status_change', customer.name],
      ['blogs', 'create', 'Activity post'],
      ['faqs', 'create', 'Why?'],
    ]);
    expect(found[0]?.changes).toEqual({
      customerStatus: { before: 'pending', after: 'approved' },
    });
  });

  it('records a course save as one entry on the course, with its details and pricing fields', async () => {
    const course = await buildCourse(server.db, { title: 'Data Science' });
    await server.api.create('/api/admin/course-pricing', {
      id: course.slug,
      name: 'Data Science',
      description: 'All of it',
      badge: 'New',
      cta: 'Enrol',
      duration: '8 weeks',
      extra: 'Online',
      discount: '10% OFF',
      currentPrice: 900,
      originalPrice: 1000,
      installmentPrice: 0,
      installmentMonths: 0,
      accent: 'edtech-blue',
      features: [],
    });
    const found = await entries(`?area=courses&record=${course.id}`);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ action: 'update', recordLabel: 'Data Science' });
    expect(found[0]?.changes['pricing.currentPrice']).toEqual({ before: null, after: 900 });
  });

  it('records section item, account, company, icon, inquiry and course writes with their actions', async () => {
    const faq = await server.api.create('/api/admin/faqs', {
      id: 903,
      question: 'Q?',
      answer: 'A',
    });
    expect(
      (
        await server.api.put(`/api/admin/faqs/${faq._id}`, {
          id: 903,
          question: 'Q2?',
          answer: 'A',
        })
      ).statusCode,
    ).toBe(200);
    expect((await server.api.delete(`/api/admin/faqs/${faq._id}`)).statusCode).toBe(200);

    const account = await server.api.create('/api/auth/users', {
      name: 'Lin',
      email: 'lin@example.com',
      role: 'user',
      password: 'a-long-and-unusual-passphrase',
    });
    const linId = account._id;
    const promote = { name: 'Lin', email: 'lin@example.com', role: 'admin' };
    expect((await server.api.put(`/api/auth/users/${linId}`, promote)).statusCode).toBe(200);
    expect((await server.api.delete(`/api/auth/users/${linId}`)).statusCode).toBe(200);

    const countries = await server.api.post('/api/admin/highlighted-countries', {
      countries: ['Canada'],
    });
    expect(countries.statusCode, countries.body).toBeLessThan(300);
    await server.api.create('/api/admin/course-icons', {
      iconName: 'activity-icon',
      iconPath: 'M0 0L1 1z',
    });

    const inquiry = await buildInquiry(server.db);
    expect(
      (await server.api.put(`/api/inquiries/${inquiry.id}`, { status: 'contacted' })).statusCode,
    ).toBe(200);
    expect((await server.api.delete(`/api/inquiries/${inquiry.id}`)).statusCode).toBe(200);

    const course = await buildCourse(server.db, { title: 'Gone Soon' });
    expect((await server.api.delete(`/api/admin/courses/${course.id}`)).statusCode).toBe(200);

    const found = (await entries('?limit=100')).map(
      (entry) => `${entry.area}:${entry.action}:${entry.recordLabel}`,
    );
    expect(found).toEqual([
      'courses:delete:Gone Soon',
      `inquiries:delete:${inquiry.name}`,
      `inquiries:status_change:${inquiry.name}`,
      'course-icons:create:activity-icon',
      'company:create:Highlighted countries',
      'users:delete:lin@example.com',
      'users:role_change:lin@example.com',
      'users:create:lin@example.com',
      'faqs:delete:Q2?',
      'faqs:update:Q2?',
      'faqs:create:Q?',
    ]);
  });

  it('records the public contact form as the system', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/public/inquiries',
      payload: {
        name: 'Grace',
        email: 'grace@example.com',
        type: 'general_inquiry',
        subject: 'Hi',
        message: 'Hello',
      },
      remoteAddress: '198.51.100.77',
    });
    expect(response.statusCode, response.body).toBe(201);
    const [entry] = await entries('?area=inquiries');
    expect(entry).toMatchObject({
      actorType: 'system',
      actorId: null,
      actorEmail: null,
      action: 'create',
      recordLabel: 'Grace',
      address: '198.51.100.77',
    });
  });

  it('records sign-in, failed sign-in and sign-out, naming the account tried', async () => {
    const admin = await buildUser(server.db, { role: 'admin' });
    expect((await login(server.app, admin.email, 'wrong-password-1')).statusCode).toBe(401);
    expect((await login(server.app, 'nobody@example.com', 'wrong-password-1')).statusCode).toBe(
      401,
    );
    const signedIn = await login(server.app, admin.email, DEFAULT_PASSWORD);
    const token = signedIn.json().data.token;
    expect((await authed(server.ctx, token).post('/api/auth/logout')).statusCode).toBe(200);

    const found = await entries('?area=auth');
    expect(
      found.map((entry) => [entry.action, entry.actorId, entry.actorEmail, entry.recordLabel]),
    ).toEqual([
      ['sign_out', admin.id, admin.email, admin.email],
      ['sign_in', admin.id, admin.email, admin.email],
      // A failed sign-in has no actor: the email tried is its label, and only an email address.
      ['sign_in_failed', null, null, 'nobody@example.com'],
      ['sign_in_failed', null, null, admin.email],
    ]);
  });
});

describe('a write that fails leaves no entry', () => {
  it('keeps nothing of a duplicate code refused by the unique index inside the transaction', async () => {
    const course = await buildCourse(server.db);
    const input = {
      code: 'twice',
      discountType: 'percentage',
      discountValue: 10,
      courseIds: [course.id],
    };
    expect((await server.api.post('/api/coupons/admin', input)).statusCode).toBe(201);
    expect((await server.api.post('/api/coupons/admin', input)).statusCode).toBe(409);
    expect((await entries()).map((entry) => entry.action)).toEqual(['create']);
  });

  it('keeps nothing of a save refused by a rule checked inside the transaction', async () => {
    const response = await server.api.post('/api/coupons/admin', {
      code: 'ghost',
      discountType: 'percentage',
      discountValue: 10,
      courseIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(response.statusCode).toBe(400);
    expect(await entries()).toEqual([]);
  });

  it('keeps nothing of a duplicate section item', async () => {
    const item = { id: 902, question: 'Once?', answer: 'Yes.' };
    expect((await server.api.post('/api/admin/faqs', item)).statusCode).toBe(201);
    expect((await server.api.post('/api/admin/faqs', item)).statusCode).toBe(409);
    expect(await entries('?area=faqs')).toHaveLength(1);
  });
});

describe('secrets are never stored', () => {
  it('redacts a new password hash by field name, keeping that it changed', async () => {
    const user = await buildUser(server.db, { role: 'user' });
    const response = await server.api.put(`/api/auth/users/${user.id}`, {
      name: user.name,
      email: user.email,
      role: 'user',
      password: 'a-brand-new-passphrase-42',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [entry] = await entries('?area=users');
    expect(entry).toMatchObject({ action: 'password_change', recordId: user.id });
    expect(entry?.changes.passwordHash).toEqual({ before: REDACTED, after: REDACTED });
    const stored = await server.db.execute(sql`select changes::text as text from activity`);
    const text = JSON.stringify(stored);
    expect(text).not.toContain(user.passwordHash);
    expect(text).not.toContain('$argon2');
  });

  it('keeps a failed sign-in’s email only when it is an email address, and never as the actor', async () => {
    const admin = await buildUser(server.db, { role: 'admin' });
    // A password pasted into the email field.
    const pasted = 'Lantern-Hunter2-Pasted';
    expect((await login(server.app, pasted, 'anything-at-all', '10.66.0.1')).statusCode).toBe(401);
    expect((await login(server.app, 'nobody@example.com', 'wrong-1', '10.66.0.2')).statusCode).toBe(
      401,
    );
    expect((await login(server.app, admin.email, 'wrong-2', '10.66.0.3')).statusCode).toBe(401);

    const found = await entries('?area=auth&action=sign_in_failed');
    expect(
      found.map((entry) => [entry.recordId, entry.recordLabel, entry.actorId, entry.actorEmail]),
    ).toEqual([
      [admin.id, admin.email, null, null],
      [null, 'nobody@example.com', null, null],
      [null, 'invalid email', null, null],
    ]);
    expect(await entries(`?search=${pasted}`)).toEqual([]);
    const csv = await server.api.get('/api/admin/activity/export');
    expect(csv.body).not.toContain(pasted);
    const stored = await server.db.execute(sql`select activity::text as text from activity`);
    expect(JSON.stringify(stored)).not.toContain(pasted);
  });

  it('records a wrong password to confirm and wrong two-factor codes, without them', async () => {
    const admin = await signedInAdmin(server.ctx);
    const api = authed(server.ctx, admin);
    const wrong = await api.post('/api/auth/confirm', { password: 'Wrong-Confirm-Guess' });
    expect(wrong.statusCode).toBe(403);

    const setup = await api.post('/api/auth/2fa/setup', { currentPassword: DEFAULT_PASSWORD });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json().data as { secret: string };
    const right = TOTP.generate({ secret: Secret.fromBase32(secret) });
    const wrongCode = right.replace(/^./, (digit) => String((Number(digit) + 1) % 10));
    expect((await api.post('/api/auth/2fa/enable', { code: wrongCode })).statusCode).toBe(403);
    expect((await api.post('/api/auth/2fa/enable', { code: right })).statusCode).toBe(200);
    expect((await api.post('/api/auth/2fa/disable', { code: '123456' })).statusCode).toBe(403);

    const found = await server.db
      .select()
      .from(activity)
      .where(sql`${activity.actorId} = ${admin.user.id}`)
      .orderBy(activity.at, activity.id);
    const actions = found.map((entry) => entry.action).filter((action) => action !== 'sign_in');
    expect(actions).toEqual([
      'confirmation_refused',
      'two_factor_code_refused',
      'two_factor_enable',
      'two_factor_code_refused',
    ]);
    const text = JSON.stringify(found);
    expect(text).not.toContain('Wrong-Confirm-Guess');
    expect(text).not.toContain(wrongCode);
    expect(text).not.toContain('123456');
  });

  it('redacts tokens, secrets and recovery codes at any depth', () => {
    const changes = changesOf(
      { name: 'a', settings: { apiToken: 'old', label: 'x' } },
      {
        name: 'b',
        settings: { apiToken: 'new', label: 'x' },
        recoveryCodes: ['1', '2'],
        secret: 's',
      },
    );
    expect(changes).toEqual({
      name: { before: 'a', after: 'b' },
      settings: {
        before: { apiToken: REDACTED, label: 'x' },
        after: { apiToken: REDACTED, label: 'x' },
      },
      recoveryCodes: { before: REDACTED, after: REDACTED },
      secret: { before: REDACTED, after: REDACTED },
    });
  });
});

describe('GET /api/admin/activity', () => {
  async function seed() {
    await server.db.insert(activity).values([
      {
        actorType: 'user',
        actorId: '11111111-1111-4111-8111-111111111111',
        actorEmail: 'ann@example.com',
        area: 'blogs',
        action: 'create',
        recordId: 'b1',
        recordLabel: 'Spring news',
        at: new Date('2026-03-01T10:00:00Z'),
      },
      {
        actorType: 'user',
        actorId: '22222222-2222-4222-8222-222222222222',
        actorEmail: 'bob@example.com',
        area: 'blogs',
        action: 'update',
        recordId: 'b1',
        recordLabel: 'Spring news',
        at: new Date('2026-03-05T10:00:00Z'),
      },
      {
        actorType: 'user',
        actorId: '22222222-2222-4222-8222-222222222222',
        actorEmail: 'bob@example.com',
        area: 'coupons',
        action: 'delete',
        recordId: 'c1',
        recordLabel: 'SAVE10',
        at: new Date('2026-03-09T10:00:00Z'),
      },
      {
        actorType: 'system',
        area: 'inquiries',
        action: 'create',
        recordId: 'i1',
        recordLabel: 'Grace',
        at: new Date('2026-03-10T10:00:00Z'),
      },
    ]);
  }

  it('pages newest first and filters by actor, area, action, record, dates and search', async () => {
    await seed();
    const labels = async (query: string) =>
      (await entries(query)).map((entry) => `${entry.area}:${entry.action}`);
    expect(await labels('')).toEqual([
      'inquiries:create',
      'coupons:delete',
      'blogs:update',
      'blogs:create',
    ]);
    expect(await labels('?actor=22222222-2222-4222-8222-222222222222')).toEqual([
      'coupons:delete',
      'blogs:update',
    ]);
    expect(await labels('?area=blogs')).toEqual(['blogs:update', 'blogs:create']);
    expect(await labels('?action=delete')).toEqual(['coupons:delete']);
    expect(await labels('?area=blogs&record=b1&action=create')).toEqual(['blogs:create']);
    expect(await labels('?startDate=2026-03-05&endDate=2026-03-09')).toEqual([
      'coupons:delete',
      'blogs:update',
    ]);
    expect(await labels('?search=save1')).toEqual(['coupons:delete']);
    expect(await labels('?search=ANN@')).toEqual(['blogs:create']);
    const page = (await server.api.get('/api/admin/activity?limit=2&page=2')).json().data;
    expect(page).toMatchObject({ total: 4, page: 2, limit: 2, totalPages: 2 });
    expect(page.items.map((entry: Entry) => entry.recordId)).toEqual(['b1', 'b1']);
  });

  it('counts up to its bound, then says the total is capped, and counts as far as a deep page', async () => {
    await server.db.execute(sql`
      insert into ${activity} (actor_type, actor_email, area, action, record_id, at)
      select 'user', 'ann@example.com', 'blogs', 'update', 'b' || n, now() - n * interval '1 second'
      from generate_series(1, ${ACTIVITY_COUNT_UP_TO + 5}) as n`);
    const first = (await server.api.get('/api/admin/activity?limit=25')).json().data;
    expect(first).toMatchObject({ total: ACTIVITY_COUNT_UP_TO, totalCapped: true });
    expect(first.items.map((item: Entry) => item.recordId)).toEqual(
      Array.from({ length: 25 }, (_, index) => `b${index + 1}`),
    );
    const deep = (await server.api.get('/api/admin/activity?limit=100&page=101')).json().data;
    expect(deep).toMatchObject({ total: ACTIVITY_COUNT_UP_TO + 5, totalPages: 101 });
    expect(deep).not.toHaveProperty('totalCapped');
    expect(deep.items).toHaveLength(5);
    const few = (await server.api.get('/api/admin/activity?record=b10000')).json().data;
    expect(few).toMatchObject({ total: 1 });
    expect(few).not.toHaveProperty('totalCapped');
  });

  it('refuses a limit over 100, an unknown area and an unknown parameter with 400', async () => {
    for (const query of ['?limit=101', '?area=nowhere', '?sortBy=actor_email', '?actor=ann']) {
      const response = await server.api.get(`/api/admin/activity${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_ERROR');
    }
  });

  it('exports the selected entries as CSV', async () => {
    await seed();
    const response = await server.api.get('/api/admin/activity/export?area=blogs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/csv/);
    const lines = response.body.trim().split(/\r?\n/);
    expect(lines[0]).toContain('Time,Actor,Actor ID,Area,Action,Record ID,Record');
    expect(lines.slice(1).map((line) => line.split(',')[4])).toEqual(['update', 'create']);
  });

  it('answers only a signed-in admin: no token and a demoted account are refused', async () => {
    const anonymous = await server.app.inject({ url: '/api/admin/activity' });
    expect(anonymous.statusCode).toBe(401);
    const other = await buildUser(server.db, { role: 'admin' });
    const token = (await login(server.app, other.email)).json().data.token;
    const demoted = await server.api.put(`/api/auth/users/${other.id}`, {
      name: other.name,
      email: other.email,
      role: 'user',
    });
    expect(demoted.statusCode, demoted.body).toBe(200);
    expect((await authed(server.ctx, token).get('/api/admin/activity')).statusCode).toBe(401);
    expect((await login(server.app, other.email)).statusCode).toBe(403);
  });
});

describe('retention', () => {
  it('prunes the entries older than the retention and keeps the rest', async () => {
    const day = 86_400_000;
    await server.db.insert(activity).values([
      {
        actorType: 'system',
        area: 'blogs',
        action: 'create',
        recordLabel: 'old',
        at: new Date(Date.now() - 40 * day),
      },
      {
        actorType: 'system',
        area: 'blogs',
        action: 'create',
        recordLabel: 'recent',
        at: new Date(Date.now() - 20 * day),
      },
    ]);
    expect(await pruneActivity(server.db, 30)).toBe(1);
    expect((await entries()).map((entry) => entry.recordLabel)).toEqual(['recent']);
    expect(await pruneActivity(server.db, 30)).toBe(0);
  });
});
