import type { DashboardStats } from '@coursedesk/contract/dashboard';
import {
  BookOpen,
  Clock,
  Newspaper,
  PoundSterling,
  ShoppingCart,
  Target,
  UserCheck,
  Users,
} from 'lucide-react';
import { StatCards } from '@/components/ui/stat-cards';
import { formatCurrency, formatNumber, formatPercent } from '@/lib/format';
import { MetricCard } from './metric-card';
import { PaymentsToReview } from './payments-to-review';

/** The four headline cards and the four smaller counts. */
export function KeyMetrics({ stats }: { stats: DashboardStats }) {
  return (
    <>
      <section
        aria-label="Key figures"
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
      >
        <MetricCard
          label="Total Revenue"
          value={formatCurrency(stats.totalRevenue)}
          icon={PoundSterling}
          accent="green"
          detail={`This month: ${formatCurrency(stats.monthlyRevenue)}`}
          growth={{ percent: stats.revenueGrowth, label: 'vs same days last month' }}
        />
        <MetricCard
          label="Total Customers"
          value={formatNumber(stats.totalCustomers)}
          icon={Users}
          accent="blue"
          detail={`New this month: ${formatNumber(stats.newCustomers)}`}
          growth={{ percent: stats.customerGrowth, label: 'vs same days last month' }}
        />
        <MetricCard
          label="Average Order Value"
          value={formatCurrency(stats.averageOrderValue)}
          icon={ShoppingCart}
          accent="orange"
          detail="Revenue per transaction"
        />
        <MetricCard
          label="Conversion Rate"
          value={formatPercent(stats.conversionRate)}
          icon={Target}
          accent="red"
          detail={`${formatNumber(stats.convertedInquiries)} of ${formatNumber(stats.totalInquiries)} inquiries converted`}
          growth={{ percent: stats.inquiryGrowth, label: 'inquiries vs same days last month' }}
        />
      </section>

      <StatCards
        label="Counts"
        className="grid-cols-1 sm:grid-cols-2 lg:grid-cols-2 xl:grid-cols-4"
        cards={[
          {
            label: 'Paid Customers',
            value: formatNumber(stats.paidCustomers),
            icon: UserCheck,
            accent: 'green',
          },
          {
            label: 'Pending Customers',
            value: formatNumber(stats.pendingCustomers),
            icon: Clock,
            accent: 'orange',
          },
          {
            label: 'Courses (drafts included)',
            value: formatNumber(stats.courses),
            icon: BookOpen,
            accent: 'blue',
          },
          {
            label: 'Blog Posts (drafts included)',
            value: formatNumber(stats.blogs),
            icon: Newspaper,
            accent: 'red',
          },
        ]}
      />
      <PaymentsToReview count={stats.paymentsToReview} />
    </>
  );
}
