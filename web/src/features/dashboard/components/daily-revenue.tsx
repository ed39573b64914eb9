import type { DashboardStats } from '@coursedesk/contract/dashboard';
import { ChartArea } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { formatCalendarDay, formatCurrency, formatNumber } from '@/lib/format';

// The chart is its own chunk, which the dashboard's route asks for as it matches
// (app/section-routes.ts): it travels while the figures are read, and the numbers never wait for
// it. Imported here too, it is the same request, already under way.
const chart = import('@/components/ui/revenue-area-chart');
const RevenueAreaChart = lazy(async () => ({ default: (await chart).RevenueAreaChart }));

type DailyRevenueData = DashboardStats['dailyRevenue'];

/** The chart's content in words, for everyone who cannot see the chart. */
function summarize(days: DailyRevenueData): string {
  if (days.length === 0) return 'No daily revenue figures yet.';
  const period = `the last ${days.length} ${days.length === 1 ? 'day' : 'days'}`;
  const total = days.reduce((sum, day) => sum + day.revenue, 0);
  const transactions = days.reduce((sum, day) => sum + day.transactions, 0);
  if (total === 0) return `No revenue in ${period}.`;
  const best = days.reduce((top, day) => (day.revenue > top.revenue ? day : top));
  return `Revenue per day over ${period}: ${formatCurrency(total)} from ${formatNumber(transactions)} ${
    transactions === 1 ? 'transaction' : 'transactions'
  }. Best day ${formatCalendarDay(best.date, 'long')} with ${formatCurrency(best.revenue)}.`;
}

export function DailyRevenue({ days }: { days: DailyRevenueData }) {
  // A chart of nothing would draw a meaningless £0 to £4 axis: say so in words instead.
  const hasRevenue = days.some((day) => day.revenue > 0);
  return (
    <Card as="section" padding="md" aria-labelledby="daily-revenue-heading">
      <h2 id="daily-revenue-heading" className="text-base font-semibold text-slate-900">
        Daily Revenue
      </h2>
      <figure className="mt-0.5">
        <figcaption className="text-sm text-slate-500">{summarize(days)}</figcaption>
        {hasRevenue ? (
          <div className="mt-4 h-72">
            <Suspense
              fallback={
                <div
                  aria-hidden="true"
                  className="size-full animate-pulse rounded-lg bg-slate-100"
                />
              }
            >
              <RevenueAreaChart days={days} />
            </Suspense>
          </div>
        ) : (
          <div className="mt-4 rounded-lg border border-dashed border-slate-200">
            <EmptyState
              icon={ChartArea}
              title="No revenue to chart yet"
              description="Each day's revenue appears here once payments come in."
            />
          </div>
        )}
      </figure>
    </Card>
  );
}
