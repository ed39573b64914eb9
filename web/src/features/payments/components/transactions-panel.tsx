import { transactionStatuses } from '@coursedesk/contract/commerce';
import {
  type PaymentTransaction,
  paymentMessages,
  TRANSACTIONS_PAGE_SIZE,
} from '@coursedesk/contract/payments';
import { lazy, useState } from 'react';
import { OnDemand } from '@/components/ui/on-demand';
import { ListSection } from '@/components/ui/table/list-section';
import { useCourseOptions } from '@/lib/course-options';
import type { ListView } from '@/lib/use-list-view';
import { useReviewSummary } from '../api/get-review-summary';
import { type TransactionFilterView, useTransactions } from '../api/get-transactions';
import { TransactionsTable } from './transactions-table';
import { WaitingRefunds } from './waiting-refunds';

// A transaction's details (and the dialog code) load when one is first opened.
const TransactionDetailDialog = lazy(async () => ({
  default: (await import('./transaction-detail-dialog')).TransactionDetailDialog,
}));
const statusOptions = transactionStatuses.map((status) => ({
  value: status,
  label: status.charAt(0).toUpperCase() + status.slice(1),
}));

/**
 * The Transactions tab: every payment made, with its filters, the refunds waiting for their
 * payment, and a transaction's details on demand. Its code loads when the tab is first shown.
 */
export function TransactionsPanel({
  view,
  filters,
}: {
  view: ListView;
  filters: TransactionFilterView;
}) {
  const summary = useReviewSummary();
  const toReview = summary.data?.needsReview;
  const waitingRefunds = summary.data?.waitingRefunds ?? [];
  const transactions = useTransactions({ ...filters, page: view.page });
  const courses = useCourseOptions();
  const [viewing, setViewing] = useState<PaymentTransaction>();

  return (
    <>
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
      {waitingRefunds.length > 0 ? <WaitingRefunds refunds={waitingRefunds} /> : null}
      <OnDemand open={viewing !== undefined}>
        <TransactionDetailDialog transaction={viewing} onClose={() => setViewing(undefined)} />
      </OnDemand>
    </>
  );
}
