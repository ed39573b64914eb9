// A payment's price and coupon (./payments-step.ts): what `priceOrder` says the order costs, and
// the order's one use of the coupon through the coupons module.
import { type CouponTerms, couponVerdict, utcToday } from '@coursedesk/contract/coupons';
import type { PaymentEvent } from '@coursedesk/contract/payment-events';
import type { TransactionIssue } from '@coursedesk/contract/payment-findings';
import { type OrderPlan, type OrderPrice, priceOrder } from '@coursedesk/contract/pricing';
import type { CourseMatch } from '../../module.ts';
import { type OrderRow, updateOrder } from './repository.ts';
import type { BatchScope } from './steps.ts';

export interface CouponPayment {
  event: PaymentEvent;
  order: OrderRow;
  course: CourseMatch | undefined;
  /** What the order costs in all, as charged. */
  totalPence: number;
  paidAt: Date;
}

export interface PricedPayment {
  /** Undefined without a pricing plan, or for a payment that failed. */
  price: OrderPrice | undefined;
  couponRejected: TransactionIssue | undefined;
}

/** The plan a payment is made under. */
export const planOf = (event: PaymentEvent): OrderPlan =>
  event.data.installment || event.data.paymentType === 'installment' ? 'installment' : 'full';

/**
 * The order's price for this payment. The first payment that goes through with a coupon that
 * applies uses it (once per order, within its limit) and the order carries the discount; later
 * payments are priced with the discount the order already has.
 */
export async function pricePayment(
  scope: BatchScope,
  payment: CouponPayment,
): Promise<PricedPayment> {
  const { tx, parties } = scope;
  const { event, order } = payment;
  const code = event.data.couponCode;
  const terms = code ? await parties.coupons.findTerms(tx, code) : undefined;
  if (terms && order.couponId === null) await updateOrder(tx, order.id, { couponId: terms.id });
  if (event.type !== 'payment.succeeded') return { price: undefined, couponRejected: undefined };
  const at = payment.paidAt;
  const price = (coupon?: CouponTerms) => {
    const pricing = payment.course && scope.pricing.get(payment.course.id);
    return pricing ? priceOrder({ pricing, plan: planOf(event), coupon, at }) : undefined;
  };
  // An order uses a coupon only once it names one: most payments skip the look-up.
  if (order.couponId !== null && (await parties.coupons.hasRedemption(tx, order.id))) {
    return { price: price(discountOf(order, payment.course)), couponRejected: undefined };
  }
  if (!code) return { price: price(), couponRejected: undefined };
  if (!terms) return { price: price(), couponRejected: rejected(code, 'unknown') };
  return redeem(scope, payment, terms, price);
}

async function redeem(
  { tx, parties }: BatchScope,
  { event, order, course, totalPence, paidAt }: CouponPayment,
  terms: CouponTerms & { id: string },
  price: (coupon?: CouponTerms) => OrderPrice | undefined,
): Promise<PricedPayment> {
  const code = event.data.couponCode ?? '';
  const priced = price(terms);
  const verdict =
    priced?.offered && priced.coupon.given
      ? priced.coupon.applies
        ? { applies: true as const, discountPence: priced.coupon.discountPence }
        : priced.coupon
      : couponVerdict(terms, {
          courseId: course?.id,
          pricePence: course?.pricePence ?? totalPence,
          today: utcToday(paidAt),
        });
  if (!verdict.applies) return { price: price(), couponRejected: rejected(code, verdict.reason) };
  const redeemed = await parties.coupons.redeem(tx, {
    couponId: terms.id,
    orderId: order.id,
    customerEmail: event.data.customer.email,
    discountPence: verdict.discountPence,
    redeemedAt: paidAt,
  });
  if (!redeemed) return { price: price(), couponRejected: rejected(code, 'used_up') };
  await updateOrder(tx, order.id, {
    subtotalPence: totalPence + verdict.discountPence,
    discountPence: verdict.discountPence,
    totalPence,
  });
  return { price: priced, couponRejected: undefined };
}

const rejected = (
  coupon: string,
  reason: Extract<TransactionIssue, { code: 'coupon_rejected' }>['reason'],
): TransactionIssue => ({ code: 'coupon_rejected', coupon, reason });

/** The discount an order already carries, as the terms of a coupon that gives exactly that. */
function discountOf(order: OrderRow, course: CourseMatch | undefined): CouponTerms | undefined {
  if (order.discountPence === 0 || !course) return undefined;
  return {
    discountType: 'flat',
    discountPercent: null,
    discountPence: order.discountPence,
    isActive: true,
    expiryDate: null,
    usageLimit: null,
    usedCount: 0,
    minPurchasePence: null,
    maxDiscountPence: null,
    courseIds: [course.id],
  };
}
