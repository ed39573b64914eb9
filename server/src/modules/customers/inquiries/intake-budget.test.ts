// The contact form's budget across every address (docs/website-forms.md): a flood from rotating
// addresses is stored, held apart as suspected spam, and answered like any other form.
import { publicInquiryMessages } from '@coursedesk/contract/inquiries';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { inquiries, loginThrottle } from '../../../db/schema/index.ts';
import { useTestApp } from '../../../test/harness.ts';

// A budget set low through the settings, behind a proxy the server trusts to name the client.
const server = useTestApp({
  trustProxy: ['127.0.0.1'],
  formBudgets: { inquiries: { perMinute: 5, perHour: 8 } },
});

beforeEach(async () => {
  await server.db.delete(inquiries);
  await server.db.delete(loginThrottle);
});

let addressCount = 0;

/** A form sent through the proxy from an address no other request has used. */
function postFromNewAddress(payload: object) {
  addressCount += 1;
  return server.app.inject({
    method: 'POST',
    url: '/api/public/inquiries',
    payload,
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': `198.18.${addressCount >> 8}.${addressCount & 255}` },
  });
}

const form = (n: number, overrides: Record<string, unknown> = {}) => ({
  name: `Sender ${n}`,
  email: `sender${n}@example.com`,
  subject: `Question ${n}`,
  message: `Message number ${n}`,
  ...overrides,
});

async function statuses(): Promise<Record<string, number>> {
  const rows = await server.db
    .select({ status: inquiries.status, count: sql<number>`count(*)::int` })
    .from(inquiries)
    .groupBy(inquiries.status);
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
}

describe('the contact form past its budget', () => {
  it('stores a flood from rotating addresses, holding all past the budget as suspected spam', async () => {
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, n) => postFromNewAddress(form(n))),
    );
    // Every visitor gets the same answer, whatever was stored.
    for (const response of responses) {
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toEqual({
        success: true,
        message: publicInquiryMessages.received,
      });
    }
    // Nothing is lost: 5 within the minute's budget, the other 25 held apart.
    expect(await statuses()).toEqual({ new: 5, suspected_spam: 25 });
    const held = (await server.api.get('/api/inquiries?status=suspected_spam')).json().data;
    expect(held.total).toBe(25);
    // The budget is counted in the database, so every instance shares it.
    const keys = (await server.db.select().from(loginThrottle)).map((row) => row.key);
    expect(keys).toEqual(
      expect.arrayContaining(['form-budget:inquiries:minute', 'form-budget:inquiries:hour']),
    );
  });

  it('opens again after the minute, within the hour', async () => {
    for (let n = 0; n < 6; n += 1) await postFromNewAddress(form(n));
    expect(await statuses()).toEqual({ new: 5, suspected_spam: 1 });
    // The minute is over (its counter aged): 3 more fit the hour's 8, then the hour is spent.
    await server.db.execute(sql`update login_throttle
      set window_started_at = now() - interval '61 seconds', locked_until = now() - interval '1 second'
      where key = 'form-budget:inquiries:minute'`);
    for (let n = 6; n < 11; n += 1) await postFromNewAddress(form(n));
    expect(await statuses()).toEqual({ new: 8, suspected_spam: 3 });
  });

  it('leaves a honeypot form out of the budget and stores it as spam', async () => {
    for (let n = 0; n < 8; n += 1) {
      await postFromNewAddress(form(n, { website: 'http://spam.example' }));
    }
    await postFromNewAddress(form(100));
    expect(await statuses()).toEqual({ new: 1, spam: 8 });
  });

  it('never lets a held row swallow the real message it copies', async () => {
    // A flood spends the budget sending the victim's very message, then the minute passes.
    const victim = form(1, { email: 'victim@example.com' });
    for (let n = 0; n < 5; n += 1) await postFromNewAddress(form(n + 10));
    await postFromNewAddress(victim);
    await postFromNewAddress(victim);
    expect(await statuses()).toEqual({ new: 5, suspected_spam: 1 });
    await server.db.execute(sql`update login_throttle
      set window_started_at = now() - interval '61 seconds', locked_until = now() - interval '1 second'
      where key = 'form-budget:inquiries:minute'`);
    await postFromNewAddress(victim);
    const rows = await server.db.select().from(inquiries);
    const victims = rows
      .filter((row) => row.email === 'victim@example.com')
      .map((row) => `${row.status} ${row.timesSent}`)
      .sort();
    expect(victims).toEqual(['new 1', 'suspected_spam 2']);
  });
});
