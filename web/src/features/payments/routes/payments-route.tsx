import { transactionStatuses } from '@coursedesk/contract/commerce';
import {
  DEFAULT_PAYMENT_PERIOD,
  type PaymentPeriod,
  type PaymentTransaction,
  paymentMessages,
  paymentPeriodLabels,
  paymentPeriods,
  TRANSACTIONS_PAGE_SIZE,
} from '@coursedesk/contract/payments';
import { Download } from 'lucide-react';
import { lazy, useState } from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/error-banner';
import { OnDemand } from '@/components/ui/on-demand';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { StatCardsSkeleton } from '@/components/ui/skeleton';
import { ListSection } from '@/components/ui/table/list-section';
import { TabList, tabPanelProps } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useListView } from '@/lib/use-list-view';
import { useExportTransactions } from '../api/export-transactions';
import { usePaymentCourses } from '../api/get-payment-courses';
import { usePaymentStats } from '../api/get-payment-stats';
import { useReviewSummary } from '../api/get-review-summary';
import { useTransactions } from '../api/get-transactions';
import { PaymentAnalytics } from '../components/payment-analytics';
import { TransactionsTable } from '../components/transactions-table';
import { WaitingRefunds } from '../components/waiting-refunds';

// A transaction's details (and the dialog code) load when one is first opened.
const TransactionDetailDialog = lazy(async () => ({
  default: (await import('../components/transaction-detail-dialog')).TransactionDetailDialog,
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

const statusOptions = transactionStatuses.map((status) => ({
  value: status,
  label: status.charAt(0).toUpperCase() + status.slice(1),
}));

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
  const summary = useReviewSummary();
  const toReview = summary.data?.needsReview;
  const stats = usePaymentStats(period);
  const transactions = useTransactions({ ...filters, page });
  const courses = usePaymentCourses();
  const exportTransactions = useExportTransactions();
  const [viewing, setViewing] = useState<PaymentTransaction>();

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
          <ListSection
            label="Transactions"
            view={view}
            filters={[
              {
                kind: 'select',
                key: 'status',
                label: 'Status',
                allLabel: 'All Status',
                options: statusOptions,
              },
              {
                kind: 'select',
                key: 'needsReview',
                label: 'Review',
                allLabel: 'All Transactions',
                options: [
                  {
                    value: 'true',
                    label: toReview === undefined ? 'Needs review' : `Needs review (${toReview})`,
                  },
                  { value: 'false', label: 'Nothing to review' },
                ],
              },
              {
                kind: 'select',
                key: 'courseId',
                label: 'Course',
                allLabel: 'All Courses',
                options: (courses.data ?? []).map((course) => ({
                  value: course.id,
                  label: course.title,
                })),
              },
            ]}
            query={transactions}
            errorMessage={paymentMessages.transactionsFailed}
            limit={TRANSACTIONS_PAGE_SIZE}
            total={transactions.data?.pagination.total}
            loading={transactions.isPending}
            loadingLabel="Loading transactions..."
            skeletonColumns={7}
          >
            <TransactionsTable transactions={transactions.data?.transactions} onView={setViewing} />
          </ListSection>
          <WaitingRefunds refunds={summary.data?.waitingRefunds} />
        </div>
      )}

      <OnDemand open={viewing !== undefined}>
        <TransactionDetailDialog transaction={viewing} onClose={() => setViewing(undefined)} />
      </OnDemand>
    </div>
  );
}
