// Stripe's webhook (docs/payments-stripe.md): each event Stripe sends, verified by the routes,
// is mapped onto a payment event (events.ts) and passed to the payment events' `receive`.
import type { PaymentEvent } from '@coursedesk/contract/payment-events';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Database } from '../../../db/client.ts';
import { systemActor } from '../../../db/request-context.ts';
import type { PaymentEventsService } from '../events/service.ts';
import type { OrderMetadata } from './checkout.ts';
import { idOf, newRefundPence, orderOf, paymentEventOf, paymentsOf } from './events.ts';
import { cancelPendingOrder, countOrderPayments } from './repository.ts';

export type StripeEventOutcome = 'received' | 'duplicate' | 'ignored';

export interface StripeWebhookService {
  handle(event: Stripe.Event, log: FastifyBaseLogger): Promise<StripeEventOutcome>;
}

export function createStripeWebhookService(
  db: Database,
  { stripe, events }: { stripe: Stripe; events: PaymentEventsService },
): StripeWebhookService {
  async function receive(event: PaymentEvent, log: FastifyBaseLogger): Promise<StripeEventOutcome> {
    const result = await events.receive(event);
    if (result.issues.length > 0) {
      log.warn({ issues: result.issues }, 'payment event stored with issues');
    }
    return result.duplicate ? 'duplicate' : 'received';
  }

  /**
   * The order a payment belongs to: from the PaymentIntent's metadata (a full-price checkout
   * sets it), or else from the subscription of the invoice it paid (an installment's).
   */
  async function orderOfPayment(paymentIntentId: string | undefined) {
    if (!paymentIntentId) return undefined;
    const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
    const direct = orderOf(intent.metadata);
    if (direct) return direct;
    const payments = await stripe.invoicePayments.list({
      payment: { type: 'payment_intent', payment_intent: paymentIntentId },
      limit: 1,
    });
    const invoiceId = idOf(payments.data[0]?.invoice);
    if (!invoiceId) return undefined;
    const invoice = await stripe.invoices.retrieve(invoiceId);
    return orderOf(invoice.parent?.subscription_details?.metadata);
  }

  /** After an order's last installment, its subscription ends with the period that one paid. */
  async function endPlanAfter(
    order: OrderMetadata,
    paid: number,
    subscription: string | undefined,
    log: FastifyBaseLogger,
  ) {
    if (order.plan !== 'installment' || !subscription || paid < paymentsOf(order)) return;
    await stripe.subscriptions.update(subscription, { cancel_at_period_end: true });
    log.info({ orderId: order.orderId }, 'installment plan paid in full: subscription ends');
  }

  const ignored = (log: FastifyBaseLogger, event: Stripe.Event, why: string) => {
    log.debug({ stripeEvent: event.id, type: event.type, why }, 'stripe event ignored');
    return 'ignored' as const;
  };

  return {
    async handle(event, log) {
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
        case 'checkout.session.async_payment_failed': {
          const session = event.data.object as Stripe.Checkout.Session;
          const order = orderOf(session.metadata);
          if (!order) return ignored(log, event, 'no order of ours');
          const amount = session.amount_total ?? 0;
          if (event.type === 'checkout.session.async_payment_failed') {
            return receive(paymentEventOf(event, 'payment.failed', order, amount), log);
          }
          // A delayed method (a bank debit) is not paid yet: its async_payment_* event follows.
          if (session.payment_status !== 'paid') return ignored(log, event, 'not paid yet');
          await endPlanAfter(order, 1, idOf(session.subscription), log);
          return receive(
            paymentEventOf(event, 'payment.succeeded', order, amount, { paid: 1 }),
            log,
          );
        }
        case 'checkout.session.expired': {
          const session = event.data.object as Stripe.Checkout.Session;
          const order = orderOf(session.metadata);
          if (!order) return ignored(log, event, 'no order of ours');
          // Only a pending order changes: a copy of the event finds it cancelled already, and a
          // paid one stays paid.
          const cancelled = await db.transaction((tx) =>
            cancelPendingOrder(tx, order.orderId, {
              actor: systemActor,
              requestId: null,
              address: null,
            }),
          );
          return cancelled ? 'received' : ignored(log, event, 'order not pending');
        }
        case 'invoice.paid': {
          const invoice = event.data.object as Stripe.Invoice;
          // The first invoice is the Checkout Session's payment, taken from its own event.
          if (invoice.billing_reason === 'subscription_create') {
            return ignored(log, event, 'first payment of a checkout');
          }
          const details = invoice.parent?.subscription_details;
          const order = orderOf(details?.metadata);
          if (!order || invoice.amount_paid <= 0) return ignored(log, event, 'no order of ours');
          const paid = (await countOrderPayments(db, order.orderId)) + 1;
          await endPlanAfter(order, paid, idOf(details?.subscription), log);
          return receive(
            paymentEventOf(event, 'payment.succeeded', order, invoice.amount_paid, { paid }),
            log,
          );
        }
        case 'charge.refunded': {
          const charge = event.data.object as Stripe.Charge;
          const amount = newRefundPence(event, charge);
          if (amount <= 0) return ignored(log, event, 'nothing newly refunded');
          const order =
            orderOf(charge.metadata) ?? (await orderOfPayment(idOf(charge.payment_intent)));
          if (!order) return ignored(log, event, 'no order of ours');
          return receive(paymentEventOf(event, 'payment.refunded', order, amount), log);
        }
        case 'charge.dispute.created': {
          const dispute = event.data.object as Stripe.Dispute;
          const charge = typeof dispute.charge === 'string' ? undefined : dispute.charge;
          const order =
            orderOf(charge?.metadata) ?? (await orderOfPayment(idOf(dispute.payment_intent)));
          if (!order) return ignored(log, event, 'no order of ours');
          return receive(paymentEventOf(event, 'payment.disputed', order, dispute.amount), log);
        }
        default:
          return ignored(log, event, 'not an event Coursedesk acts on');
      }
    },
  };
}
