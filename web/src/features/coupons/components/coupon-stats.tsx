import type { CouponAnalytics } from '@coursedesk/contract/coupons';
import { BadgeCheck, Percent, Tag, TicketCheck } from 'lucide-react';
import { StatCard } from '@/components/ui/stat-card';
import { formatNumber } from '@/lib/format';

/** Total Coupons, Active Coupons, Total Redemptions, Usage Rate. */
export function CouponStats({ analytics }: { analytics: CouponAnalytics | undefined }) {
  const value = (n: number | undefined) => (n === undefined ? '—' : formatNumber(n));
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard label="Total Coupons" value={value(analytics?.totalCoupons)} icon={Tag} />
      <StatCard
        label="Active Coupons"
        value={value(analytics?.activeCoupons)}
        icon={BadgeCheck}
        accent="blue"
      />
      <StatCard
        label="Total Redemptions"
        value={value(analytics?.totalRedemptions)}
        icon={TicketCheck}
        accent="orange"
      />
      <StatCard
        label="Usage Rate"
        value={analytics ? `${analytics.usageRate}%` : '—'}
        icon={Percent}
        accent="red"
      />
    </div>
  );
}
