import type { PaymentTransaction } from '@coursedesk/contract/payments';
import { Eye } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { formatMoney } from '../money';
import { TransactionStatusBadge } from './transaction-status-badge';

const headerCell =
  'px-5 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const cell = 'px-5 py-4 align-top text-sm';
const COLUMNS = 7;

interface TransactionsTableProps {
  transactions: PaymentTransaction[] | undefined;
  loading: boolean;
  onView: (transaction: PaymentTransaction) => void;
}

export function TransactionsTable({ transactions, loading, onView }: TransactionsTableProps) {
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200">
        <caption className="sr-only">Transactions</caption>
        <thead className="bg-slate-50">
          <tr>
            {['Transaction', 'Customer', 'Course', 'Amount', 'Status', 'Date'].map((label) => (
              <th key={label} scope="col" className={headerCell}>
                {label}
              </th>
            ))}
            <th scope="col" className={`${headerCell} text-right`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">
          {loading && !transactions ? (
            <tr>
              <td colSpan={COLUMNS} className="px-5 py-12 text-center text-sm text-slate-500">
                Loading transactions...
              </td>
            </tr>
          ) : !transactions || transactions.length === 0 ? (
            <tr>
              <td colSpan={COLUMNS} className="px-5 py-12 text-center text-sm text-slate-500">
                No transactions found
              </td>
            </tr>
          ) : (
            transactions.map((transaction) => (
              <tr key={transaction._id} className="hover:bg-slate-50/70">
                <td className={cell}>
                  <p className="font-mono text-xs font-semibold text-slate-900">{transaction.id}</p>
                  <p className="text-xs text-slate-500">{transaction.method}</p>
                </td>
                <td className={cell}>
                  <p className="font-medium text-slate-900">{transaction.customerInfo.name}</p>
                  <p className="text-xs text-slate-500">{transaction.customerInfo.email}</p>
                </td>
                <td className={cell}>
                  <p className="text-slate-900">{transaction.courseInfo.courseName}</p>
                  <p className="text-xs text-slate-500">{transaction.courseInfo.category}</p>
                </td>
                <td
                  className={`${cell} font-semibold whitespace-nowrap text-slate-900 tabular-nums`}
                >
                  {formatMoney(transaction.amount, transaction.currency)}
                  <span className="ml-1 text-xs font-normal text-slate-500">
                    {transaction.currency}
                  </span>
                </td>
                <td className={cell}>
                  <TransactionStatusBadge status={transaction.status} />
                </td>
                <td className={`${cell} whitespace-nowrap text-slate-700`}>
                  {formatDateTime(transaction.paymentDate)}
                </td>
                <td className={`${cell} text-right`}>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`View ${transaction.id}`}
                    onClick={() => onView(transaction)}
                  >
                    <Eye aria-hidden="true" />
                  </Button>
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
