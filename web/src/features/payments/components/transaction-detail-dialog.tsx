import type { PaymentTransaction } from '@coursedesk/contract/payments';
import type { ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useTransaction } from '../api/get-transaction';
import { formatMoney } from '../money';
import { TransactionFindings } from './transaction-findings';
import { TransactionStatusBadge } from './transaction-status-badge';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1.5 text-sm">
      <dt className="shrink-0 text-slate-500">{label}</dt>
      {/* Ids and emails have no spaces: on a phone they break anywhere rather than overflow. */}
      <dd className="min-w-0 text-right font-medium text-slate-900 wrap-anywhere">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      <dl className="mt-1 divide-y divide-slate-100">{children}</dl>
    </section>
  );
}

/** The view button's panel: the payment, its order and amounts, the customer, the course. */
export function TransactionDetailDialog({
  transaction,
  onClose,
}: {
  transaction: PaymentTransaction | undefined;
  onClose: () => void;
}) {
  const detail = useTransaction(transaction?.id);
  const order = detail.data?.order;
  return (
    <Modal
      open={transaction !== undefined}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Transaction Details"
      description={transaction?.id}
    >
      {transaction ? (
        <div className="space-y-5">
          {/* The detail is read again after a review: its findings are the freshest. */}
          <TransactionFindings transaction={detail.data ?? transaction} />
          <Section title="Payment">
            <Row label="Transaction ID">{transaction.id}</Row>
            <Row label="Amount">{formatMoney(transaction.amount, transaction.currency)}</Row>
            <Row label="Method">{transaction.method}</Row>
            <Row label="Status">
              <TransactionStatusBadge status={transaction.status} />
            </Row>
            <Row label="Payment Date">{formatDateTime(transaction.paymentDate)}</Row>
          </Section>
          <Section title="Customer">
            <Row label="Name">{transaction.customerInfo.name}</Row>
            <Row label="Email">{transaction.customerInfo.email}</Row>
            <Row label="Phone">{transaction.customerInfo.phone || '—'}</Row>
          </Section>
          <Section title="Course">
            <Row label="Course">{transaction.courseInfo.courseName}</Row>
            <Row label="Category">{transaction.courseInfo.category || '—'}</Row>
          </Section>
          <Section title="Order">
            <Row label="Order ID">{transaction.orderId}</Row>
            {detail.isPending ? (
              <Spinner label="Loading order..." className="py-4" />
            ) : detail.isError || !order ? (
              <p className="py-2 text-sm text-edtech-red">
                {errorMessage(detail.error, 'Failed to load the order')}
              </p>
            ) : (
              <>
                <Row label="Order Status">{order.status}</Row>
                <Row label="Coupon Used">{order.couponCode ?? 'None'}</Row>
                <Row label="Subtotal">{formatMoney(order.subtotal, order.currency)}</Row>
                <Row label="Discount">{formatMoney(order.discount, order.currency)}</Row>
                <Row label="Total">{formatMoney(order.total, order.currency)}</Row>
              </>
            )}
          </Section>
        </div>
      ) : null}
    </Modal>
  );
}
