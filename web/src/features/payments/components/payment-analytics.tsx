import {
  PAYMENT_DAILY_ENTRIES,
  PAYMENT_TOP_COURSES,
  type PaymentPeriod,
  type PaymentStats,
  paymentPeriodLabels,
} from '@coursedesk/contract/payments';
import { CalendarDays, ChartArea, PoundSterling, Receipt, ShoppingCart } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { StatCards } from '@/components/ui/stat-cards';
import { formatCalendarDay, formatCurrency, formatNumber } from '@/lib/format';

// The charting library loads after the figures, so the numbers show at once.
const RevenueAreaChart = lazy(async () => ({
  default: (await import('@/components/ui/revenue-area-chart')).RevenueAreaChart,
}));

/** 'Last 7 days' stays as it is; '30 days' reads 'Last 30 days' on a card. */
export function periodPhrase(period: PaymentPeriod): string {
  const label = paymentPeriodLabels[period];
  return label.startsWith('Last') ? label : `Last ${label}`;
}

/** The last 7 entries of the daily revenue, newest first. */
export function latestDays(stats: PaymentStats) {
  return stats.dailyRevenue.slice(-PAYMENT_DAILY_ENTRIES).reverse();
}

export function PaymentAnalytics({ stats }: { stats: PaymentStats }) {
  const period = stats.period as PaymentPeriod;
  const phrase = periodPhrase(period);
  const chartDays = stats.dailyRevenue.map((day) => ({
    date: day._id,
    revenue: day.revenue,
    transactions: day.transactions,
  }));
  return (
    <div className="space-y-6">
      <StatCards
        label="Payment figures"
        className="sm:grid-cols-2 lg:grid-cols-2 xl:grid-cols-4"
        cards={[
          {
            label: 'Total Revenue',
            value: formatCurrency(stats.totalRevenue),
            icon: PoundSterling,
          },
          {
            label: `Revenue (${phrase})`,
            value: formatCurrency(stats.periodRevenue),
            icon: CalendarDays,
            accent: 'blue',
          },
          {
            label: 'Total Transactions',
            value: formatNumber(stats.totalTransactions),
            icon: Receipt,
            accent: 'orange',
          },
          {
            label: `Transactions (${phrase})`,
            value: formatNumber(stats.periodTransactions),
            icon: ShoppingCart,
            accent: 'red',
          },
        ]}
      />

      <Card as="section" padding="md" aria-labelledby="revenue-chart-title">
        <h2 id="revenue-chart-title" className="text-base font-semibold text-slate-900">
          Revenue Trend
        </h2>
        <p className="text-sm text-slate-500">{phrase}, day by day</p>
        <div className="mt-4">
          {stats.periodTransactions === 0 ? (
            <EmptyState icon={ChartArea} title="No revenue in this period" />
          ) : (
            <Suspense fallback={<div className="h-72" />}>
              <RevenueAreaChart days={chartDays} />
            </Suspense>
          )}
        </div>
      </Card>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card as="section" padding="md" aria-labelledby="top-courses-title">
          <h2 id="top-courses-title" className="text-base font-semibold text-slate-900">
            Top Performing Courses
          </h2>
          {stats.courseStats.length === 0 ? (
            <p className="mt-4 text-sm text-slate-500">No course sales in this period.</p>
          ) : (
            <ol className="mt-4 space-y-3">
              {stats.courseStats.slice(0, PAYMENT_TOP_COURSES).map((course, index) => (
                <li key={course._id} className="flex items-center gap-3">
                  <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-edtech-green/10 text-xs font-semibold text-edtech-green-dark">
                    {index + 1}
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium text-slate-900">
                      {course.courseName}
                    </p>
                    <p className="text-xs text-slate-500">
                      {formatNumber(course.totalEnrollments)}{' '}
                      {course.totalEnrollments === 1 ? 'enrollment' : 'enrollments'}
                    </p>
                  </div>
                  <p className="text-sm font-semibold text-slate-900 tabular-nums">
                    {formatCurrency(course.totalRevenue)}
                  </p>
                </li>
              ))}
            </ol>
          )}
        </Card>

        <Card as="section" padding="md" aria-labelledby="daily-revenue-title">
          <h2 id="daily-revenue-title" className="text-base font-semibold text-slate-900">
            Daily Revenue
          </h2>
          <ul className="mt-4 divide-y divide-slate-100">
            {latestDays(stats).map((day) => (
              <li key={day._id} className="flex items-center justify-between py-2.5">
                <div>
                  <p className="text-sm font-medium text-slate-900">
                    {formatCalendarDay(day._id, 'long')}
                  </p>
                  <p className="text-xs text-slate-500">
                    {formatNumber(day.transactions)}{' '}
                    {day.transactions === 1 ? 'transaction' : 'transactions'}
                  </p>
                </div>
                <p className="text-sm font-semibold text-slate-900 tabular-nums">
                  {formatCurrency(day.revenue)}
                </p>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}
