// The refunds and disputes of a batch (./apply-batch.ts): events that act on an order's payments
// that went through, and wait for them when they come first.

import { sumPence } from '@coursedesk/contract/money';
import type { PaymentEvent } from '@coursedesk/contract/payment-events';
import { PRICE_CURRENCY, type TransactionIssue } from '@coursedesk/contract/payment-findings';
import {
  addTransactionIssues,
  findOrder,
  findReceivedPayments,
  type ReceivedPayment,
  setRefunded,
  updateOrder,
} from './repository.ts';
import { type BatchScope, pence } from './steps.ts';

export interface AfterPayment {
  /** False: the order has no payment that went through yet, so the event waits for one. */
  applied: boolean;
  issues: TransactionIssue[];
}

const waits: AfterPayment = { applied: false, issues: [] };

/** A refund or a dispute on its order's payments. */
export function applyAfterPayment(scope: BatchScope, event: PaymentEvent): Promise<AfterPayment> {
  return event.type === 'payment.disputed' ? applyDispute(scope, event) : applyRefund(scope, event);
}

async function receivedPayments(scope: BatchScope, orderReference: string) {
  const order = await findOrder(scope.tx, orderReference);
  const payments = order ? await findReceivedPayments(scope.tx, order.id) : [];
  return { order, payments };
}

/**
 * A refund of `data.amount`: taken from the order's payments, the latest first, each refunded
 * up to its amount (a payment refunded in full is `refunded`). Refunds add up per order; one
 * that takes the order past what it received refunds what is left and is found on the latest
 * payment (`refund_exceeds_payment`). Refunded in full, the order is refunded and its customer
 * too (the people module's rule).
 */
async function applyRefund(scope: BatchScope, event: PaymentEvent): Promise<AfterPayment> {
  const { order, payments } = await receivedPayments(scope, event.data.orderId);
  const [latest] = payments;
  if (!order || !latest) return waits;
  const paidPence = sumPence(payments.map((payment) => payment.amountPence));
  const refundedBefore = sumPence(payments.map((payment) => payment.refundedPence));
  const askedPence = pence(event.data.amount);
  await spreadRefund(scope, payments, Math.min(askedPence, paidPence - refundedBefore));
  const issues: TransactionIssue[] = [];
  if (refundedBefore + askedPence > paidPence) {
    issues.push({
      code: 'refund_exceeds_payment',
      paidPence,
      refundedPence: refundedBefore + askedPence,
    });
  }
  if (event.data.currency !== PRICE_CURRENCY) {
    issues.push({ code: 'currency_mismatch', currency: event.data.currency });
  }
  await addTransactionIssues(scope.tx, latest.id, issues);
  if (refundedBefore + askedPence >= paidPence) {
    if (order.customerId)
      await scope.parties.customers.applyRefundStatus(scope.tx, order.customerId);
    if (order.status !== 'refunded') await updateOrder(scope.tx, order.id, { status: 'refunded' });
  }
  return { applied: true, issues };
}

/** `amountPence` refunded from these payments, the latest first. */
async function spreadRefund(scope: BatchScope, payments: ReceivedPayment[], amountPence: number) {
  let left = amountPence;
  for (const payment of payments) {
    if (left <= 0) return;
    const take = Math.min(left, payment.amountPence - payment.refundedPence);
    if (take <= 0) continue;
    await setRefunded(scope.tx, payment.id, payment.refundedPence + take);
    left -= take;
  }
}

/** A dispute: no money moves; it is found on the order's latest payment that went through. */
async function applyDispute(scope: BatchScope, event: PaymentEvent): Promise<AfterPayment> {
  const { payments } = await receivedPayments(scope, event.data.orderId);
  const latest = payments.find((payment) => payment.status === 'success') ?? payments[0];
  if (!latest) return waits;
  const issues: TransactionIssue[] = [{ code: 'disputed', event: event.id }];
  await addTransactionIssues(scope.tx, latest.id, issues);
  return { applied: true, issues };
}
