// What the steps of a batch of payment events share (./apply-batch.ts).

import { poundsToPence } from '@coursedesk/contract/money';
import type { PaymentEvent } from '@coursedesk/contract/payment-events';
import type { OrderPricing } from '@coursedesk/contract/pricing';
import type { Executor } from '../../../db/client.ts';
import type { CouponRedemptions, CourseMatch, Courses, CustomerPayments } from '../../module.ts';
import type { NewTransactionRow } from './repository.ts';

/** The other modules' tables the events write or read, through what those modules offer. */
export interface EventParties {
  customers: CustomerPayments;
  coupons: CouponRedemptions;
  /** Read only: the courses the payments name. */
  courses: Courses;
}

/** One batch's transaction and what its steps read and add to. */
export interface BatchScope {
  tx: Executor;
  parties: EventParties;
  /** The batch's courses by the events' references, looked up before the transaction. */
  courses: Map<string, CourseMatch>;
  /** Those courses' pricing plans, by course id. */
  pricing: Map<string, OrderPricing>;
  /** The batch's payments, written together before anything reads them (`flushPayments`). */
  payments: NewTransactionRow[];
  /** The orders the batch has written payments to so far, by id. */
  ordersTouched: Set<string>;
}

/** Pounds as the events carry them, in pence. */
export const pence = poundsToPence;

/** The course a payment names (refunds and disputes name none the batch looks up). */
export const courseOf = (scope: BatchScope, event: PaymentEvent) =>
  scope.courses.get(event.data.course);
