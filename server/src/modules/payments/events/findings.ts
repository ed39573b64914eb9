// What a payment event is found to be wrong with (docs/coupons-and-payments.md, "Findings and
// review"): pure rules over what the steps read, so each is tested on its own terms.

import type { PaymentEvent } from '@coursedesk/contract/payment-events';
import {
  PRICE_CURRENCY,
  type TransactionIssue,
  transactionIssueCodes,
} from '@coursedesk/contract/payment-findings';
import { expectedPaymentPence, type OrderPrice } from '@coursedesk/contract/pricing';
import type { CourseMatch } from '../../module.ts';
import type { OrderPaid, OrderRow } from './repository.ts';
import { pence } from './steps.ts';

export interface PaymentFacts {
  event: PaymentEvent;
  course: CourseMatch | undefined;
  /** The order as it stood before this payment. */
  order: OrderRow;
  /** What the order had received before this payment. */
  paid: OrderPaid;
  /** What `priceOrder` says the order costs (undefined: the course has no pricing plan). */
  price: OrderPrice | undefined;
  /** The coupon given did not apply. */
  couponRejected: TransactionIssue | undefined;
}

/**
 * The findings on a payment. Of one that failed, only what the event names wrongly (the course,
 * the currency): no money was taken, so its amount and coupon are nothing to act on. Of one that
 * went through: a charge on an order already paid in full (`duplicate_charge`, whose amount is
 * then not compared), else an amount other than `priceOrder`'s for this payment of the order,
 * and a coupon that did not apply.
 */
export function paymentFindings(facts: PaymentFacts): TransactionIssue[] {
  const { event, course } = facts;
  const issues: TransactionIssue[] = [];
  if (!course) issues.push({ code: 'unknown_course', course: event.data.course });
  if (event.data.currency !== PRICE_CURRENCY) {
    issues.push({ code: 'currency_mismatch', currency: event.data.currency });
  }
  if (event.type !== 'payment.succeeded') return issues;
  if (facts.couponRejected) issues.push(facts.couponRejected);
  const duplicate = duplicateCharge(facts);
  if (duplicate) issues.push(duplicate);
  else {
    const mismatch = amountMismatch(facts);
    if (mismatch) issues.push(mismatch);
  }
  return inCodeOrder(issues);
}

/** A payment that went through on an order that had received its whole total already. */
function duplicateCharge({ order, paid }: PaymentFacts): TransactionIssue | undefined {
  if (paid.payments === 0 || paid.netPence < order.totalPence) return undefined;
  return { code: 'duplicate_charge', paidBeforePence: paid.netPence };
}

/** This payment (the order's first, second… that went through) against its price. */
function amountMismatch({ event, price, paid }: PaymentFacts): TransactionIssue | undefined {
  if (!price) return undefined;
  const receivedPence = pence(event.data.amount);
  const expectedPence = price.offered ? expectedPaymentPence(price, paid.payments + 1) : undefined;
  if (expectedPence === receivedPence) return undefined;
  return { code: 'amount_mismatch', expectedPence: expectedPence ?? null, receivedPence };
}

/** The findings in the order the codes are listed, so a transaction's list reads the same way. */
export function inCodeOrder(issues: TransactionIssue[]): TransactionIssue[] {
  const rank = (issue: TransactionIssue) => transactionIssueCodes.indexOf(issue.code);
  return [...issues].sort((a, b) => rank(a) - rank(b));
}

/** The codes of findings, once each, for the stored event and its answer. */
export function issueCodes(issues: readonly TransactionIssue[]) {
  return [...new Set(issues.map((issue) => issue.code))];
}
