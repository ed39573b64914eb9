import { inquiryMessages } from '@coursedesk/contract/inquiries';
import { parse } from 'csv-parse/sync';
import { beforeEach, describe, expect, it } from 'vitest';
import { inquiries } from '../../../db/schema/index.ts';
import { buildInquiry, buildUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';
import { describeCourseNamedByTitle } from '../../../test/people-tests.ts';

const server = useTestApp();

beforeEach(async () => {
  await server.db.delete(inquiries);
});

const at = (day: string) => new Date(`${day}T12:00:00.000Z`);

async function seedLeads() {
  const owner = await buildUser(server.db, { role: 'admin' });
  const leads = [
    {
      name: 'John Lead',
      email: 'jl@example.com',
      status: 'new',
      type: 'contact_form',
      source: 'website',
      createdAt: at('2026-01-01'),
      assignedTo: owner.id,
    },
    {
      name: 'Mary Johns',
      email: 'mary@example.com',
      status: 'contacted',
      type: 'strategy_call',
      source: 'ads',
      createdAt: at('2026-01-15'),
    },
    {
      name: 'Zed',
      email: 'zed@sample.org',
      status: 'converted',
      type: 'bootcamp',
      source: 'website',
      createdAt: at('2026-02-01'),
    },
    {
      name: 'Amy',
      email: 'amy@example.com',
      phone: '+44 7700 900123',
      status: 'spam',
      type: 'course_inquiry',
      source: null,
      createdAt: at('2026-03-01'),
    },
  ] as const;
  for (const lead of leads) await buildInquiry(server.db, { ...lead });
  return { owner };
}

async function names(query: string) {
  const response = await server.api.get(`/api/inquiries${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().data;
  return { names: data.items.map((item: { name: string }) => item.name), total: data.total };
}

describe('GET /api/inquiries', () => {
  it.each([
    ['', ['Amy', 'Zed', 'Mary Johns', 'John Lead']],
    ['?status=contacted', ['Mary Johns']],
    ['?type=bootcamp', ['Zed']],
    ['?source=website', ['Zed', 'John Lead']],
    ['?search=john', ['Mary Johns', 'John Lead']],
    ['?search=7700', ['Amy']],
    ['?startDate=2026-01-15&endDate=2026-02-01', ['Zed', 'Mary Johns']],
    ['?sortBy=name&sortOrder=asc', ['Amy', 'John Lead', 'Mary Johns', 'Zed']],
    ['?sortBy=createdAt&sortOrder=asc', ['John Lead', 'Mary Johns', 'Zed', 'Amy']],
    ['?page=2&limit=3', ['John Lead']],
    ['?page=5&limit=3', []],
  ])('lists %s', async (query, expected) => {
    await seedLeads();
    const result = await names(query);
    expect(result.names).toEqual(expected);
    if (!query.includes('page')) expect(result.total).toBe(expected.length);
  });

  it('filters by the assigned admin', async () => {
    const { owner } = await seedLeads();
    expect((await names(`?assignedTo=${owner.id}`)).names).toEqual(['John Lead']);
  });

  it.each([
    [
      '?status=hot',
      'status must be one of: new, contacted, followed_up, converted, closed, spam, suspected_spam',
    ],
    [
      '?type=call',
      'type must be one of: contact_form, strategy_call, course_inquiry, general_inquiry, bootcamp',
    ],
    ['?assignedTo=me', 'assignedTo must be an id'],
    ['?sortBy=email', 'sortBy must be one of: createdAt, name'],
    ['?limit=1000', 'limit must be at most 100'],
    ['?endDate=31/01/2026', 'endDate must be a date (YYYY-MM-DD) or an ISO date-time'],
  ])('refuses %s', async (query, message) => {
    const response = await server.api.get(`/api/inquiries${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
  });
});

describe('inquiry records', () => {
  it('are created, read, given any status, and deleted', async () => {
    const created = await server.api.create('/api/inquiries', {
      name: 'New Lead',
      email: 'Lead@Example.com',
      type: 'strategy_call',
      subject: 'Call me',
    });
    expect(created).toMatchObject({ email: 'lead@example.com', status: 'new' });
    const id = created._id;
    expect((await server.api.get(`/api/inquiries/${id}`)).json().data.subject).toBe('Call me');
    for (const status of ['contacted', 'followed_up', 'converted', 'closed', 'spam', 'new']) {
      const response = await server.api.put(`/api/inquiries/${id}`, { status });
      expect(response.json()).toMatchObject({
        message: 'Status updated successfully',
        data: { status },
      });
    }
    const bad = await server.api.put(`/api/inquiries/${id}`, { status: 'hot' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(inquiryMessages.statusRequired);
    expect((await server.api.delete(`/api/inquiries/${id}`)).json().message).toBe(
      'Item deleted successfully',
    );
    expect((await server.api.get(`/api/inquiries/${id}`)).statusCode).toBe(404);
    expect((await server.api.delete(`/api/inquiries/${id}`)).statusCode).toBe(404);
  });
});

describe('an inquiry’s status', () => {
  it('honours If-Match: its read answers a version, a save of another version is 409 STALE', async () => {
    const url = `/api/inquiries/${(await server.api.create('/api/inquiries', { name: 'Lead', email: 'lead@example.com', type: 'contact_form', subject: 'Hi' }))._id}`;
    const read = await server.api.get(url);
    const opened = read.headers.etag as string;
    expect(opened).toMatch(/^"\d+"$/);
    const put = (payload: object, ifMatch?: string) =>
      server.api.inject({
        method: 'PUT',
        url,
        payload,
        headers: ifMatch === undefined ? {} : { 'if-match': ifMatch },
      });
    const saved = await put({ status: 'contacted' }, opened);
    expect(saved.statusCode, saved.body).toBe(200);
    const next = saved.headers.etag as string;
    expect(next).toMatch(/^"\d+"$/);
    expect(next).not.toBe(opened);
    const stale = await put({ status: 'closed' }, opened);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE');
    expect((await put({ status: 'closed' }, 'W/nonsense')).statusCode).toBe(400);
    expect((await put({ status: 'closed' }, next)).statusCode).toBe(200);
    // Without If-Match, saved as before.
    expect((await put({ status: 'contacted' })).statusCode).toBe(200);
  });
});

describe('GET /api/inquiries/stats', () => {
  it('counts all, converted, contacted and new in the period', async () => {
    const now = Date.now();
    await buildInquiry(server.db, {
      status: 'converted',
      createdAt: new Date(now - 2 * 86_400_000),
    });
    await buildInquiry(server.db, {
      status: 'contacted',
      createdAt: new Date(now - 45 * 86_400_000),
    });
    await buildInquiry(server.db, { status: 'new', createdAt: new Date(now - 100 * 86_400_000) });
    const response = await server.api.get('/api/inquiries/stats?period=30');
    expect(response.json().data).toEqual({
      totalInquiries: 3,
      convertedInquiries: 1,
      contactedInquiries: 1,
      newInquiries: 1,
    });
  });
});

describe('GET /api/inquiries/export', () => {
  it('exports the filtered inquiries, inert and agreeing with the list', async () => {
    await seedLeads();
    await buildInquiry(server.db, {
      name: '+SUM(A1)',
      subject: '=1+1',
      source: 'website',
      createdAt: at('2026-01-20'),
    });
    const response = await server.api.get('/api/inquiries/export?format=csv&source=website');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="inquiries-export-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const records = parse(response.rawPayload, { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(records.map((r) => r.Name)).toEqual(['Zed', "'+SUM(A1)", 'John Lead']);
    expect(records[1]?.Subject).toBe("'=1+1");
    expect((await names('?source=website')).total).toBe(records.length);
  });
});

describeCourseNamedByTitle(server, '/api/inquiries');
