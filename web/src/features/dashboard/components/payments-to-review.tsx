import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { AccentIcon } from '@/components/ui/accent-icon';
import { formatNumber } from '@/lib/format';

/** The payments the server found something wrong with, not yet reviewed: a way into the list. */
export const PAYMENTS_TO_REVIEW_PATH = '/payments?tab=transactions&needsReview=true';

export function PaymentsToReview({ count }: { count: number }) {
  return (
    <Link
      to={PAYMENTS_TO_REVIEW_PATH}
      className="flex items-center gap-4 rounded-xl border border-slate-200 bg-surface p-4 transition-colors hover:border-edtech-orange/40 hover:bg-edtech-orange/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-edtech-green"
    >
      <AccentIcon icon={AlertTriangle} accent={count > 0 ? 'orange' : 'green'} />
      <span className="flex flex-col">
        <span className="text-sm text-slate-500">Payments to Review</span>{' '}
        <span className="text-2xl font-semibold text-slate-900">{formatNumber(count)}</span>
      </span>
    </Link>
  );
}
