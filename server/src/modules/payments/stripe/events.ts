// Stripe's events onto Coursedesk's payment events (docs/payments-stripe.md, "What each Stripe
// event does"): each one that moves money becomes one PaymentEvent with Stripe's event id as its
// id, so the payment events' stored ids make it take effect once however often Stripe sends it.
import type { PaymentEvent } from '@coursedesk/contract/payment-events';
import type Stripe from 'stripe';
import type { OrderMetadata } from './checkout.ts';

/** The Stripe events the webhook acts on; any other is answered 200 and ignored. */
export const stripeEventTypes = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
  'invoice.paid',
  'charge.refunded',
  'charge.dispute.created',
] as const;

/** Stripe's pence as the payment events' pounds: an integer over 100, exact to the penny. */
export const poundsOf = (pence: number): number => pence / 100;

/** What is known of an order from Stripe's metadata; undefined when it names none of ours. */
export function orderOf(metadata: Stripe.Metadata | null | undefined): OrderMetadata | undefined {
  if (!metadata?.orderId || !metadata.course || !metadata.customerEmail) return undefined;
  return {
    orderId: metadata.orderId,
    course: metadata.course,
    plan: metadata.plan === 'installment' ? 'installment' : 'full',
    payments: metadata.payments ?? '1',
    perPaymentPence: metadata.perPaymentPence ?? '0',
    ...(metadata.coupon && { coupon: metadata.coupon }),
    customerName: metadata.customerName || metadata.customerEmail,
    customerEmail: metadata.customerEmail,
    ...(metadata.customerPhone && { customerPhone: metadata.customerPhone }),
  };
}

/** How many payments the order's plan has (1 for the full price). */
export const paymentsOf = (order: OrderMetadata): number =>
  Math.max(1, Number.parseInt(order.payments, 10) || 1);

/** One PaymentEvent for an order. `paid` is how many of its payments have gone through. */
export function paymentEventOf(
  event: Pick<Stripe.Event, 'id' | 'created'>,
  type: PaymentEvent['type'],
  order: OrderMetadata,
  amountPence: number,
  options: { paid?: number } = {},
): PaymentEvent {
  const installment = order.plan === 'installment';
  const perPayment = Number.parseInt(order.perPaymentPence, 10) || amountPence;
  const payments = paymentsOf(order);
  return {
    id: event.id,
    type,
    created: event.created,
    data: {
      orderId: order.orderId,
      customer: {
        name: order.customerName,
        email: order.customerEmail.toLowerCase(),
        phone: order.customerPhone ?? null,
      },
      course: order.course,
      amount: poundsOf(amountPence),
      currency: 'GBP',
      method: 'card',
      couponCode: order.coupon ?? null,
      paymentType: installment ? 'installment' : 'full_payment',
      installment: installment
        ? {
            paidAmount: poundsOf(perPayment * Math.min(options.paid ?? 1, payments)),
            totalAmount: poundsOf(perPayment * payments),
          }
        : null,
    },
  };
}

/**
 * What a charge.refunded event refunds this time: the charge's refunded total less what it was
 * before (Stripe sends the earlier figure in `previous_attributes`); without it, the newest
 * refund in the charge's list, or the whole refunded total.
 */
export function newRefundPence(event: Stripe.Event, charge: Stripe.Charge): number {
  const previous = (event.data.previous_attributes as { amount_refunded?: unknown } | undefined)
    ?.amount_refunded;
  if (typeof previous === 'number') return charge.amount_refunded - previous;
  const newest = charge.refunds?.data?.[0];
  if (newest) return newest.amount;
  return charge.amount_refunded;
}

/** An id of a Stripe object given either as its id or expanded. */
export const idOf = (value: string | { id: string } | null | undefined): string | undefined =>
  typeof value === 'string' ? value : (value?.id ?? undefined);
