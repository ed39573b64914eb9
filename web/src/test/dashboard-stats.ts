import type { DashboardStats } from '@coursedesk/contract/dashboard';

/** Thirty calendar days ending on `lastDay`, oldest first, as the API lists them. */
function lastThirtyDays(lastDay: string): string[] {
  const end = Date.parse(`${lastDay}T00:00:00Z`);
  return Array.from({ length: 30 }, (_, index) =>
    new Date(end - (29 - index) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** Dashboard figures for tests: a quiet business unless a test says otherwise. */
export function buildDashboardStats(overrides: Partial<DashboardStats> = {}): DashboardStats {
  return {
    totalRevenue: 0,
    monthlyRevenue: 0,
    revenueGrowth: 0,
    totalCustomers: 0,
    newCustomers: 0,
    customerGrowth: 0,
    averageOrderValue: 0,
    conversionRate: 0,
    inquiryGrowth: 0,
    convertedInquiries: 0,
    totalInquiries: 0,
    paidCustomers: 0,
    pendingCustomers: 0,
    courses: 0,
    blogs: 0,
    paymentsToReview: 0,
    topCourses: [],
    dailyRevenue: lastThirtyDays('2025-03-14').map((date) => ({
      date,
      revenue: 0,
      transactions: 0,
    })),
    lastUpdated: '2025-03-14T12:30:00.000Z',
    ...overrides,
  };
}
