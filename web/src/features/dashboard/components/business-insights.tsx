import type { DashboardStats } from '@coursedesk/contract/dashboard';
import { Card } from '@/components/ui/card';
import { GrowthIndicator } from './growth-indicator';

/** Month-on-month growth at a glance, and the platform's status. */
export function BusinessInsights({ stats }: { stats: DashboardStats }) {
  const rows = [
    { label: 'Revenue Growth', percent: stats.revenueGrowth },
    { label: 'Customer Growth', percent: stats.customerGrowth },
    { label: 'Inquiry Growth', percent: stats.inquiryGrowth },
  ];
  return (
    <Card as="section" padding="md" aria-labelledby="business-insights-heading">
      <h2 id="business-insights-heading" className="text-base font-semibold text-slate-900">
        Business Insights
      </h2>
      <p className="mt-0.5 text-sm text-slate-500">
        This month so far against the same days of last month
      </p>
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        {rows.map(({ label, percent }) => (
          <div key={label} className="flex items-center justify-between gap-4 py-3">
            <dt className="text-slate-600">{label}</dt>
            <dd>
              <GrowthIndicator percent={percent} />
            </dd>
          </div>
        ))}
        <div className="flex items-center justify-between gap-4 py-3">
          <dt className="text-slate-600">Platform Status</dt>
          <dd className="inline-flex items-center gap-2 font-semibold text-edtech-green-dark">
            <span aria-hidden="true" className="relative flex size-2.5">
              <span className="absolute inline-flex size-full rounded-full bg-edtech-green opacity-60 motion-safe:animate-ping" />
              <span className="relative inline-flex size-2.5 rounded-full bg-edtech-green" />
            </span>
            Operational
          </dd>
        </div>
      </dl>
    </Card>
  );
}
