import { paymentMessages as M } from '@coursedesk/contract/payments';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { buildCoupon, buildCourse, buildOrder, buildTransaction } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { createDashboardService } from '../dashboard/service.ts';
import { createPaymentsService, periodStart } from './service.ts';

const server = useTestApp();
const DAY = 86_400_000;
const NOW = new Date('2026-03-15T12:00:00Z');

/** Sales over 400 days before NOW in several statuses and currencies, some with no course. */
async function seedSales() {
  const web = await buildCourse(server.db, { title: 'Web Bootcamp', category: 'Development' });
  const data = await buildCourse(server.db, { title: 'Data Bootcamp', category: 'Data' });
  const statuses = ['success', 'success', 'failed', 'pending', 'refunded'] as const;
  for (let i = 0; i < 60; i += 1) {
    const course = i % 3 === 0 ? data : web;
    const order = await buildOrder(server.db, { course, totalPence: 10_000 + i * 137 });
    await buildTransaction(server.db, {
      order,
      reference: `TXN-P-${String(i).padStart(3, '0')}`,
      status: statuses[i % statuses.length],
      currency: i % 11 === 0 ? 'EUR' : 'GBP',
      courseId: i % 13 === 0 ? null : order.courseId,
      paymentDate: new Date(NOW.getTime() - (i * 7 + 0.5) * DAY),
    });
  }
  return { web, data };
}

/** The figures recomputed straight from the ledger. */
async function recompute(days: number) {
  const start = periodStart(NOW, days);
  const [row] = rowsOf<Record<string, unknown>>(
    await server.db.execute(sql`
      select coalesce(sum(amount_pence), 0) as revenue, count(*) as n,
        coalesce(sum(amount_pence) filter (where (payment_date at time zone 'UTC')::date >= ${start}::date), 0) as period_revenue,
        count(*) filter (where (payment_date at time zone 'UTC')::date >= ${start}::date) as period_n
      from payment_transactions where status = 'success' and currency = 'GBP'`),
  );
  return {
    totalRevenue: Number(row?.revenue) / 100,
    totalTransactions: Number(row?.n),
    periodRevenue: Number(row?.period_revenue) / 100,
    periodTransactions: Number(row?.period_n),
  };
}

describe('payment stats', () => {
  let courses: Awaited<ReturnType<typeof seedSales>>;
  beforeAll(async () => {
    courses = await seedSales();
  });

  it.each([7, 30, 90, 365] as const)(
    'for %i days equal a recomputation from the ledger',
    async (days) => {
      const stats = await createPaymentsService(server.db).stats(days, NOW);
      expect(stats).toMatchObject({ period: days, ...(await recompute(days)) });
      expect(stats.dailyRevenue).toHaveLength(days);
      expect(stats.dailyRevenue.at(-1)?._id).toBe('2026-03-15');
      expect(stats.dailyRevenue[0]?._id).toBe(periodStart(NOW, days));
      const daySum = stats.dailyRevenue.reduce((sum, day) => sum + day.revenue, 0);
      expect(Math.round(daySum * 100)).toBe(Math.round(stats.periodRevenue * 100));
      const courseSum = stats.courseStats.reduce((sum, c) => sum + c.totalEnrollments, 0);
      expect(courseSum).toBeLessThanOrEqual(stats.periodTransactions);
    },
  );

  it('rank the period’s courses by revenue, named by their current title', async () => {
    const stats = await createPaymentsService(server.db).stats(365, NOW);
    expect(stats.courseStats.map((c) => c.courseName).sort()).toEqual([
      'Data Bootcamp',
      'Web Bootcamp',
    ]);
    const revenues = stats.courseStats.map((c) => c.totalRevenue);
    expect(revenues).toEqual([...revenues].sort((a, b) => b - a));
    expect(
      stats.courseStats.find((c) => c._id === courses.web.id)?.totalEnrollments,
    ).toBeGreaterThan(0);
  });

  it('agree with the dashboard: same total, and the 30-day period is its daily revenue', async () => {
    const payments = await createPaymentsService(server.db).stats(30, NOW);
    const dashboard = await createDashboardService(server.db).stats(NOW);
    expect(payments.totalRevenue).toBe(dashboard.totalRevenue);
    expect(payments.dailyRevenue.map((d) => [d._id, d.revenue, d.transactions])).toEqual(
      dashboard.dailyRevenue.map((d) => [d.date, d.revenue, d.transactions]),
    );
  });

  it('are reused until a payment or a course is written, then recomputed at once', async () => {
    const payments = createPaymentsService(server.db);
    const before = await payments.stats(30, NOW);
    expect(await payments.stats(30, NOW)).toBe(before);
    const order = await buildOrder(server.db, { course: courses.web, totalPence: 12_345 });
    await buildTransaction(server.db, {
      order,
      reference: 'TXN-P-LATE',
      status: 'success',
      paymentDate: new Date(NOW.getTime() - DAY),
    });
    const after = await payments.stats(30, NOW);
    expect(after.periodTransactions).toBe(before.periodTransactions + 1);
    expect(after).toMatchObject(await recompute(30));
    await server.db.execute(
      sql`update courses set title = 'Web Bootcamp Plus' where id = ${courses.web.id}`,
    );
    const renamed = await payments.stats(30, NOW);
    expect(renamed.courseStats.map((c) => c.courseName)).toContain('Web Bootcamp Plus');
    await server.db.execute(
      sql`update courses set title = 'Web Bootcamp' where id = ${courses.web.id}`,
    );
    await server.db.execute(sql`delete from payment_transactions where reference = 'TXN-P-LATE'`);
    expect(await payments.stats(30, NOW)).toMatchObject(await recompute(30));
  });

  it('are served at /api/payments/stats with 30 days by default', async () => {
    const response = await server.api.get('/api/payments/stats');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.stats.period).toBe(30);
    expect(Object.keys(body.stats).sort()).toEqual(
      [
        'totalRevenue',
        'periodRevenue',
        'period',
        'totalTransactions',
        'periodTransactions',
        'courseStats',
        'dailyRevenue',
      ].sort(),
    );
    expect(
      (await server.api.get('/api/payments/stats?period=365')).json().stats.dailyRevenue,
    ).toHaveLength(365);
  });

  it.each(['0', '14', 'abc', '-7', '7.5'])('refuse period=%s with 400', async (period) => {
    const response = await server.api.get(`/api/payments/stats?period=${period}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: M.periodInvalid });
  });
});

describe('transactions', () => {
  it('page newest first with the transaction shape and a total', async () => {
    const response = await server.api.get('/api/payments/transactions?limit=5');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.pagination).toEqual({ page: 1, limit: 5, total: 60, totalPages: 12 });
    expect(body.transactions.map((t: { id: string }) => t.id)).toEqual([
      'TXN-P-000',
      'TXN-P-001',
      'TXN-P-002',
      'TXN-P-003',
      'TXN-P-004',
    ]);
    const [first] = body.transactions;
    expect(first).toMatchObject({
      id: 'TXN-P-000',
      orderId: expect.stringMatching(/^ORD-/),
      customerInfo: { name: expect.any(String), email: expect.any(String), phone: '' },
      courseInfo: { courseName: 'Data Bootcamp', category: '' },
      amount: 100,
      currency: 'EUR',
      method: 'card',
      status: 'success',
    });
    const all: string[] = [];
    for (let page = 1; page <= 12; page += 1) {
      const rows = (await server.api.get(`/api/payments/transactions?limit=5&page=${page}`)).json();
      all.push(...rows.transactions.map((t: { id: string }) => t.id));
    }
    expect(new Set(all).size).toBe(60);
    expect(
      (await server.api.get('/api/payments/transactions?page=13&limit=5')).json().transactions,
    ).toEqual([]);
  });

  it('filter by status and course, and the count agrees with the rows', async () => {
    const [web] = rowsOf<{ id: string }>(
      await server.db.execute(sql`select id from courses where title = 'Web Bootcamp' limit 1`),
    );
    const query = `status=failed&courseId=${web?.id}&limit=100`;
    const body = (await server.api.get(`/api/payments/transactions?${query}`)).json();
    expect(body.transactions.length).toBeGreaterThan(0);
    expect(body.pagination.total).toBe(body.transactions.length);
    for (const t of body.transactions) {
      expect(t.status).toBe('failed');
      expect(t.courseInfo.courseName).toBe('Web Bootcamp');
    }
    const [raw] = rowsOf<{ n: unknown }>(
      await server.db.execute(
        sql`select count(*) as n from payment_transactions where status = 'failed' and course_id = ${web?.id}`,
      ),
    );
    expect(body.pagination.total).toBe(Number(raw?.n));
  });

  it.each([
    ['status=done', 'status must be one of: success, failed, pending, refunded'],
    ['courseId=web', 'courseId must be an id'],
    ['limit=101', 'limit must be at most 100'],
    ['page=-1', 'page must be a whole number of at least 1'],
    ['sortBy=customer', 'sortBy must be one of: paymentDate, amount'],
    ['startDate=yesterday', 'startDate must be a date (YYYY-MM-DD) or an ISO date-time'],
    ['startDate=2026-03-02&endDate=2026-03-01', 'endDate must not be before startDate'],
    ['colour=red', undefined],
  ])('refuse ?%s with 400', async (query, message) => {
    const response = await server.api.get(`/api/payments/transactions?${query}`);
    expect(response.statusCode).toBe(400);
    if (message) expect(response.json().message).toBe(message);
    const exported = await server.api.get(`/api/payments/transactions/export?${query}`);
    expect(exported.statusCode).toBe(400);
  });

  it('search the reference, name and email, sort by amount and take a date range', async () => {
    const ids = async (query: string) =>
      (await server.api.get(`/api/payments/transactions?limit=100&${query}`))
        .json()
        .transactions.map((t: { id: string }) => t.id);
    expect(await ids('search=txn-p-00')).toHaveLength(10);
    const byAmount = (
      await server.api.get('/api/payments/transactions?limit=100&sortBy=amount&sortOrder=asc')
    ).json();
    const amounts = byAmount.transactions.map((t: { amount: number }) => t.amount);
    expect(amounts).toEqual([...amounts].sort((a: number, b: number) => a - b));
    // Payments are made 7 days apart at noon minus 12 h: one falls on each 7th day.
    expect(await ids('startDate=2026-03-08&endDate=2026-03-14')).toEqual(['TXN-P-001']);
    expect(await ids('startDate=2026-03-08T00:00:00Z&endDate=2026-03-08T00:00:01Z')).toEqual([
      'TXN-P-001',
    ]);
  });

  it('open one with its order, amounts and the coupon used', async () => {
    const coupon = await buildCoupon(server.db, { code: 'DETAIL10' });
    const order = await buildOrder(server.db, {
      couponId: coupon.id,
      subtotalPence: 150_000,
      discountPence: 15_000,
    });
    const transaction = await buildTransaction(server.db, { order, customerPhone: '+44 20 1234' });
    const response = await server.api.get(`/api/payments/transactions/${transaction.reference}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: transaction.reference,
      amount: 1350,
      customerInfo: { phone: '+44 20 1234' },
      order: {
        orderId: order.reference,
        couponCode: 'DETAIL10',
        subtotal: 1500,
        discount: 150,
        total: 1350,
        status: 'pending',
      },
    });
    const missing = await server.api.get('/api/payments/transactions/TXN-NONE');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.transactionNotFound);
  });
});

describe('the transactions export', () => {
  it('writes the export columns for every row the filters select, agreeing with the list', async () => {
    const response = await server.api.get('/api/payments/transactions/export?status=success');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="payment-transactions-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Transaction ID,Order ID,Customer Name,Customer Email,Customer Phone,Course Name,Course Category,Amount,Currency,Payment Method,Status,Payment Date,Created At',
    );
    const list = (
      await server.api.get('/api/payments/transactions?status=success&limit=100')
    ).json();
    expect(Number(response.headers['x-total-count'])).toBe(list.pagination.total);
    expect(lines).toHaveLength(list.pagination.total + 1);
    // More rows than one page of the list: the whole filtered set, in the list's order.
    expect(list.pagination.total).toBeGreaterThan(20);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(
      list.transactions.map((t: { id: string }) => t.id),
    );
    const first = list.transactions[0];
    expect(lines[1]).toBe(
      [
        first.id,
        first.orderId,
        first.customerInfo.name,
        first.customerInfo.email,
        // A phone number starting with + is a formula start: written with an apostrophe.
        first.customerInfo.phone.replace(/^\+/, "'+"),
        first.courseInfo.courseName,
        '',
        first.amount,
        first.currency,
        'card',
        'success',
        first.paymentDate,
        first.createdAt,
      ].join(','),
    );
  });

  it('makes formula cells inert and quotes commas, quotes and line breaks', async () => {
    const course = await buildCourse(server.db, { title: 'Evil, "quoted"\ncourse' });
    const order = await buildOrder(server.db, {
      course,
      customerName: '=HYPERLINK("http://x","y")',
    });
    await buildTransaction(server.db, { order, customerPhone: '+44 1234', method: '@SUM(A1)' });
    const response = await server.api.get(
      `/api/payments/transactions/export?courseId=${course.id}`,
    );
    expect(response.headers['x-total-count']).toBe('1');
    expect(response.body).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(response.body).toContain(`'+44 1234`);
    expect(response.body).toContain(`'@SUM(A1)`);
    expect(response.body).toContain(`"Evil, ""quoted""\ncourse"`);
  });

  it('is a header line alone when nothing matches, and needs an admin session', async () => {
    const course = await buildCourse(server.db);
    const response = await server.api.get(
      `/api/payments/transactions/export?courseId=${course.id}`,
    );
    expect(response.headers['x-total-count']).toBe('0');
    expect(response.body.slice(1).trimEnd().split('\r\n')).toHaveLength(1);
    expect((await server.app.inject({ url: '/api/payments/transactions/export' })).statusCode).toBe(
      401,
    );
  });
});

describe('orders', () => {
  it('page with status and course filters', async () => {
    const course = await buildCourse(server.db);
    await buildOrder(server.db, { course, status: 'paid' });
    await buildOrder(server.db, { course, status: 'cancelled' });
    const body = (
      await server.api.get(`/api/payments/orders?courseId=${course.id}&status=paid`)
    ).json();
    expect(body.pagination).toEqual({ page: 1, limit: 50, total: 1, totalPages: 1 });
    expect(body.orders[0]).toMatchObject({ status: 'paid', courseId: course.id, couponCode: null });
    expect((await server.api.get('/api/payments/orders?status=success')).statusCode).toBe(400);
  });
});

describe('authorization', () => {
  it.each([
    '/api/payments/stats',
    '/api/payments/transactions',
    '/api/payments/transactions/TXN-1',
    '/api/payments/orders',
  ])('%s needs an admin session', async (url) => {
    expect((await server.app.inject({ url })).statusCode).toBe(401);
  });
});
