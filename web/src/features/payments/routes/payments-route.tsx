import { type TransactionStatus, transactionStatuses } from '@coursedesk/contract/commerce';
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
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorBanner } from '@/components/ui/error-banner';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { notifyError, notifySuccess } from '@/lib/notify';
import { exportTransactions } from '../api/export-transactions';
import { usePaymentCourses } from '../api/get-payment-courses';
import { usePaymentStats } from '../api/get-payment-stats';
import { type TransactionFilterView, useTransactions } from '../api/get-transactions';
import { PaymentAnalytics } from '../components/payment-analytics';
import { TransactionDetailDialog } from '../components/transaction-detail-dialog';
import { TransactionsPagination } from '../components/transactions-pagination';
import { TransactionsTable } from '../components/transactions-table';

type PaymentsTab = 'analytics' | 'transactions';

export interface PaymentsView extends TransactionFilterView {
  period: PaymentPeriod;
  tab: PaymentsTab;
  page: number;
}

/** The view held in the URL (?period=&tab=&status=&courseId=&page=): reload and links keep it. */
export function readPaymentsView(params: URLSearchParams): PaymentsView {
  const period = Number(params.get('period'));
  const page = Number(params.get('page'));
  const status = params.get('status') ?? '';
  return {
    period: (paymentPeriods as readonly number[]).includes(period)
      ? (period as PaymentPeriod)
      : DEFAULT_PAYMENT_PERIOD,
    tab: params.get('tab') === 'transactions' ? 'transactions' : 'analytics',
    status: (transactionStatuses as readonly string[]).includes(status)
      ? (status as TransactionStatus)
      : '',
    courseId: params.get('courseId') ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

const tabs: { id: PaymentsTab; label: string }[] = [
  { id: 'analytics', label: 'Analytics' },
  { id: 'transactions', label: 'Transactions' },
];

export function PaymentsRoute() {
  const [params, setParams] = useSearchParams();
  const view = readPaymentsView(params);
  const stats = usePaymentStats(view.period);
  const transactions = useTransactions({
    status: view.status,
    courseId: view.courseId,
    page: view.page,
  });
  const courses = usePaymentCourses();
  const [viewing, setViewing] = useState<PaymentTransaction>();
  const [exporting, setExporting] = useState(false);

  /** Changes the URL's view; a filter change goes back to page 1. */
  function update(changes: Record<string, string>, resetPage = true) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (resetPage) next.delete('page');
      return next;
    });
  }

  async function handleExport() {
    setExporting(true);
    try {
      const rows = await exportTransactions({ status: view.status, courseId: view.courseId });
      if (rows === 0) notifyError(paymentMessages.noData);
      else notifySuccess(paymentMessages.exported);
    } catch {
      notifyError(paymentMessages.exportFailed);
    } finally {
      setExporting(false);
    }
  }

  const pagination = transactions.data?.pagination;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Payment Analytics"
        description="Revenue, sales by course and every payment made."
        actions={
          <>
            <Select
              aria-label="Period"
              value={String(view.period)}
              onChange={(event) =>
                update(
                  {
                    period:
                      Number(event.target.value) === DEFAULT_PAYMENT_PERIOD
                        ? ''
                        : event.target.value,
                  },
                  false,
                )
              }
              className="w-40"
            >
              {paymentPeriods.map((period) => (
                <option key={period} value={period}>
                  {paymentPeriodLabels[period]}
                </option>
              ))}
            </Select>
            <Button variant="secondary" onClick={() => void handleExport()} disabled={exporting}>
              <Download aria-hidden="true" />
              {exporting ? 'Exporting...' : 'Export'}
            </Button>
          </>
        }
      />

      <div
        role="tablist"
        aria-label="Payment views"
        className="flex gap-1 border-b border-slate-200"
      >
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`payments-tab-${tab.id}`}
            aria-selected={view.tab === tab.id}
            aria-controls={`payments-panel-${tab.id}`}
            onClick={() => update({ tab: tab.id === 'analytics' ? '' : tab.id }, false)}
            className={cn(
              '-mb-px border-b-2 px-4 py-2.5 text-sm font-medium transition-colors',
              view.tab === tab.id
                ? 'border-edtech-green text-edtech-green-dark'
                : 'border-transparent text-slate-500 hover:text-slate-700',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>

      {view.tab === 'analytics' ? (
        <div role="tabpanel" id="payments-panel-analytics" aria-labelledby="payments-tab-analytics">
          {stats.isError ? (
            <ErrorBanner
              message={errorMessage(stats.error, paymentMessages.statsFailed)}
              onRetry={() => void stats.refetch()}
              retrying={stats.isFetching}
            />
          ) : stats.data ? (
            <PaymentAnalytics stats={stats.data} />
          ) : (
            <Spinner label="Loading payment statistics..." className="py-16" />
          )}
        </div>
      ) : (
        <div
          role="tabpanel"
          id="payments-panel-transactions"
          aria-labelledby="payments-tab-transactions"
          className="space-y-4"
        >
          {transactions.isError ? (
            <ErrorBanner
              message={paymentMessages.transactionsFailed}
              detail={errorMessage(transactions.error, '') || undefined}
              onRetry={() => void transactions.refetch()}
              retrying={transactions.isFetching}
            />
          ) : null}
          <Card as="section" aria-label="Transactions" className="overflow-hidden">
            <div className="flex flex-col gap-3 border-b border-slate-200 p-4 md:flex-row">
              <Select
                aria-label="Status"
                value={view.status}
                onChange={(event) => update({ status: event.target.value })}
                className="md:w-48"
              >
                <option value="">All Status</option>
                {transactionStatuses.map((status) => (
                  <option key={status} value={status}>
                    {status.charAt(0).toUpperCase() + status.slice(1)}
                  </option>
                ))}
              </Select>
              <Select
                aria-label="Course"
                value={view.courseId}
                onChange={(event) => update({ courseId: event.target.value })}
                className="md:w-72"
              >
                <option value="">All Courses</option>
                {(courses.data ?? []).map((course) => (
                  <option key={course.id} value={course.id}>
                    {course.title}
                  </option>
                ))}
              </Select>
            </div>
            <TransactionsTable
              transactions={transactions.data?.transactions}
              loading={transactions.isPending}
              onView={setViewing}
            />
            {pagination ? (
              <TransactionsPagination
                page={view.page}
                pageSize={TRANSACTIONS_PAGE_SIZE}
                total={pagination.total}
                totalPages={pagination.totalPages}
                onPageChange={(page) => update({ page: page > 1 ? String(page) : '' }, false)}
              />
            ) : null}
          </Card>
        </div>
      )}

      <TransactionDetailDialog transaction={viewing} onClose={() => setViewing(undefined)} />
    </div>
  );
}
