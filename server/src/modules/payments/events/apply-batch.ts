// One batch of payment events in one transaction (docs/payments-webhook.md, "Throughput").

import type { PaymentEvent, PaymentEventIssue } from '@coursedesk/contract/payment-events';
import type { TransactionIssue } from '@coursedesk/contract/payment-findings';
import { activityInsert } from '../../../db/activity.ts';
import type { Executor } from '../../../db/client.ts';
import { paymentRecorded, recordChanges } from '../../../db/outbox.ts';
import { systemActor } from '../../../db/request-context.ts';
import { issueCodes } from './findings.ts';
import { applyPayments } from './payments-step.ts';
import { applyAfterPayment } from './refunds-step.ts';
import {
  eventsOnRecord,
  insertBatchRecords,
  insertTransactions,
  lockPaymentEvents,
  type NewEventRow,
  takeWaitingEvents,
} from './repository.ts';
import type { BatchScope } from './steps.ts';

export interface ReceivedEvent {
  /** The event id was stored before: nothing was done this time. */
  duplicate: boolean;
  /** What the event was found to be wrong with: its findings' codes (empty for a repeat). */
  issues: PaymentEventIssue[];
  /** False while a refund or a dispute waits for its payment. */
  applied: boolean;
}

/** An event seen for the first time: its row to store and its answer, filled in as it applies. */
interface Fresh {
  event: PaymentEvent;
  row: NewEventRow;
  result: ReceivedEvent;
}

/**
 * A batch of events, under `lockPaymentEvents`. What every event needs to look up is read once
 * for the batch: which ids are stored already and which refunds and disputes wait for a payment,
 * in one statement (the courses and their pricing before the transaction). The payments that share no customer and no
 * order with another event of the batch, and have no refund waiting, are applied together first,
 * a few statements for them all; the others follow one after the other, in the order they
 * arrived. The events, the last payments and the activity entries are stored in one statement
 * at the end. Answers each event's result, in order.
 */
export async function applyBatch(scope: BatchScope, events: PaymentEvent[]) {
  const { tx } = scope;
  await lockPaymentEvents(tx);
  const { stored, waiting } = await eventsOnRecord(
    tx,
    events.map((event) => event.id),
    events.filter((event) => event.type === 'payment.succeeded').map((e) => e.data.orderId),
  );
  const { results, fresh } = sortOutRepeats(events, stored);
  const alone = aloneInBatch(fresh, waiting);
  const together = fresh.filter(({ event }) => alone(event));
  const issues = await applyPayments(
    scope,
    together.map(({ event }) => event),
  );
  for (const [index, entry] of together.entries()) settle(entry, issues[index] ?? []);
  await applyInTurn(
    scope,
    fresh.filter(({ event }) => !alone(event)),
    waiting,
  );
  await recordBatch(tx, fresh, scope.payments.splice(0));
  return results;
}

/** Each event's answer: a repeat of a stored id (or of one earlier in the batch) is a duplicate. */
function sortOutRepeats(events: PaymentEvent[], stored: Set<string>) {
  const results: ReceivedEvent[] = [];
  const fresh: Fresh[] = [];
  for (const event of events) {
    if (stored.has(event.id)) {
      results.push({ duplicate: true, issues: [], applied: true });
      continue;
    }
    stored.add(event.id);
    const row: NewEventRow = {
      eventId: event.id,
      type: event.type,
      orderReference: event.data.orderId,
      payload: event,
      issues: [],
      appliedAt: new Date(),
    };
    const result: ReceivedEvent = { duplicate: false, issues: [], applied: true };
    fresh.push({ event, row, result });
    results.push(result);
  }
  return { results, fresh };
}

/** Whether a payment shares no order and no customer with another event, nor waits a refund. */
function aloneInBatch(fresh: Fresh[], waiting: Set<string>) {
  const orderCount = countBy(fresh, ({ event }) => event.data.orderId);
  const emailCount = countBy(
    fresh.filter(({ event }) => !afterPayment(event)),
    ({ event }) => event.data.customer.email.toLowerCase(),
  );
  return (event: PaymentEvent) =>
    !afterPayment(event) &&
    orderCount.get(event.data.orderId) === 1 &&
    emailCount.get(event.data.customer.email.toLowerCase()) === 1 &&
    !waiting.has(event.data.orderId);
}

function settle(entry: Fresh, issues: TransactionIssue[]) {
  const codes = issueCodes(issues);
  entry.row.issues = codes;
  entry.result.issues = codes;
}

const afterPayment = (event: PaymentEvent) =>
  event.type === 'payment.refunded' || event.type === 'payment.disputed';

/** The batch's payments so far, written before a step reads the transactions. */
async function flushPayments(scope: BatchScope) {
  await insertTransactions(scope.tx, scope.payments.splice(0));
}

/**
 * The events that share an order or a customer, one after the other: a refund or a dispute
 * without its payment waits (in `waiting` once stored, in `waitingHere` within the batch); a
 * payment that goes through lets those waiting for it take effect, in the order they came.
 */
async function applyInTurn(scope: BatchScope, entries: Fresh[], waiting: Set<string>) {
  const waitingHere = new Map<string, Fresh[]>();
  for (const entry of entries) {
    const { event } = entry;
    const orderId = event.data.orderId;
    if (afterPayment(event)) {
      await flushPayments(scope);
      const outcome = await applyAfterPayment(scope, event);
      settle(entry, outcome.issues);
      if (!outcome.applied) {
        entry.row.appliedAt = null;
        entry.result.applied = false;
        waitingHere.set(orderId, [...(waitingHere.get(orderId) ?? []), entry]);
      }
      continue;
    }
    const [found] = await applyPayments(scope, [event]);
    settle(entry, found ?? []);
    const early = waitingHere.get(orderId);
    if (event.type === 'payment.succeeded' && (waiting.has(orderId) || early)) {
      await flushPayments(scope);
      if (waiting.delete(orderId)) {
        for (const stored of await takeWaitingEvents(scope.tx, orderId)) {
          await applyAfterPayment(scope, stored);
        }
      }
      for (const refund of early ?? []) {
        settle(refund, (await applyAfterPayment(scope, refund.event)).issues);
        refund.row.appliedAt = new Date();
        refund.result.applied = true;
      }
      waitingHere.delete(orderId);
    }
  }
}

/** The events, the last payments and one activity entry per event (the system's own work). */
async function recordBatch(
  tx: Executor,
  fresh: Fresh[],
  transactions: BatchScope['payments'],
): Promise<void> {
  const activities = activityInsert(
    tx,
    fresh.map(({ event, row }) => ({
      area: 'payments',
      action: 'create',
      label: `${event.type} ${event.id}`,
      after: {
        event: event.id,
        type: event.type,
        order: event.data.orderId,
        customer: event.data.customer.email,
        course: event.data.course,
        amount: event.data.amount,
        currency: event.data.currency,
        coupon: event.data.couponCode ?? null,
        issues: row.issues,
        applied: row.appliedAt !== null,
      },
      actor: systemActor,
      requestId: null,
      address: null,
    })),
  );
  // Change notifications of the payments, sent after the batch commits (docs/webhooks.md).
  await recordChanges(
    tx,
    fresh.map(({ event, row }) => paymentRecorded(event, row.issues)),
  );
  await insertBatchRecords(tx, {
    transactions,
    events: fresh.map(({ row }) => row),
    activities,
  });
}

/** How many of `items` share each key. */
function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}
