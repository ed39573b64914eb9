// What an order should cost (docs/coupons-and-payments.md, "Pricing an order"): the one function
// that prices an order, read by everything that charges or checks money.
import { type CouponRefusal, type CouponTerms, couponVerdict, utcToday } from './coupons.ts';

/** A course's pricing plan, in pence (the database's course_pricing). */
export interface OrderPricing {
  courseId: string;
  /** The price of a payment in full. */
  currentPricePence: number;
  /** Each payment of the installment plan; with `installmentMonths` 0 there is no such plan. */
  installmentPricePence: number;
  installmentMonths: number;
}

export const orderPlans = ['full', 'installment'] as const;
export type OrderPlan = (typeof orderPlans)[number];

export interface PriceOrderInput {
  pricing: OrderPricing;
  plan: OrderPlan;
  /** The coupon the buyer gave, when any: it counts only if it applies at `at`. */
  coupon?: CouponTerms | undefined;
  at: Date;
}

/** What the coupon did to the price: nothing given, taken off, or refused and why. */
export type CouponOutcome =
  | { given: false }
  | { given: true; applies: true; discountPence: number }
  | { given: true; applies: false; reason: CouponRefusal };

export type OrderPrice =
  | {
      offered: true;
      plan: OrderPlan;
      /** The plan's price before any coupon: the full price, or the installments' total. */
      pricePence: number;
      discountPence: number;
      /** What the order costs in all: `pricePence - discountPence`. */
      totalPence: number;
      /** How many payments make the order: 1 for a payment in full. */
      payments: number;
      /** Each payment but the last. */
      paymentPence: number;
      /** The last payment, which carries what the division leaves over; sums to `totalPence`. */
      lastPaymentPence: number;
      coupon: CouponOutcome;
    }
  /** The course has no installment plan. */
  | { offered: false; plan: OrderPlan };

/**
 * What an order should cost: the plan's price less a coupon that applies to that course at that
 * moment (`couponVerdict`: active, not expired, not used up, for this course, above its minimum
 * on the plan's price). The coupon comes off the total; an installment plan's payments then
 * share it equally, the last one taking the pence left over, so they always add up to the total.
 */
export function priceOrder({ pricing, plan, coupon, at }: PriceOrderInput): OrderPrice {
  const payments = plan === 'full' ? 1 : pricing.installmentMonths;
  if (payments < 1 || (plan === 'installment' && pricing.installmentPricePence <= 0)) {
    return { offered: false, plan };
  }
  const pricePence =
    plan === 'full' ? pricing.currentPricePence : pricing.installmentPricePence * payments;
  const outcome = couponOutcome(coupon, pricing.courseId, pricePence, at);
  const discountPence = outcome.given && outcome.applies ? outcome.discountPence : 0;
  const totalPence = pricePence - discountPence;
  const paymentPence = Math.floor(totalPence / payments);
  return {
    offered: true,
    plan,
    pricePence,
    discountPence,
    totalPence,
    payments,
    paymentPence,
    lastPaymentPence: totalPence - paymentPence * (payments - 1),
    coupon: outcome,
  };
}

function couponOutcome(
  coupon: CouponTerms | undefined,
  courseId: string,
  pricePence: number,
  at: Date,
): CouponOutcome {
  if (!coupon) return { given: false };
  const verdict = couponVerdict(coupon, { courseId, pricePence, today: utcToday(at) });
  return verdict.applies
    ? { given: true, applies: true, discountPence: verdict.discountPence }
    : { given: true, applies: false, reason: verdict.reason };
}

/** The amount the `nth` payment of an order should be (1-based), or undefined past the last. */
export function expectedPaymentPence(
  price: Extract<OrderPrice, { offered: true }>,
  nth: number,
): number | undefined {
  if (nth < 1 || nth > price.payments) return undefined;
  return nth === price.payments ? price.lastPaymentPence : price.paymentPence;
}
