// The website's contact form (docs/website-forms.md): POST /api/public/inquiries.
import { publicInquiryMessages } from '@coursedesk/contract/inquiries';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { inquiries, loginThrottle } from '../../../db/schema/index.ts';
import { buildCourse } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';

const server = useTestApp();

beforeEach(async () => {
  await server.db.delete(inquiries);
  await server.db.delete(loginThrottle);
});

let addressCount = 0;
/** A fresh client address, so each test starts with its own limit. */
function freshAddress(): string {
  addressCount += 1;
  return `198.51.100.${addressCount}`;
}

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: 'Ada@Example.com',
  type: 'course_inquiry',
  subject: 'Payment plans',
  message: 'Can I pay in instalments?',
  ...overrides,
});

function post(payload: object, remoteAddress = freshAddress()): Promise<LightMyRequestResponse> {
  return server.app.inject({
    method: 'POST',
    url: '/api/public/inquiries',
    payload,
    remoteAddress,
  });
}

describe('POST /api/public/inquiries', () => {
  it('needs no token, answers 201 and shows in the Inquiries tab as new', async () => {
    const course = await buildCourse(server.db, { slug: 'data-science', title: 'Data Science' });
    const response = await post(form({ course: 'data-science', source: 'landing-page' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ success: true, message: publicInquiryMessages.received });
    const list = (await server.api.get('/api/inquiries')).json().data.items;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      type: 'course_inquiry',
      subject: 'Payment plans',
      status: 'new',
      courseId: course.id,
      courseName: 'Data Science',
      source: 'landing-page',
    });
  });

  it('matches a course by id too, keeps an unknown course as given, and defaults the type and source', async () => {
    const course = await buildCourse(server.db, { title: 'Cloud' });
    await post(form({ course: course.id, subject: 'By id' }));
    await post(form({ course: 'no-such-course', subject: 'Unknown', type: undefined }));
    const rows = await server.db.select().from(inquiries);
    const byId = rows.find((row) => row.subject === 'By id');
    const unknown = rows.find((row) => row.subject === 'Unknown');
    expect(byId).toMatchObject({ courseId: course.id, courseName: 'Cloud', source: 'website' });
    expect(unknown).toMatchObject({
      courseId: null,
      courseName: 'no-such-course',
      type: 'contact_form',
    });
  });

  it('names each bad field in a 400', async () => {
    const response = await post({
      name: '',
      email: 'not-an-email',
      type: 'hot',
      subject: 'x'.repeat(301),
      message: '',
      extra: true,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    const paths = body.issues.map((issue: { path: string }) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'email', 'type', 'subject', 'message']));
    expect(await server.db.select().from(inquiries)).toHaveLength(0);
  });

  it('limits every field and the body', async () => {
    for (const [field, size] of [
      ['message', 5001],
      ['website', 501],
      ['course', 201],
      ['source', 101],
      ['phone', 51],
    ] as const) {
      const response = await post(form({ [field]: 'x'.repeat(size) }));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().issues[0].path).toBe(field);
    }
    const huge = await post(form({ message: 'x'.repeat(40_000) }));
    expect(huge.statusCode).toBe(413);
  });

  it('stores a filled-in honeypot as spam and still answers 201', async () => {
    const response = await post(form({ website: 'http://spam.example' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(publicInquiryMessages.received);
    const [row] = await server.db.select().from(inquiries);
    expect(row?.status).toBe('spam');
    const spam = (await server.api.get('/api/inquiries?status=spam')).json().data;
    expect(spam.total).toBe(1);
  });

  it('stores a repeat of the whole message once, counting how often it was sent', async () => {
    const address = freshAddress();
    const first = await post(form(), address);
    // The same message, spelt with other case and spacing: the same message.
    const again = await post(
      form({
        email: ' ada@EXAMPLE.com ',
        subject: 'payment   PLANS',
        message: 'Can I pay\n in instalments? ',
      }),
      address,
    );
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.json()).toEqual(first.json());
    const rows = await server.db.select().from(inquiries);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.timesSent).toBe(2);
    expect(rows[0]?.lastSentAt.getTime()).toBeGreaterThan(rows[0]?.createdAt.getTime() ?? 0);
    const [listed] = (await server.api.get('/api/inquiries')).json().data.items;
    expect(listed).toMatchObject({ timesSent: 2, message: 'Can I pay in instalments?' });
    const detail = (await server.api.get(`/api/inquiries/${listed._id}`)).json().data;
    expect(detail).toMatchObject({ timesSent: 2, lastSentAt: rows[0]?.lastSentAt.toISOString() });
  });

  it('keeps another message with the same email and subject as an inquiry of its own', async () => {
    const address = freshAddress();
    await post(form(), address);
    await post(form({ message: 'And is there a discount for students?' }), address);
    const rows = await server.db.select().from(inquiries);
    expect(rows.map((row) => row.message).sort()).toEqual([
      'And is there a discount for students?',
      'Can I pay in instalments?',
    ]);
    expect(rows.map((row) => row.timesSent)).toEqual([1, 1]);
  });

  it('counts two identical forms sent at the same moment once, sent twice', async () => {
    const together = await Promise.all([1, 2].map(() => post(form({ subject: 'Together' }))));
    expect(together.map((response) => response.statusCode)).toEqual([201, 201]);
    const rows = await server.db.select().from(inquiries);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.timesSent).toBe(2);
  });

  it('stores a repeat after 10 minutes as a new inquiry', async () => {
    await post(form());
    await server.db.update(inquiries).set({
      createdAt: new Date(Date.now() - 11 * 60_000),
      lastSentAt: new Date(Date.now() - 11 * 60_000),
    });
    await post(form());
    const rows = await server.db.select().from(inquiries);
    expect(rows.map((row) => row.timesSent)).toEqual([1, 1]);
  });

  it('never lets a spam row swallow the real message it copies', async () => {
    // A bot sends the victim's email and subject with the honeypot filled in, then the victim
    // sends their real message: with another text, and with the very same text.
    await post(form({ message: 'Buy cheap pills', website: 'http://spam.example' }));
    await post(form({ website: 'http://spam.example' }));
    const real = await post(form());
    expect(real.statusCode).toBe(201);
    expect(real.json().message).toBe(publicInquiryMessages.received);
    const rows = await server.db.select().from(inquiries);
    const stored = rows.map((row) => `${row.status}: ${row.message}`).sort();
    expect(stored).toEqual([
      'new: Can I pay in instalments?',
      'spam: Buy cheap pills',
      'spam: Can I pay in instalments?',
    ]);
    const fresh = (await server.api.get('/api/inquiries?status=new')).json().data;
    expect(fresh.items).toMatchObject([{ email: 'ada@example.com', timesSent: 1 }]);
    // A spam row takes in only spam: the same honeypot form again joins it.
    await post(form({ website: 'http://spam.example' }));
    const spam = await server.db.select().from(inquiries).where(eq(inquiries.status, 'spam'));
    expect(spam.map((row) => row.timesSent).sort()).toEqual([1, 2]);
  });

  it('counts a real repeat on the real row, not on one an admin has marked as spam', async () => {
    await post(form());
    await server.db.update(inquiries).set({ status: 'spam' });
    await post(form());
    const rows = await server.db.select().from(inquiries);
    expect(rows.map((row) => `${row.status} ${row.timesSent}`).sort()).toEqual(['new 1', 'spam 1']);
  });

  it('allows 5 forms per address in 10 minutes, then 429 with Retry-After', async () => {
    const address = freshAddress();
    for (let n = 1; n <= 5; n += 1) {
      const response = await post(form({ subject: `Question ${n}` }), address);
      expect(response.statusCode, response.body).toBe(201);
    }
    const refused = await post(form({ subject: 'Question 6' }), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'TOO_MANY_REQUESTS',
      message: publicInquiryMessages.tooMany,
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await server.db.select().from(inquiries)).toHaveLength(5);
    // Another address is not held back, and the count is in the database (every instance).
    expect((await post(form({ subject: 'Elsewhere' }))).statusCode).toBe(201);
    const counters = await server.db.select().from(loginThrottle);
    expect(counters.map((row) => row.key)).toContain(`inquiry:${address}`);
  });

  it('counts concurrent forms from one address without letting more than 5 through', async () => {
    const address = freshAddress();
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, n) => post(form({ subject: `Burst ${n}` }), address)),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(7);
  });
});
