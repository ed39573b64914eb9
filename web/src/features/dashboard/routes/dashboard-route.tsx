import { dashboardMessages } from '@coursedesk/contract/dashboard';
import { ErrorBanner } from '@/components/ui/error-banner';
import { PageHeader } from '@/components/ui/page-header';
import { RelativeTime } from '@/components/ui/relative-time';
import { RetryButton } from '@/components/ui/retry-button';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { BusinessInsights } from '../components/business-insights';
import { DailyRevenue } from '../components/daily-revenue';
import { DashboardError } from '../components/dashboard-error';
import { DashboardSkeleton } from '../components/dashboard-skeleton';
import { KeyMetrics } from '../components/key-metrics';
import { QuickActions } from '../components/quick-actions';
import { TopCourses } from '../components/top-courses';

export function DashboardRoute() {
  const session = useSession();
  const name = session.status === 'signed-in' ? session.user.name : undefined;
  const stats = useDashboardStats();
  const failure = errorMessage(stats.error, dashboardMessages.fetchFailed);
  const retry = () => void stats.refetch();

  return (
    <div className="space-y-6">
      <PageHeader
        title="Dashboard"
        description={`Welcome to the Coursedesk admin panel${name ? `, ${name}` : ''}. Here is how the business is doing.`}
        actions={
          stats.data ? (
            <>
              <p className="text-sm text-slate-500">
                Last updated:{' '}
                <RelativeTime at={stats.data.lastUpdated} className="font-medium text-slate-700" />
              </p>
              <RetryButton
                variant="secondary"
                size="sm"
                onClick={retry}
                retrying={stats.isFetching}
                aria-label="Refresh statistics"
              >
                Refresh
              </RetryButton>
            </>
          ) : null
        }
      />

      {stats.isPending ? (
        <DashboardSkeleton />
      ) : stats.data ? (
        <>
          {stats.isError ? (
            <ErrorBanner message={failure} onRetry={retry} retrying={stats.isFetching} />
          ) : null}
          <KeyMetrics stats={stats.data} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <div className="min-w-0 lg:col-span-2">
              <DailyRevenue days={stats.data.dailyRevenue} />
            </div>
            <TopCourses courses={stats.data.topCourses} />
          </div>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <div className="min-w-0 lg:col-span-2">
              <QuickActions />
            </div>
            <BusinessInsights stats={stats.data} />
          </div>
        </>
      ) : (
        <DashboardError message={failure} onRetry={retry} retrying={stats.isFetching} />
      )}
    </div>
  );
}
