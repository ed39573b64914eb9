// What the steps of a batch of payment events share (./apply-batch.ts).
import type { PaymentEvent } from '@coursedesk/contract/payment-events';
import type { Executor } from '../../../db/client.ts';
import type { CourseMatch } from '../../../db/course-lookup.ts';
import type { CouponRedemptions, CustomerPayments } from '../../module.ts';
import type { NewTransactionRow } from './repository.ts';

/** The other modules' tables the events write, through what those modules offer. */
export interface EventParties {
  customers: CustomerPayments;
  coupons: CouponRedemptions;
}

/** One batch's transaction and what its steps read and add to. */
export interface BatchScope {
  tx: Executor;
  parties: EventParties;
  /** The batch's courses by the events' references, looked up before the transaction. */
  courses: Map<string, CourseMatch>;
  /** The batch's payments, written together before anything reads them (`flushPayments`). */
  payments: NewTransactionRow[];
}

/** Pounds as the events carry them, in pence. */
export const pence = (pounds: number) => Math.round(pounds * 100);

/** The course an event names, unless it is a refund (which names none the batch looks up). */
export const courseOf = (scope: BatchScope, event: PaymentEvent) =>
  scope.courses.get(event.data.course);
