import { customerListQuery, customerMessages } from '@coursedesk/contract/customers';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { customers } from '../../../db/schema/index.ts';
import { buildCourse, buildCustomer } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';
import { describeCourseNamedByTitle } from '../../../test/people-tests.ts';
import { customerList } from './repository.ts';

const server = useTestApp();

beforeEach(async () => {
  await server.db.delete(customers);
});

interface ListBody {
  data: {
    items: { _id: string; name: string; amount: number; paymentStatus: string }[];
    total: number;
    page: number;
    limit: number;
    totalPages: number;
  };
}

const at = (day: string) => new Date(`${day}T12:00:00.000Z`);

async function list(query: string) {
  const response = await server.api.get(`/api/customers${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListBody>().data;
}

async function exported(query: string) {
  const response = await server.api.get(`/api/customers/export${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return {
    response,
    records: parse(response.rawPayload, { bom: true, columns: true }) as Record<string, string>[],
  };
}

async function seedPeople() {
  const course = await buildCourse(server.db, { title: 'Data Science', category: 'Data' });
  const people = [
    {
      name: 'John Smith',
      email: 'john@example.com',
      phone: '+44 7700 900001',
      paymentStatus: 'paid',
      customerStatus: 'approved',
      paymentType: 'full_payment',
      source: 'website',
      amountPence: 150_000,
      createdAt: at('2026-01-05'),
    },
    {
      name: 'Ann Johnson',
      email: 'ann@example.com',
      phone: '07700 900002',
      paymentStatus: 'pending',
      customerStatus: 'pending',
      paymentType: 'installment',
      source: 'referral',
      amountPence: 90_000,
      createdAt: at('2026-01-10'),
      course,
    },
    {
      name: 'Bob Stone',
      email: 'bob@sample.org',
      phone: null,
      paymentStatus: 'failed',
      customerStatus: 'rejected',
      paymentType: 'full_payment',
      source: 'website',
      amountPence: 0,
      createdAt: at('2026-02-01'),
    },
    {
      name: 'carla Diaz',
      email: 'carla@example.com',
      phone: '07700 900004',
      paymentStatus: 'refunded',
      customerStatus: 'cancelled',
      paymentType: 'installment',
      source: 'ads',
      amountPence: 120_000,
      createdAt: at('2026-02-20'),
      course,
    },
    {
      name: 'Dan 50%_off',
      email: 'dan@example.com',
      phone: null,
      paymentStatus: 'paid',
      customerStatus: 'completed',
      paymentType: 'full_payment',
      source: null,
      amountPence: 200_000,
      createdAt: at('2026-03-01'),
    },
  ] as const;
  const rows = [];
  for (const person of people) rows.push(await buildCustomer(server.db, { ...person }));
  return { course, rows };
}

const names = (body: ListBody['data']) => body.items.map((item) => item.name);

describe('GET /api/customers', () => {
  it('answers the newest first, in pages of 20 by default, with the total', async () => {
    await seedPeople();
    const body = await list('');
    expect(names(body)).toEqual([
      'Dan 50%_off',
      'carla Diaz',
      'Bob Stone',
      'Ann Johnson',
      'John Smith',
    ]);
    expect(body).toMatchObject({ total: 5, page: 1, limit: 20, totalPages: 1 });
  });

  it.each([
    ['?status=approved', ['John Smith']],
    ['?paymentStatus=paid', ['Dan 50%_off', 'John Smith']],
    ['?paymentType=installment', ['carla Diaz', 'Ann Johnson']],
    ['?source=website', ['Bob Stone', 'John Smith']],
    ['?startDate=2026-01-10&endDate=2026-02-01', ['Bob Stone', 'Ann Johnson']],
    ['?startDate=2026-02-20', ['Dan 50%_off', 'carla Diaz']],
    ['?endDate=2026-01-05', ['John Smith']],
    ['?search=john', ['Ann Johnson', 'John Smith']],
    ['?search=JOHN', ['Ann Johnson', 'John Smith']],
    ['?search=sample.org', ['Bob Stone']],
    ['?search=900004', ['carla Diaz']],
    ['?search=50%25_', ['Dan 50%_off']],
    ['?search=%25', ['Dan 50%_off']],
    ['?search=nobody', []],
    ['?paymentStatus=paid&search=john&source=website', ['John Smith']],
  ])('filters %s', async (query, expected) => {
    await seedPeople();
    const body = await list(query);
    expect(names(body)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it('filters by course', async () => {
    const { course } = await seedPeople();
    expect(names(await list(`?courseId=${course.id}`))).toEqual(['carla Diaz', 'Ann Johnson']);
  });

  it.each([
    [
      '?sortBy=name&sortOrder=asc',
      ['Ann Johnson', 'Bob Stone', 'carla Diaz', 'Dan 50%_off', 'John Smith'],
    ],
    [
      '?sortBy=amount&sortOrder=desc',
      ['Dan 50%_off', 'John Smith', 'carla Diaz', 'Ann Johnson', 'Bob Stone'],
    ],
    [
      '?sortBy=createdAt&sortOrder=asc',
      ['John Smith', 'Ann Johnson', 'Bob Stone', 'carla Diaz', 'Dan 50%_off'],
    ],
  ])('sorts %s', async (query, expected) => {
    await seedPeople();
    expect(names(await list(query))).toEqual(expected);
  });

  it('pages without overlap or gaps, even among equal sort keys', async () => {
    for (let i = 0; i < 7; i++) {
      await buildCustomer(server.db, { name: `Same ${i}`, createdAt: at('2026-01-01') });
    }
    const pages = [
      await list('?limit=3'),
      await list('?limit=3&page=2'),
      await list('?limit=3&page=3'),
    ];
    expect(pages.map((page) => page.items.length)).toEqual([3, 3, 1]);
    expect(new Set(pages.flatMap(names)).size).toBe(7);
    expect(pages[0]).toMatchObject({ total: 7, totalPages: 3 });
  });

  it('answers a page past the end with no items and the true total', async () => {
    await seedPeople();
    expect(await list('?page=9')).toMatchObject({ items: [], total: 5, page: 9, totalPages: 1 });
  });

  it('takes the maximum limit of 100', async () => {
    await seedPeople();
    expect((await list('?limit=100')).limit).toBe(100);
  });

  it.each([
    ['?limit=101', 'limit', 'limit must be at most 100'],
    ['?page=0', 'page', 'page must be a whole number of at least 1'],
    ['?page=abc', 'page', 'page must be a whole number of at least 1'],
    ['?sortBy=password_hash', 'sortBy', 'sortBy must be one of: createdAt, name, amount'],
    ['?sortOrder=sideways', 'sortOrder', 'sortOrder must be asc or desc'],
    [
      '?status=vip',
      'status',
      'status must be one of: pending, approved, rejected, completed, cancelled',
    ],
    [
      '?paymentStatus=free',
      'paymentStatus',
      'paymentStatus must be one of: pending, paid, failed, refunded',
    ],
    ['?paymentType=cash', 'paymentType', 'paymentType must be one of: full_payment, installment'],
    ['?courseId=42', 'courseId', 'courseId must be an id'],
    [
      '?startDate=2026-13-01',
      'startDate',
      'startDate must be a date (YYYY-MM-DD) or an ISO date-time',
    ],
    ['?startDate=2026-03-02&endDate=2026-03-01', 'endDate', 'endDate must not be before startDate'],
    ['?colour=red', '', 'Unrecognized key: "colour"'],
    [
      '?search=%00',
      'search',
      'search contains a character that cannot be saved (a NUL or an unpaired surrogate)',
    ],
  ])('refuses %s with a 400 naming the field', async (query, path, message) => {
    const response = await server.api.get(`/api/customers${query}`);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
    expect(body.issues[0].path).toBe(path);
    expect(response.body).not.toMatch(/select|from customers/i);
  });

  it('finds substring matches through the one trigram index, not a table scan', async () => {
    await seedPeople();
    const query = customerListQuery.parse({ search: 'john', page: '2' });
    // A table this small is cheaper read whole: the plan a large one gets is asked for.
    const plans = await server.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
      return customerList.explain(tx, query);
    });
    const plan = Object.values(plans).join('\n');
    expect(plan).toContain('customers_search_trgm_idx');
    expect(plan).not.toContain('Seq Scan');
  });

  it('matches a search within one field, never across name, email and phone', async () => {
    await seedPeople();
    expect(names(await list('?search=john%20smith'))).toEqual(['John Smith']);
    expect(names(await list('?search=smith%20john'))).toEqual([]);
    expect(names(await list('?search=smithjohn'))).toEqual([]);
    expect(names(await list('?search=900001'))).toEqual(['John Smith']);
  });

  it('gives the total with a page past the end of a search', async () => {
    await seedPeople();
    const body = await list('?search=john&limit=1&page=5');
    expect(body.items).toEqual([]);
    expect(body.total).toBe(2);
  });

  it('shows a write made elsewhere on the very next request, though pages are reused', async () => {
    await seedPeople();
    const before = await list('?paymentStatus=paid&search=john');
    expect(await list('?paymentStatus=paid&search=john')).toEqual(before);
    // Written straight to the database, as another instance would.
    await buildCustomer(server.db, { name: 'Johnny Late', paymentStatus: 'paid' });
    const after = await list('?paymentStatus=paid&search=john');
    expect(after.total).toBe(before.total + 1);
    expect(names(after)).toContain('Johnny Late');
    await server.db.update(customers).set({ paymentStatus: 'refunded' });
    expect((await list('?paymentStatus=paid&search=john')).total).toBe(0);
  });

  it('needs an admin session', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/customers' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/customers/export', () => {
  it('streams a BOM-prefixed CSV of every filtered customer, named for the day', async () => {
    await seedPeople();
    const { response, records } = await exported('?format=csv&paymentStatus=paid');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="customers-export-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(records.map((record) => record.Name)).toEqual(['Dan 50%_off', 'John Smith']);
    expect(records[1]).toMatchObject({
      Email: 'john@example.com',
      Phone: "'+44 7700 900001",
      'Payment Status': 'paid',
      'Customer Status': 'approved',
      Amount: '1500',
      Currency: 'GBP',
    });
  });

  it('makes a formula in any cell inert and quotes what needs quoting', async () => {
    await buildCustomer(server.db, {
      name: '=HYPERLINK("http://x","y")',
      email: 'x@example.com',
      source: '@SUM(1+1)',
      phone: '-1+2',
    });
    const { response, records } = await exported('');
    const text = response.rawPayload.toString('utf8');
    expect(text).toContain('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(records[0]).toMatchObject({
      Name: `'=HYPERLINK("http://x","y")`,
      Source: "'@SUM(1+1)",
      Phone: "'-1+2",
    });
    for (const record of records) {
      for (const cell of Object.values(record)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    }
  });

  it('agrees with the list and its count for the same filters, across many batches', async () => {
    const values = Array.from({ length: 4_500 }, (_, i) => ({
      name: i % 3 === 0 ? `John ${i}` : `Person ${i}`,
      email: `p${i}@example.com`,
      paymentStatus: (i % 2 === 0 ? 'paid' : 'pending') as 'paid' | 'pending',
      createdAt: new Date(Date.UTC(2026, 0, 1) + (i % 50) * 3_600_000),
    }));
    await server.db.insert(customers).values(values);
    for (const query of ['?paymentStatus=paid&search=john', '?sortBy=name&sortOrder=asc', '']) {
      const listed = await list(`${query}${query ? '&' : '?'}limit=100`);
      const { records } = await exported(query);
      expect(records.length).toBe(listed.total);
      expect(records.slice(0, 100).map((r) => r.ID)).toEqual(listed.items.map((i) => i._id));
      expect(new Set(records.map((r) => r.ID)).size).toBe(records.length);
    }
    expect((await list('?paymentStatus=paid&search=john')).total).toBe(750);
  });

  it('pages a search in the order of the export, page after page, ties included', async () => {
    const values = Array.from({ length: 260 }, (_, i) => ({
      name: i % 2 === 0 ? `John ${i % 7}` : `Person ${i}`,
      email: `p${i}@example.com`,
      createdAt: new Date(Date.UTC(2026, 0, 1) + (i % 5) * 3_600_000),
    }));
    await server.db.insert(customers).values(values);
    for (const sort of ['', '&sortBy=name&sortOrder=asc', '&sortBy=createdAt&sortOrder=asc']) {
      const pages = [];
      for (let page = 1; page <= 3; page++) {
        pages.push(await list(`?search=john${sort}&limit=50&page=${page}`));
      }
      const { records } = await exported(`?search=john${sort}`);
      expect(pages.map((page) => page.items.length)).toEqual([50, 50, 30]);
      expect(pages.flatMap((page) => page.items.map((item) => item._id))).toEqual(
        records.map((record) => record.ID),
      );
    }
  });

  it('refuses bad filters as the list does, and an unknown format', async () => {
    expect((await server.api.get('/api/customers/export?status=vip')).statusCode).toBe(400);
    const response = await server.api.get('/api/customers/export?format=xlsx');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('format must be csv');
  });
});

describe('one customer', () => {
  it('is read by id, with money in pounds', async () => {
    const { rows } = await seedPeople();
    const john = rows[0];
    const response = await server.api.get(`/api/customers/${john?.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ _id: john?.id, name: 'John Smith', amount: 1500 });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await server.api.get(`/api/customers/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(customerMessages.notFound);
    }
  });

  it('is created with the course it names, copying its title and category', async () => {
    const course = await buildCourse(server.db, { title: 'Cloud', category: 'DevOps' });
    const response = await server.api.post('/api/customers', {
      name: ' New Person ',
      email: 'New@Example.com',
      courseId: course.id,
      amount: 1234.5,
      paymentType: 'installment',
      installmentDetails: { paidAmount: 400, totalAmount: 1234.5 },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      message: customerMessages.created,
      data: {
        name: 'New Person',
        email: 'new@example.com',
        courseName: 'Cloud',
        courseCategory: 'DevOps',
        amount: 1234.5,
        paymentStatus: 'pending',
        customerStatus: 'pending',
        installmentDetails: { paidAmount: 400, totalAmount: 1234.5 },
      },
    });
  });

  it.each([
    [{ email: 'a@example.com' }, 'name', customerMessages.nameRequired],
    [{ name: 'A' }, 'email', customerMessages.emailRequired],
    [{ name: 'A', email: 'nope' }, 'email', customerMessages.invalidEmail],
    [{ name: 'A', email: 'a@example.com', amount: -1 }, 'amount', customerMessages.amount],
    [{ name: 'A', email: 'a@example.com', amount: 1.234 }, 'amount', customerMessages.amount],
    [{ name: 'A', email: 'a@example.com', paymentStatus: 'free' }, 'paymentStatus', undefined],
    [
      { name: 'A', email: 'a@example.com', courseId: '00000000-0000-4000-8000-000000000000' },
      'courseId',
      customerMessages.courseNotFound,
    ],
  ])('refuses a bad new customer %j', async (payload, path, message) => {
    const response = await server.api.post('/api/customers', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe(path);
    if (message) expect(response.json().message).toBe(message);
  });

  it('takes any payment or customer status, one or both at once', async () => {
    const { rows } = await seedPeople();
    const id = rows[2]?.id;
    for (const paymentStatus of ['pending', 'paid', 'failed', 'refunded']) {
      const response = await server.api.put(`/api/customers/${id}`, { paymentStatus });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        message: 'Status updated successfully',
        data: { paymentStatus, customerStatus: 'rejected' },
      });
    }
    for (const customerStatus of ['pending', 'approved', 'rejected', 'completed', 'cancelled']) {
      const response = await server.api.put(`/api/customers/${id}`, { customerStatus });
      expect(response.json().data.customerStatus).toBe(customerStatus);
    }
  });

  it('refuses an unknown status, an empty update and unknown fields', async () => {
    const { rows } = await seedPeople();
    const url = `/api/customers/${rows[0]?.id}`;
    const unknown = await server.api.put(url, { paymentStatus: 'free' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues[0].path).toBe('paymentStatus');
    const empty = await server.api.put(url, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(customerMessages.statusRequired);
    expect((await server.api.put(url, { name: 'Renamed' })).statusCode).toBe(400);
    expect(
      (
        await server.api.put('/api/customers/00000000-0000-4000-8000-000000000000', {
          paymentStatus: 'paid',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('honours If-Match: its read answers a version, a save of another version is 409 STALE', async () => {
    const url = `/api/customers/${(await seedPeople()).rows[0]?.id}`;
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
    const saved = await put({ paymentStatus: 'paid' }, opened);
    expect(saved.statusCode, saved.body).toBe(200);
    const next = saved.headers.etag as string;
    expect(next).toMatch(/^"\d+"$/);
    expect(next).not.toBe(opened);
    const stale = await put({ customerStatus: 'cancelled' }, opened);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE');
    expect((await put({ customerStatus: 'cancelled' }, 'W/nonsense')).statusCode).toBe(400);
    expect((await put({ customerStatus: 'cancelled' }, next)).statusCode).toBe(200);
    // Without If-Match, saved as before.
    expect((await put({ paymentStatus: 'paid' })).statusCode).toBe(200);
  });

  it('is deleted once; a second delete is 404', async () => {
    const { rows } = await seedPeople();
    const url = `/api/customers/${rows[0]?.id}`;
    const response = await server.api.delete(url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Item deleted successfully',
      trashId: expect.any(String),
    });
    expect((await server.api.delete(url)).statusCode).toBe(404);
    expect((await list('')).total).toBe(4);
  });
});

describe('GET /api/customers/stats', () => {
  it('counts all, paid, pending and new in the period, following status changes', async () => {
    const now = Date.now();
    await buildCustomer(server.db, {
      paymentStatus: 'paid',
      createdAt: new Date(now - 5 * 86_400_000),
    });
    const pending = await buildCustomer(server.db, {
      paymentStatus: 'pending',
      createdAt: new Date(now - 40 * 86_400_000),
    });
    await buildCustomer(server.db, {
      paymentStatus: 'failed',
      createdAt: new Date(now - 400 * 86_400_000),
    });
    const stats = async (query = '') =>
      (await server.api.get(`/api/customers/stats${query}`)).json().data;
    expect(await stats('?period=30')).toEqual({
      totalCustomers: 3,
      paidCustomers: 1,
      pendingCustomers: 1,
      newCustomers: 1,
    });
    expect((await stats('?period=60')).newCustomers).toBe(2);
    expect(await stats()).toEqual(await stats('?period=30'));
    await server.api.put(`/api/customers/${pending.id}`, { paymentStatus: 'paid' });
    expect(await stats()).toMatchObject({ paidCustomers: 2, pendingCustomers: 0 });
  });

  it('refuses a period that is not a whole number of days from 1 to 3650', async () => {
    for (const period of ['0', '3651', 'week', '1.5']) {
      const response = await server.api.get(`/api/customers/stats?period=${period}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('period must be a whole number of days from 1 to 3650');
    }
  });
});

describeCourseNamedByTitle(server, '/api/customers', { withCategory: true });
