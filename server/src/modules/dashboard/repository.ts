import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.ts';

/** The calendar boundaries the figures are cut at: UTC dates (YYYY-MM-DD) and instants (ISO). */
export interface Period {
  monthStart: string;
  lastMonthStart: string;
  /** First day of the daily-revenue window. */
  windowStart: string;
  today: string;
  /** This month so far ends here (exclusive). */
  now: string;
  /** Last month's comparable span ends here (exclusive): same time elapsed, at most its end. */
  lastMonthCutoff: string;
}

// Every query reads the rollup tables, which triggers keep in step with the raw rows
// (server/drizzle/0002_dashboard_rollups.sql); their size grows with days, not with sales.
// A span that ends inside a day, [from's day, to), is the rollup's whole days before to's day
// plus the raw rows of to's day before to: one day of rows, read through a date index.

const num = (value: unknown) => Number(value ?? 0);
const dayOf = (instant: string) => instant.slice(0, 10);
const midnight = (instant: string) => `${dayOf(instant)}T00:00:00.000Z`;

/** Rollup-day filters for this month so far and last month's comparable span (whole days). */
function wholeDays(period: Period) {
  return {
    thisMonth: sql`day >= ${period.monthStart}::date and day < ${dayOf(period.now)}::date`,
    lastMonth: sql`day >= ${period.lastMonthStart}::date and day < ${dayOf(period.lastMonthCutoff)}::date`,
  };
}

/** Raw-row filters for the part of a day the spans end in. */
function partialDays(column: SQL, period: Period) {
  return {
    thisMonth: sql`${column} >= ${midnight(period.now)}::timestamptz and ${column} < ${period.now}::timestamptz`,
    lastMonth: sql`${column} >= ${midnight(period.lastMonthCutoff)}::timestamptz and ${column} < ${period.lastMonthCutoff}::timestamptz`,
  };
}

export async function revenueTotals(db: Executor, period: Period) {
  const days = wholeDays(period);
  const part = partialDays(sql`payment_date`, period);
  const paidGbp = sql`status = 'success' and currency = 'GBP'`;
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select
        coalesce(sum(revenue_pence), 0) as total,
        coalesce(sum(transactions), 0) as transactions,
        coalesce(sum(revenue_pence) filter (where ${days.thisMonth}), 0)
          + (select coalesce(sum(amount_pence), 0) from payment_transactions
             where ${paidGbp} and ${part.thisMonth}) as this_month,
        coalesce(sum(revenue_pence) filter (where ${days.lastMonth}), 0)
          + (select coalesce(sum(amount_pence), 0) from payment_transactions
             where ${paidGbp} and ${part.lastMonth}) as last_month
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
  const days = wholeDays(period);
  const part = partialDays(sql`created_at`, period);
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select
        coalesce(sum(customers), 0) as total,
        coalesce(sum(customers) filter (where payment_status = 'paid'), 0) as paid,
        coalesce(sum(customers) filter (where payment_status = 'pending'), 0) as pending,
        coalesce(sum(customers) filter (where ${days.thisMonth}), 0)
          + (select count(*) from customers where ${part.thisMonth}) as this_month,
        coalesce(sum(customers) filter (where ${days.lastMonth}), 0)
          + (select count(*) from customers where ${part.lastMonth}) as last_month
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
  const days = wholeDays(period);
  const part = partialDays(sql`created_at`, period);
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select
        coalesce(sum(inquiries), 0) as total,
        coalesce(sum(inquiries) filter (where status = 'converted'), 0) as converted,
        coalesce(sum(inquiries) filter (where ${days.thisMonth}), 0)
          + (select count(*) from inquiries where ${part.thisMonth}) as this_month,
        coalesce(sum(inquiries) filter (where ${days.lastMonth}), 0)
          + (select count(*) from inquiries where ${part.lastMonth}) as last_month
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
