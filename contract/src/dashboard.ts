import { z } from 'zod';
import { envelope } from './envelope.ts';

export const TOP_COURSES_LIMIT = 5;
export const DAILY_REVENUE_DAYS = 30;

/**
 * Dashboard stats. Money is in pounds (GBP). Growth figures are percentages with one
 * decimal: this calendar month (UTC) so far against the same span of the last one; see
 * docs/dashboard.md.
 */
export const dashboardStats = z.object({
  totalRevenue: z.number(),
  monthlyRevenue: z.number(),
  revenueGrowth: z.number(),
  totalCustomers: z.number().int(),
  newCustomers: z.number().int(),
  customerGrowth: z.number(),
  averageOrderValue: z.number(),
  conversionRate: z.number(),
  inquiryGrowth: z.number(),
  convertedInquiries: z.number().int(),
  totalInquiries: z.number().int(),
  paidCustomers: z.number().int(),
  pendingCustomers: z.number().int(),
  courses: z.number().int(),
  blogs: z.number().int(),
  /** Payment transactions with a finding nobody has reviewed yet (docs/coupons-and-payments.md). */
  paymentsToReview: z.number().int(),
  topCourses: z.array(
    z.object({ courseName: z.string(), enrollments: z.number().int(), revenue: z.number() }),
  ),
  /** The last 30 days, oldest first, every day present (zero when nothing was sold). */
  dailyRevenue: z.array(
    z.object({ date: z.string(), revenue: z.number(), transactions: z.number().int() }),
  ),
  lastUpdated: z.string(),
});
export type DashboardStats = z.infer<typeof dashboardStats>;

export const dashboardStatsResponse = envelope(dashboardStats);

export const dashboardMessages = {
  loaded: 'Dashboard statistics retrieved successfully',
  fetchFailed: 'Failed to fetch dashboard statistics',
} as const;

/** A signed percent with one decimal, or 'No change' when zero. */
export function formatGrowth(percent: number): string {
  const rounded = roundOneDecimal(percent);
  if (rounded === 0) return 'No change';
  return `${rounded > 0 ? '+' : ''}${rounded.toFixed(1)}%`;
}

/** Change from `previous` to `current` in percent; from nothing to something counts as +100%. */
export function growthPercent(current: number, previous: number): number {
  if (previous === 0) return current === 0 ? 0 : 100;
  return roundOneDecimal(((current - previous) / previous) * 100);
}

/** Halves round away from zero, so -3.25 is -3.3 like 3.25 is 3.3. */
export function roundOneDecimal(value: number): number {
  return (Math.sign(value) * Math.round(Math.abs(value) * 10)) / 10 || 0;
}
