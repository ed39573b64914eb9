import type { WaitingRefund } from '@coursedesk/contract/payment-findings';
import { formatDateTime } from '@/lib/format';
import { formatMoney } from '../money';

/** Refunds that came before their payment: they take effect when the payment arrives. */
export function WaitingRefunds({ refunds }: { refunds: WaitingRefund[] | undefined }) {
  if (!refunds || refunds.length === 0) return null;
  return (
    <section aria-label="Refunds waiting for their payment" className="rounded-lg border p-4">
      <h2 className="text-sm font-semibold text-slate-900">Refunds waiting for their payment</h2>
      <ul className="mt-2 space-y-1 text-sm text-slate-700">
        {refunds.map((refund) => (
          <li key={refund.eventId}>
            {formatMoney(refund.amount, refund.currency)} for order {refund.orderId}, received{' '}
            {formatDateTime(refund.receivedAt)}
          </li>
        ))}
      </ul>
    </section>
  );
}
