import type { DashboardStats } from '@coursedesk/contract/dashboard';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Database, rowsOf } from '../../db/client.ts';
import {
  blogPosts,
  courses,
  customers,
  inquiries,
  paymentOrders,
  paymentTransactions,
} from '../../db/schema/index.ts';
import {
  buildBlogPost,
  buildCustomer,
  buildOrder,
  buildTransaction,
} from '../../test/factories.ts';
import { authed, signedInAdmin, useTestContext } from '../../test/harness.ts';
import { createDashboardService, periodAt } from './service.ts';

const ctx = useTestContext();
const NOW = new Date('2026-03-15T12:00:00Z');

/** Deterministic pseudo-random numbers (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(next: () => number, values: readonly T[]): T {
  return values[Math.floor(next() * values.length)] as T;
}

/** A moment within the 100 days before NOW (and a few after), spread over three months. */
const someDate = (next: () => number) =>
  new Date(NOW.getTime() + (next() * 105 - 100) * 86_400_000);

async function seedCommerce(db: Database, seed: number) {
  const next = random(seed);
  const courseRows = await db
    .insert(courses)
    .values(
      ['Web', 'Data', 'Design', 'Cloud'].map((name, i) => ({
        slug: `course-${seed}-${i}`,
        category: 'Tech',
        badge: 'New',
        title: `${name} Bootcamp ${seed}`,
        description: `${name} course`,
        duration: '12 weeks',
        extra: 'Online',
        accent: 'edtech-green' as const,
      })),
    )
    .returning();
  await db.insert(blogPosts).values({
    title: `Post ${seed}`,
    slug: `post-${seed}`,
    excerpt: 'e',
    content: 'c',
    authorName: 'A',
    category: 'News',
  });
  const customerRows = await db
    .insert(customers)
    .values(
      Array.from({ length: 60 }, (_, i) => {
        const course = pick(next, courseRows);
        return {
          name: `Customer ${i}`,
          email: `c${seed}-${i}@example.com`,
          courseId: course.id,
          courseName: course.title,
          paymentStatus: pick(next, ['pending', 'paid', 'failed', 'refunded'] as const),
          customerStatus: pick(next, ['pending', 'approved', 'completed'] as const),
          amountPence: 100_000,
          createdAt: someDate(next),
        };
      }),
    )
    .returning();
  await db.insert(inquiries).values(
    Array.from({ length: 50 }, (_, i) => ({
      name: `Lead ${i}`,
      email: `l${seed}-${i}@example.com`,
      status: pick(next, ['new', 'contacted', 'converted', 'closed', 'spam'] as const),
      createdAt: someDate(next),
    })),
  );
  const orderRows = await db
    .insert(paymentOrders)
    .values(
      customerRows.map((customer, i) => ({
        reference: `ORD-${seed}-${i}`,
        customerId: customer.id,
        customerName: customer.name,
        customerEmail: customer.email,
        courseId: customer.courseId,
        courseName: customer.courseName ?? '',
        subtotalPence: 100_000,
        totalPence: 100_000,
      })),
    )
    .returning();
  // Several transactions per order: retries, other currencies, sales without a course.
  await db.insert(paymentTransactions).values(
    Array.from({ length: 150 }, (_, i) => {
      const order = pick(next, orderRows);
      return {
        reference: `TXN-${seed}-${i}`,
        orderId: order.id,
        courseId: next() < 0.1 ? null : order.courseId,
        customerName: order.customerName,
        customerEmail: order.customerEmail,
        courseName: order.courseName,
        amountPence: Math.round(next() * 300_000) + 1,
        currency: next() < 0.1 ? 'EUR' : 'GBP',
        method: 'card',
        status: pick(next, [
          'success',
          'success',
          'success',
          'failed',
          'pending',
          'refunded',
        ] as const),
        paymentDate: someDate(next),
      };
    }),
  );
  // Rows either side of the cut-off moments, so the partial days are exercised every time.
  const edges = [
    '2026-02-15T11:59:59Z',
    '2026-02-15T12:00:00Z',
    '2026-02-28T07:29:59Z',
    '2026-02-28T07:30:00Z',
    '2026-02-28T23:59:59Z',
    '2026-03-01T00:00:00Z',
    '2026-03-15T11:59:59Z',
    '2026-03-15T12:00:00Z',
    '2026-03-28T07:29:59Z',
    '2026-03-30T17:59:59Z',
    '2026-03-30T18:00:00Z',
    '2026-04-30T17:59:59Z',
  ].map((iso) => new Date(iso));
  const [firstOrder] = orderRows;
  if (!firstOrder) throw new Error('no order');
  await db.insert(paymentTransactions).values(
    edges.map((paymentDate, i) => ({
      reference: `TXN-${seed}-edge-${i}`,
      orderId: firstOrder.id,
      courseId: firstOrder.courseId,
      customerName: firstOrder.customerName,
      customerEmail: firstOrder.customerEmail,
      courseName: firstOrder.courseName,
      amountPence: 1_000 * (i + 1) + seed,
      method: 'card',
      status: 'success' as const,
      paymentDate,
    })),
  );
  await db.insert(customers).values(
    edges.map((createdAt, i) => ({
      name: `Edge ${i}`,
      email: `e${seed}-${i}@example.com`,
      createdAt,
    })),
  );
  await db.insert(inquiries).values(
    edges.map((createdAt, i) => ({
      name: `Edge ${i}`,
      email: `e${seed}-${i}@example.com`,
      createdAt,
    })),
  );
  return { courseRows, customerRows };
}

/** The same figures computed the plain way, straight from the raw rows. */
async function recompute(db: Database, now: Date): Promise<DashboardStats> {
  const period = periodAt(now);
  const one = async (query: ReturnType<typeof sql>) =>
    rowsOf<Record<string, unknown>>(await db.execute(query))[0] ?? {};
  const n = (value: unknown) => Number(value ?? 0);
  const monthStart = sql`${`${period.monthStart}T00:00:00Z`}::timestamptz`;
  const lastMonthStart = sql`${`${period.lastMonthStart}T00:00:00Z`}::timestamptz`;
  const at = sql`${now.toISOString()}::timestamptz`;
  // This month so far against last month's first (now - 1st) of time, at most all of it.
  const cutoff = sql`least(to_timestamp(extract(epoch from ${lastMonthStart})
    + extract(epoch from ${at}) - extract(epoch from ${monthStart})), ${monthStart})`;
  const thisMonth = (column: ReturnType<typeof sql>) =>
    sql`${column} >= ${monthStart} and ${column} < ${at}`;
  const lastMonth = (column: ReturnType<typeof sql>) =>
    sql`${column} >= ${lastMonthStart} and ${column} < ${cutoff}`;
  const revenue = await one(sql`
    select coalesce(sum(amount_pence - refunded_pence), 0) as total, count(*) as n,
      coalesce(sum(amount_pence - refunded_pence) filter (where ${thisMonth(sql`payment_date`)}), 0) as this_month,
      coalesce(sum(amount_pence - refunded_pence) filter (where ${lastMonth(sql`payment_date`)}), 0) as last_month
    from payment_transactions where status = 'success' and currency = 'GBP'`);
  const people = await one(sql`
    select count(*) as total,
      count(*) filter (where payment_status = 'paid') as paid,
      count(*) filter (where payment_status = 'pending') as pending,
      count(*) filter (where ${thisMonth(sql`created_at`)}) as this_month,
      count(*) filter (where ${lastMonth(sql`created_at`)}) as last_month
    from customers`);
  const leads = await one(sql`
    select count(*) as total, count(*) filter (where status = 'converted') as converted,
      count(*) filter (where ${thisMonth(sql`created_at`)}) as this_month,
      count(*) filter (where ${lastMonth(sql`created_at`)}) as last_month
    from inquiries`);
  const content = await one(
    sql`select (select count(*) from courses) as courses, (select count(*) from blog_posts) as blogs,
      (select count(*) from payment_transactions where needs_review) as to_review`,
  );
  const top = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select coalesce(c.title, max(t.course_name)) as name, count(*) as n, sum(t.amount_pence - t.refunded_pence) as revenue
      from payment_transactions t left join courses c on c.id = t.course_id
      where t.status = 'success' and t.currency = 'GBP' and t.course_id is not null
      group by t.course_id, c.title order by revenue desc, name limit 5`),
  );
  const days = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(sum(t.amount_pence - t.refunded_pence), 0) as revenue,
        count(t.id) as n
      from generate_series(${period.windowStart}::date, ${period.today}::date, interval '1 day') d(day)
      left join payment_transactions t on (t.payment_date at time zone 'UTC')::date = d.day::date
        and t.status = 'success' and t.currency = 'GBP'
      group by d.day order by d.day`),
  );
  const growth = (current: number, previous: number) =>
    previous === 0
      ? current === 0
        ? 0
        : 100
      : (Math.sign(current - previous) *
          Math.round(Math.abs((current - previous) / previous) * 1000)) /
          10 || 0;
  const pounds = (pence: number) => Math.round(pence) / 100;
  return {
    totalRevenue: pounds(n(revenue.total)),
    monthlyRevenue: pounds(n(revenue.this_month)),
    revenueGrowth: growth(n(revenue.this_month), n(revenue.last_month)),
    totalCustomers: n(people.total),
    newCustomers: n(people.this_month),
    customerGrowth: growth(n(people.this_month), n(people.last_month)),
    averageOrderValue: n(revenue.n) === 0 ? 0 : pounds(n(revenue.total) / n(revenue.n)),
    conversionRate:
      n(leads.total) === 0 ? 0 : Math.round((n(leads.converted) / n(leads.total)) * 1000) / 10,
    inquiryGrowth: growth(n(leads.this_month), n(leads.last_month)),
    convertedInquiries: n(leads.converted),
    totalInquiries: n(leads.total),
    paidCustomers: n(people.paid),
    pendingCustomers: n(people.pending),
    courses: n(content.courses),
    blogs: n(content.blogs),
    paymentsToReview: n(content.to_review),
    topCourses: top.map((row) => ({
      courseName: String(row.name),
      enrollments: n(row.n),
      revenue: pounds(n(row.revenue)),
    })),
    dailyRevenue: days.map((row) => ({
      date: String(row.day),
      revenue: pounds(n(row.revenue)),
      transactions: n(row.n),
    })),
    lastUpdated: now.toISOString(),
  };
}

/**
 * Moments the figures are checked at: mid-month, the first instant of a month, the end of a
 * 31-day month against a 28-day one, and mid-day on a day that exists in both months.
 */
const MOMENTS = [
  NOW,
  new Date('2026-03-01T00:00:00Z'),
  new Date('2026-03-31T23:59:59.999Z'),
  new Date('2026-03-28T07:30:00Z'),
  new Date('2026-04-30T18:00:00Z'),
];

async function expectStatsToMatchRawRows() {
  const dashboard = createDashboardService(ctx.db);
  for (const moment of MOMENTS) {
    expect(await dashboard.stats(moment), moment.toISOString()).toEqual(
      await recompute(ctx.db, moment),
    );
  }
  return dashboard.stats(NOW);
}

describe('dashboard stats', () => {
  it('are zero on an empty database', async () => {
    const stats = await expectStatsToMatchRawRows();
    expect(stats).toMatchObject({ totalRevenue: 0, totalCustomers: 0, conversionRate: 0 });
    expect(stats.dailyRevenue).toHaveLength(30);
    expect(stats.dailyRevenue.at(-1)?.date).toBe('2026-03-15');
    expect(stats.dailyRevenue[0]?.date).toBe('2026-02-14');
  });

  it('equal a recomputation over the raw rows after inserts, updates and deletes', async () => {
    const { courseRows, customerRows } = await seedCommerce(ctx.db, 1);
    await seedCommerce(ctx.db, 2);
    const stats = await expectStatsToMatchRawRows();
    expect(stats.totalRevenue).toBeGreaterThan(0);
    expect(stats.topCourses.length).toBeGreaterThan(0);

    // Refunds, late successes, corrected amounts and dates moved across months.
    await ctx.db
      .update(paymentTransactions)
      .set({ status: 'refunded' })
      .where(sql`${paymentTransactions.reference} like 'TXN-1-1%'`);
    await ctx.db
      .update(paymentTransactions)
      .set({ status: 'success', amountPence: sql`${paymentTransactions.amountPence} + 999` })
      .where(eq(paymentTransactions.status, 'pending'));
    await ctx.db
      .update(paymentTransactions)
      .set({ paymentDate: sql`${paymentTransactions.paymentDate} - interval '20 days'` })
      .where(sql`${paymentTransactions.reference} like 'TXN-2-%'`);
    await expectStatsToMatchRawRows();

    // Customers paid, moved and removed; inquiries converted and removed.
    await ctx.db
      .update(customers)
      .set({ paymentStatus: 'paid' })
      .where(
        inArray(
          customers.id,
          customerRows.slice(0, 20).map((c) => c.id),
        ),
      );
    await ctx.db
      .update(customers)
      .set({ createdAt: sql`${customers.createdAt} + interval '31 days'` })
      .where(
        inArray(
          customers.id,
          customerRows.slice(20, 30).map((c) => c.id),
        ),
      );
    await ctx.db.update(inquiries).set({ status: 'converted' }).where(eq(inquiries.status, 'new'));
    await ctx.db.delete(inquiries).where(eq(inquiries.status, 'spam'));
    await ctx.db.delete(paymentTransactions).where(eq(paymentTransactions.status, 'failed'));
    const beforeDelete = await expectStatsToMatchRawRows();

    // A deleted course's sales still count, under the name they were made with.
    const [gone] = courseRows;
    await ctx.db.delete(courses).where(eq(courses.id, gone?.id ?? ''));
    const afterDelete = await expectStatsToMatchRawRows();
    expect(afterDelete.courses).toBe(7);
    expect(afterDelete.totalRevenue).toBe(beforeDelete.totalRevenue);
  });

  it('empty their rollups when a source table is truncated', async () => {
    await ctx.db.execute(sql`truncate payment_transactions, inquiries`);
    const stats = await expectStatsToMatchRawRows();
    expect(stats.totalRevenue).toBe(0);
    expect(stats.totalInquiries).toBe(0);
    expect(stats.totalCustomers).toBeGreaterThan(0);
  });

  it('are served at /api/admin/dashboard/stats to a signed-in admin', async () => {
    const admin = await signedInAdmin(ctx);
    const response = await authed(ctx, admin).get('/api/admin/dashboard/stats');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Dashboard statistics retrieved successfully');
    expect(Object.keys(body.data).sort()).toEqual(
      [
        'totalRevenue',
        'monthlyRevenue',
        'revenueGrowth',
        'totalCustomers',
        'newCustomers',
        'customerGrowth',
        'averageOrderValue',
        'conversionRate',
        'inquiryGrowth',
        'convertedInquiries',
        'totalInquiries',
        'paidCustomers',
        'pendingCustomers',
        'courses',
        'blogs',
        'paymentsToReview',
        'topCourses',
        'dailyRevenue',
        'lastUpdated',
      ].sort(),
    );
    expect((await ctx.app.inject({ url: '/api/admin/dashboard/stats' })).statusCode).toBe(401);
  });
});

describe('periodAt', () => {
  it('cuts months in UTC, across a year boundary', () => {
    expect(periodAt(new Date('2026-01-01T00:30:00Z'))).toEqual({
      monthStart: '2026-01-01',
      lastMonthStart: '2025-12-01',
      windowStart: '2025-12-03',
      today: '2026-01-01',
      now: '2026-01-01T00:30:00.000Z',
      lastMonthCutoff: '2025-12-01T00:30:00.000Z',
    });
  });

  it.each([
    // Same day of month, same time of day.
    ['2026-03-15T12:00:00.000Z', '2026-02-15T12:00:00.000Z'],
    ['2026-03-28T07:30:00.000Z', '2026-02-28T07:30:00.000Z'],
    // Last month is shorter: on the days it does not have, all of it.
    ['2026-03-29T00:00:00.000Z', '2026-03-01T00:00:00.000Z'],
    ['2026-03-31T23:59:59.999Z', '2026-03-01T00:00:00.000Z'],
    ['2028-03-29T10:00:00.000Z', '2028-02-29T10:00:00.000Z'],
    ['2028-03-30T10:00:00.000Z', '2028-03-01T00:00:00.000Z'],
    // Last month is longer: its extra day is left out.
    ['2026-04-30T18:00:00.000Z', '2026-03-30T18:00:00.000Z'],
    ['2026-03-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z'],
  ])('at %s compares with last month up to %s', (now, cutoff) => {
    expect(periodAt(new Date(now)).lastMonthCutoff).toBe(cutoff);
  });
});

describe('growth', () => {
  it('compares this month so far with the same span of last month', async () => {
    await ctx.db.execute(
      sql`truncate payment_transactions, payment_orders, customers, inquiries cascade`,
    );
    const order = await buildOrder(ctx.db);
    const sale = (amountPence: number, at: string) =>
      buildTransaction(ctx.db, { order, amountPence, paymentDate: new Date(at) });
    await sale(10_000, '2026-02-03T09:00:00Z');
    await sale(30_000, '2026-02-10T11:00:00Z'); // after 10 February 10:00
    await sale(50_000, '2026-02-27T12:00:00Z');
    await sale(15_000, '2026-03-02T08:00:00Z');
    const dashboard = createDashboardService(ctx.db);
    // 10 March 10:00: £150 against the £100 taken by 10 February 10:00.
    const early = await dashboard.stats(new Date('2026-03-10T10:00:00Z'));
    expect(early.monthlyRevenue).toBe(150);
    expect(early.revenueGrowth).toBe(50);
    // An hour later the 11:00 sale of 10 February counts too: £150 against £400.
    const later = await dashboard.stats(new Date('2026-03-10T11:00:01Z'));
    expect(later.revenueGrowth).toBe(-62.5);
    // On 31 March, against the whole of February (£900).
    const end = await dashboard.stats(new Date('2026-03-31T20:00:00Z'));
    expect(end.revenueGrowth).toBe(-83.3);
  });
});

describe('dashboard figures served again', () => {
  it('reuses figures while nothing changes, and shows any write on the next request', async () => {
    const dashboard = createDashboardService(ctx.db, 5_000);
    const first = await dashboard.stats(NOW);
    const soon = new Date(NOW.getTime() + 1_000);
    // Nothing written: the same figures, as of the first request.
    expect(await dashboard.stats(soon)).toBe(first);

    await buildCustomer(ctx.db, { createdAt: new Date(NOW.getTime() - 60_000) });
    const afterCustomer = await dashboard.stats(soon);
    expect(afterCustomer.totalCustomers).toBe(first.totalCustomers + 1);
    expect(afterCustomer.lastUpdated).toBe(soon.toISOString());

    await buildBlogPost(ctx.db);
    expect((await dashboard.stats(soon)).blogs).toBe(first.blogs + 1);

    const order = await buildOrder(ctx.db);
    await buildTransaction(ctx.db, { order, amountPence: 12_300, paymentDate: NOW });
    expect((await dashboard.stats(soon)).totalRevenue).toBe(afterCustomer.totalRevenue + 123);
  });

  it('computes again once the figures are older than the reuse window, or the clock went back', async () => {
    const dashboard = createDashboardService(ctx.db, 5_000);
    const first = await dashboard.stats(NOW);
    const later = await dashboard.stats(new Date(NOW.getTime() + 5_000));
    expect(later).not.toBe(first);
    expect(later.lastUpdated).toBe(new Date(NOW.getTime() + 5_000).toISOString());
    expect(await dashboard.stats(NOW)).not.toBe(later);
  });

  it('asks a second instance the same tables, so a write on one shows on the other', async () => {
    const one = createDashboardService(ctx.db, 60_000);
    const two = createDashboardService(ctx.db, 60_000);
    const before = await two.stats(NOW);
    await one.stats(NOW);
    await buildCustomer(ctx.db, { createdAt: new Date(NOW.getTime() - 60_000) });
    expect((await two.stats(NOW)).totalCustomers).toBe(before.totalCustomers + 1);
  });
});
