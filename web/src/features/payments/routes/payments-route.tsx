import { transactionStatuses } from '@coursedesk/contract/commerce';
import {
  DEFAULT_PAYMENT_PERIOD,
  type PaymentPeriod,
  paymentMessages,
  paymentPeriodLabels,
  paymentPeriods,
} from '@coursedesk/contract/payments';
import { Download } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorBanner } from '@/components/ui/error-banner';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { StatCardsSkeleton, TableSkeleton } from '@/components/ui/skeleton';
import { TabList, tabPanelProps } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useListView } from '@/lib/use-list-view';
import { useExportTransactions } from '../api/export-transactions';
import { usePaymentStats } from '../api/get-payment-stats';
import { PaymentAnalytics } from '../components/payment-analytics';

// The Transactions tab (its list, filters, refunds waiting and a transaction's details) loads
// when it is first shown: Payment Analytics opens on the figures.
const TransactionsPanel = lazy(async () => ({
  default: (await import('../components/transactions-panel')).TransactionsPanel,
}));

type PaymentsTab = 'analytics' | 'transactions';

/** The view in the URL: ?period=&tab=&status=&courseId=&page= (30 days and Analytics by default). */
const paymentsViewShape = {
  period: z.coerce.number().pipe(z.literal(paymentPeriods)),
  tab: z.enum(['analytics', 'transactions']),
  status: z.enum(transactionStatuses),
  courseId: z.uuid(),
  needsReview: z.enum(['true', 'false']),
  page: z.coerce.number().int().min(1),
};

const tabs: { value: PaymentsTab; label: string }[] = [
  { value: 'analytics', label: 'Analytics' },
  { value: 'transactions', label: 'Transactions' },
];

export function PaymentsRoute() {
  const view = useListView(paymentsViewShape);
  const { values, set, page } = view;
  const period: PaymentPeriod = values.period ?? DEFAULT_PAYMENT_PERIOD;
  const tab: PaymentsTab = values.tab ?? 'analytics';
  const filters = {
    status: values.status,
    courseId: values.courseId,
    needsReview: values.needsReview,
  };
  const stats = usePaymentStats(period);
  const exportTransactions = useExportTransactions();

  function handleExport() {
    exportTransactions.mutate(filters, {
      onSuccess: (rows) => {
        if (rows === 0) notifyError(paymentMessages.noData);
        else notifySuccess(paymentMessages.exported);
      },
      onError: () => notifyError(paymentMessages.exportFailed),
    });
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title="Payment Analytics"
        description="Revenue, sales by course and every payment made."
        actions={
          <>
            <Select
              aria-label="Period"
              value={String(period)}
              onChange={(event) => {
                const next = Number(event.target.value);
                // The period is the analytics' own: the transactions keep their page.
                set({
                  period: next === DEFAULT_PAYMENT_PERIOD ? undefined : next,
                  page: page > 1 ? page : undefined,
                });
              }}
              className="w-40"
            >
              {paymentPeriods.map((days) => (
                <option key={days} value={days}>
                  {paymentPeriodLabels[days]}
                </option>
              ))}
            </Select>
            <Button
              variant="secondary"
              onClick={handleExport}
              disabled={exportTransactions.isPending}
            >
              <Download aria-hidden="true" />
              {exportTransactions.isPending ? 'Exporting...' : 'Export'}
            </Button>
          </>
        }
      />

      <TabList
        id="payments"
        label="Payment views"
        tabs={tabs}
        selected={tab}
        onSelect={(next) =>
          set({ tab: next === 'analytics' ? undefined : next, page: page > 1 ? page : undefined })
        }
      />

      {tab === 'analytics' ? (
        <div {...tabPanelProps('payments', 'analytics', tab)}>
          {stats.isError ? (
            <ErrorBanner
              message={errorMessage(stats.error, paymentMessages.statsFailed)}
              onRetry={() => void stats.refetch()}
              retrying={stats.isFetching}
            />
          ) : stats.data ? (
            <PaymentAnalytics stats={stats.data} />
          ) : (
            <StatCardsSkeleton label="Loading payment statistics..." />
          )}
        </div>
      ) : (
        <div {...tabPanelProps('payments', 'transactions', tab)} className="space-y-4">
          <Suspense
            fallback={
              <Card className="overflow-hidden">
                <TableSkeleton label="Loading transactions..." columns={7} />
              </Card>
            }
          >
            <TransactionsPanel view={view} filters={filters} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
