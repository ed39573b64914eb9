import type { PaymentTransaction } from '@coursedesk/contract/payments';
import { Eye } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Table, type TableColumn } from '@/components/ui/table/table';
import { formatDateTime } from '@/lib/format';
import { formatMoney } from '../money';
import { TransactionStatusBadge } from './transaction-status-badge';

interface TransactionsTableProps {
  transactions: PaymentTransaction[] | undefined;
  onView: (transaction: PaymentTransaction) => void;
}

export function TransactionsTable({ transactions, onView }: TransactionsTableProps) {
  const columns: TableColumn<PaymentTransaction>[] = [
    {
      id: 'transaction',
      header: 'Transaction',
      cell: (t) => (
        <>
          <p className="font-mono text-xs font-semibold text-slate-900">{t.id}</p>
          <p className="text-xs text-slate-500">{t.method}</p>
        </>
      ),
    },
    {
      id: 'customer',
      header: 'Customer',
      cell: (t) => (
        <>
          <p className="font-medium text-slate-900">{t.customerInfo.name}</p>
          <p className="text-xs text-slate-500">{t.customerInfo.email}</p>
        </>
      ),
    },
    {
      id: 'course',
      header: 'Course',
      cell: (t) => (
        <>
          <p className="text-slate-900">{t.courseInfo.courseName}</p>
          <p className="text-xs text-slate-500">{t.courseInfo.category}</p>
        </>
      ),
    },
    {
      id: 'amount',
      header: 'Amount',
      className: 'whitespace-nowrap',
      cell: (t) => (
        <>
          <span className="font-semibold text-slate-900 tabular-nums">
            {formatMoney(t.amount, t.currency)}
          </span>
          <span className="ml-1 text-xs text-slate-500">{t.currency}</span>
        </>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (t) => <TransactionStatusBadge status={t.status} />,
    },
    {
      id: 'date',
      header: 'Date',
      className: 'whitespace-nowrap',
      cell: (t) => formatDateTime(t.paymentDate),
    },
    {
      id: 'actions',
      actions: true,
      header: 'Actions',
      className: 'text-right',
      cell: (t) => (
        <Button variant="ghost" size="icon" aria-label={`View ${t.id}`} onClick={() => onView(t)}>
          <Eye aria-hidden="true" />
        </Button>
      ),
    },
  ];
  return (
    <Table
      label="Transactions"
      columns={columns}
      rows={transactions ?? []}
      rowKey={(t) => t._id}
      empty={<p className="px-4 py-12 text-center text-sm text-slate-500">No transactions found</p>}
    />
  );
}
