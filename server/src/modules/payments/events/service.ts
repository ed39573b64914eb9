// Payment events (docs/payments-webhook.md): each event id takes effect once, in one transaction
// that stores the event, the order and the payment, and through the modules that own them the
// customer and the coupon's use. Events that arrive together share a transaction
// (./batch-queue.ts); the steps of one batch are in ./apply-batch.ts.

import type { PaymentEvent } from '@coursedesk/contract/payment-events';
import type { Database } from '../../../db/client.ts';
import { applyBatch, type ReceivedEvent } from './apply-batch.ts';
import { createBatchQueue } from './batch-queue.ts';
import { findCoursePricing } from './repository.ts';
import type { EventParties } from './steps.ts';

export type { EventParties, ReceivedEvent };

export interface PaymentEventsService {
  receive(event: PaymentEvent): Promise<ReceivedEvent>;
}

const isPayment = (event: PaymentEvent) =>
  event.type === 'payment.succeeded' || event.type === 'payment.failed';

/** Events stored in one transaction at most (docs/payments-webhook.md, "Throughput"). */
const MAX_BATCH = 100;

export function createPaymentEventsService(
  db: Database,
  { maxBatch = MAX_BATCH, ...parties }: EventParties & { maxBatch?: number },
): PaymentEventsService {
  const queue = createBatchQueue<PaymentEvent, ReceivedEvent>(async (events, applied) => {
    // Courses are not written by events: looked up before the transaction, while the batch
    // before this one commits.
    const courses = await parties.courses.findByReferences(db, [
      ...new Set(events.filter(isPayment).map((event) => event.data.course)),
    ]);
    const pricing = await findCoursePricing(
      db,
      [...courses.values()].map((course) => course.id),
    );
    return db.transaction(async (tx) => {
      const scope = {
        tx,
        parties,
        courses,
        pricing,
        payments: [],
        ordersTouched: new Set<string>(),
      };
      const results = await applyBatch(scope, events);
      applied();
      return results;
    });
  }, maxBatch);
  return { receive: (event) => queue.push(event) };
}
