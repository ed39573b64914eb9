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
//
// The rollups count whole UTC days, and the two spans growth compares end inside a day. A span
// is read as rollup days corrected by the raw rows of the one day it ends in, through the date
// indexes, taking whichever side of the cut-off is shorter:
// - this month so far = all rollup days from the 1st, minus the rows dated at or after now
//   (rows are stamped when written, so normally none);
// - last month's span = its rollup days before the cut-off day, plus that day's rows before the
//   cut-off when it falls before noon; else the rollup days up to and including that day, minus
//   its rows from the cut-off on. At most half a day of rows is read.

const num = (value: unknown) => Number(value ?? 0);
const dayOf = (instant: string) => instant.slice(0, 10);
const midnight = (day: string) => `${day}T00:00:00.000Z`;
const nextDay = (day: string) =>
  new Date(Date.parse(midnight(day)) + 86_400_000).toISOString().slice(0, 10);

/** A span: rollup days to sum, and raw rows to add (sign 1) or take away (sign -1). */
interface Span {
  days: SQL;
  sign: 1 | -1;
  rows: (column: SQL) => SQL;
}

function spans(period: Period): { thisMonth: Span; lastMonth: Span } {
  const cutoff = period.lastMonthCutoff;
  const cutDay = dayOf(cutoff);
  const beforeNoon = Date.parse(cutoff) - Date.parse(midnight(cutDay)) < 43_200_000;
  return {
    thisMonth: {
      days: sql`day >= ${period.monthStart}::date`,
      sign: -1,
      rows: (column) => sql`${column} >= ${period.now}::timestamptz`,
    },
    lastMonth: beforeNoon
      ? {
          days: sql`day >= ${period.lastMonthStart}::date and day < ${cutDay}::date`,
          sign: 1,
          rows: (column) =>
            sql`${column} >= ${midnight(cutDay)}::timestamptz and ${column} < ${cutoff}::timestamptz`,
        }
      : {
          days: sql`day >= ${period.lastMonthStart}::date and day <= ${cutDay}::date`,
          sign: -1,
          rows: (column) =>
            sql`${column} >= ${cutoff}::timestamptz and ${column} < ${midnight(nextDay(cutDay))}::timestamptz`,
        },
  };
}

export async function revenueTotals(db: Executor, period: Period) {
  const { thisMonth, lastMonth } = spans(period);
  const paid = (span: Span) =>
    sql`(select coalesce(sum(amount_pence - refunded_pence), 0) from payment_transactions
         where status = 'success' and currency = 'GBP' and ${span.rows(sql`payment_date`)})`;
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select
        coalesce(sum(revenue_pence), 0) as total,
        coalesce(sum(transactions), 0) as transactions,
        coalesce(sum(revenue_pence) filter (where ${thisMonth.days}), 0)
          + ${thisMonth.sign}::int * ${paid(thisMonth)} as this_month,
        coalesce(sum(revenue_pence) filter (where ${lastMonth.days}), 0)
          + ${lastMonth.sign}::int * ${paid(lastMonth)} as last_month
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
  const { thisMonth, lastMonth } = spans(period);
  const created = (span: Span) =>
    sql`(select count(*) from customers where ${span.rows(sql`created_at`)})`;
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select
        coalesce(sum(customers), 0) as total,
        coalesce(sum(customers) filter (where payment_status = 'paid'), 0) as paid,
        coalesce(sum(customers) filter (where payment_status = 'pending'), 0) as pending,
        coalesce(sum(customers) filter (where ${thisMonth.days}), 0)
          + ${thisMonth.sign}::int * ${created(thisMonth)} as this_month,
        coalesce(sum(customers) filter (where ${lastMonth.days}), 0)
          + ${lastMonth.sign}::int * ${created(lastMonth)} as last_month
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
  const { thisMonth, lastMonth } = spans(period);
  const created = (span: Span) =>
    sql`(select count(*) from inquiries where ${span.rows(sql`created_at`)})`;
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select
        coalesce(sum(inquiries), 0) as total,
        coalesce(sum(inquiries) filter (where status = 'converted'), 0) as converted,
        coalesce(sum(inquiries) filter (where ${thisMonth.days}), 0)
          + ${thisMonth.sign}::int * ${created(thisMonth)} as this_month,
        coalesce(sum(inquiries) filter (where ${lastMonth.days}), 0)
          + ${lastMonth.sign}::int * ${created(lastMonth)} as last_month
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
      select (select count(*) from courses) as courses, (select count(*) from blog_posts) as blogs,
        (select count(*) from payment_transactions where needs_review) as payments_to_review`),
  );
  return {
    courses: num(row?.courses),
    blogs: num(row?.blogs),
    paymentsToReview: num(row?.payments_to_review),
  };
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

/**
 * The tables the figures are read from, each with a version trigger (migration 0008): a write to
 * any of them is seen on the next request.
 */
export const DASHBOARD_SOURCE_TABLES = [
  'payment_transactions',
  'customers',
  'inquiries',
  'courses',
  'blog_posts',
];
