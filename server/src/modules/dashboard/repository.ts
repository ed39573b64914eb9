import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.ts';

/** The calendar boundaries the figures are cut at, as UTC dates (YYYY-MM-DD). */
export interface Period {
  monthStart: string;
  lastMonthStart: string;
  /** First day of the daily-revenue window. */
  windowStart: string;
  today: string;
}

// Every query reads the rollup tables, which triggers keep in step with the raw rows
// (server/drizzle/0002_dashboard_rollups.sql); their size grows with days, not with sales.

const num = (value: unknown) => Number(value ?? 0);

export async function revenueTotals(db: Executor, period: Period) {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select
        coalesce(sum(revenue_pence), 0) as total,
        coalesce(sum(transactions), 0) as transactions,
        coalesce(sum(revenue_pence) filter (where day >= ${period.monthStart}::date), 0) as this_month,
        coalesce(sum(revenue_pence) filter (
          where day >= ${period.lastMonthStart}::date and day < ${period.monthStart}::date
        ), 0) as last_month
      from revenue_daily
      where currency = 'GBP'`),
  );
  return {
    totalPence: num(row?.total),
    transactions: num(row?.transactions),
    thisMonthPence: num(row?.this_month),
    lastMonthPence: num(row?.last_month),
  };
}

export async function customerTotals(db: Executor, period: Period) {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select
        coalesce(sum(customers), 0) as total,
        coalesce(sum(customers) filter (where payment_status = 'paid'), 0) as paid,
        coalesce(sum(customers) filter (where payment_status = 'pending'), 0) as pending,
        coalesce(sum(customers) filter (where day >= ${period.monthStart}::date), 0) as this_month,
        coalesce(sum(customers) filter (
          where day >= ${period.lastMonthStart}::date and day < ${period.monthStart}::date
        ), 0) as last_month
      from customer_counts_daily`),
  );
  return {
    total: num(row?.total),
    paid: num(row?.paid),
    pending: num(row?.pending),
    thisMonth: num(row?.this_month),
    lastMonth: num(row?.last_month),
  };
}

export async function inquiryTotals(db: Executor, period: Period) {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select
        coalesce(sum(inquiries), 0) as total,
        coalesce(sum(inquiries) filter (where status = 'converted'), 0) as converted,
        coalesce(sum(inquiries) filter (where day >= ${period.monthStart}::date), 0) as this_month,
        coalesce(sum(inquiries) filter (
          where day >= ${period.lastMonthStart}::date and day < ${period.monthStart}::date
        ), 0) as last_month
      from inquiry_counts_daily`),
  );
  return {
    total: num(row?.total),
    converted: num(row?.converted),
    thisMonth: num(row?.this_month),
    lastMonth: num(row?.last_month),
  };
}

export async function contentCounts(db: Executor) {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select (select count(*) from courses) as courses, (select count(*) from blog_posts) as blogs`),
  );
  return { courses: num(row?.courses), blogs: num(row?.blogs) };
}

/** Courses ranked by revenue; a deleted course keeps the name its sales were made under. */
export async function topCourses(db: Executor, limit: number) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select coalesce(c.title, r.course_name) as course_name, r.enrollments, r.revenue
      from (
        select course_id, max(course_name) as course_name,
               sum(transactions) as enrollments, sum(revenue_pence) as revenue
        from revenue_daily
        where currency = 'GBP' and course_id is not null
        group by course_id
      ) r
      left join courses c on c.id = r.course_id
      where r.enrollments > 0
      order by r.revenue desc, course_name
      limit ${limit}`),
  );
  return rows.map((row) => ({
    courseName: String(row.course_name ?? ''),
    enrollments: num(row.enrollments),
    revenuePence: num(row.revenue),
  }));
}

/** One row per day of the window, oldest first, zero where nothing was sold. */
export async function dailyRevenue(db: Executor, period: Period) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select to_char(d.day, 'YYYY-MM-DD') as day,
             coalesce(sum(r.revenue_pence), 0) as revenue,
             coalesce(sum(r.transactions), 0) as transactions
      from generate_series(${period.windowStart}::date, ${period.today}::date, interval '1 day') as d(day)
      left join revenue_daily r on r.day = d.day::date and r.currency = 'GBP'
      group by d.day
      order by d.day`),
  );
  return rows.map((row) => ({
    date: String(row.day),
    revenuePence: num(row.revenue),
    transactions: num(row.transactions),
  }));
}
