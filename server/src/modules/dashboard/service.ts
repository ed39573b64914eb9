import {
  DAILY_REVENUE_DAYS,
  type DashboardStats,
  growthPercent,
  roundOneDecimal,
  TOP_COURSES_LIMIT,
} from '@coursedesk/contract/dashboard';
import type { Database } from '../../db/client.ts';
import { versionedCache } from '../../db/list/versioned-cache.ts';
import { versionTag } from '../../db/list/versions.ts';
import {
  contentCounts,
  customerTotals,
  DASHBOARD_SOURCE_TABLES,
  dailyRevenue,
  inquiryTotals,
  type Period,
  revenueTotals,
  topCourses,
} from './repository.ts';

const pounds = (pence: number) => Math.round(pence) / 100;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The calendar boundaries in UTC, the time zone the rollups' days are counted in. Growth compares
 * this month so far, [1st 00:00, now), with the same span of last month: from its 1st, the same
 * time has elapsed, stopping at the end of last month when it is shorter. On 15 March 12:00 that
 * is 1 February 00:00 to 15 February 12:00; on 30 or 31 March it is the whole of February.
 */
export function periodAt(now: Date): Period {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const monthStart = Date.UTC(year, month, 1);
  const lastMonthStart = Date.UTC(year, month - 1, 1);
  const lastMonthCutoff = new Date(
    Math.min(lastMonthStart + (now.getTime() - monthStart), monthStart),
  );
  const windowStart = new Date(now.getTime());
  windowStart.setUTCDate(windowStart.getUTCDate() - (DAILY_REVENUE_DAYS - 1));
  return {
    monthStart: isoDay(new Date(monthStart)),
    lastMonthStart: isoDay(new Date(lastMonthStart)),
    windowStart: isoDay(windowStart),
    today: isoDay(now),
    now: now.toISOString(),
    lastMonthCutoff: lastMonthCutoff.toISOString(),
  };
}

export interface DashboardService {
  stats(now?: Date): Promise<DashboardStats>;
}

/**
 * How long computed figures are served again while no source table has changed. Writes show at
 * once (they change the version tag); this bounds only the drift of the clock-relative spans
 * (month so far, last month's comparable span, the daily window).
 */
export const DASHBOARD_REUSE_MS = 5_000;

/**
 * The dashboard's figures; their definitions are in docs/dashboard.md. The last figures are kept
 * with the version tag of the tables they were read from (db/list/versioned-cache.ts) and served again
 * while that tag holds and they are under DASHBOARD_REUSE_MS old. Concurrent requests share one
 * computation.
 */
export function createDashboardService(
  db: Database,
  reuseMs: number = DASHBOARD_REUSE_MS,
): DashboardService {
  const cached = versionedCache<DashboardStats>({
    version: versionTag(db, DASHBOARD_SOURCE_TABLES),
    maxEntries: 1,
    maxAgeMs: reuseMs,
    name: 'dashboard_stats',
  });
  return {
    stats: (now = new Date()) => cached('stats', () => computeStats(db, now), now.getTime()),
  };
}

async function computeStats(db: Database, now: Date): Promise<DashboardStats> {
  const period = periodAt(now);
  const [revenue, customers, inquiries, content, top, daily] = await Promise.all([
    revenueTotals(db, period),
    customerTotals(db, period),
    inquiryTotals(db, period),
    contentCounts(db),
    topCourses(db, TOP_COURSES_LIMIT),
    dailyRevenue(db, period),
  ]);
  return {
    totalRevenue: pounds(revenue.totalPence),
    monthlyRevenue: pounds(revenue.thisMonthPence),
    revenueGrowth: growthPercent(revenue.thisMonthPence, revenue.lastMonthPence),
    totalCustomers: customers.total,
    newCustomers: customers.thisMonth,
    customerGrowth: growthPercent(customers.thisMonth, customers.lastMonth),
    averageOrderValue:
      revenue.transactions === 0 ? 0 : pounds(revenue.totalPence / revenue.transactions),
    conversionRate:
      inquiries.total === 0 ? 0 : roundOneDecimal((inquiries.converted / inquiries.total) * 100),
    inquiryGrowth: growthPercent(inquiries.thisMonth, inquiries.lastMonth),
    convertedInquiries: inquiries.converted,
    totalInquiries: inquiries.total,
    paidCustomers: customers.paid,
    pendingCustomers: customers.pending,
    courses: content.courses,
    blogs: content.blogs,
    paymentsToReview: content.paymentsToReview,
    topCourses: top.map((course) => ({
      courseName: course.courseName,
      enrollments: course.enrollments,
      revenue: pounds(course.revenuePence),
    })),
    dailyRevenue: daily.map((day) => ({
      date: day.date,
      revenue: pounds(day.revenuePence),
      transactions: day.transactions,
    })),
    lastUpdated: now.toISOString(),
  };
}
