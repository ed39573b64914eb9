// What an order costs, in pence (docs/payments-stripe.md, "Prices"): the one function the checkout
// prices with, so what Stripe charges is what the course's pricing and the coupon say.
import type { CheckoutPlan } from '@coursedesk/contract/checkout';
import { type CouponTerms, type CouponVerdict, couponVerdict } from '@coursedesk/contract/coupons';

/** A course's pricing as the checkout reads it. */
export interface CoursePrices {
  courseId: string;
  /** The price paid at once; null when the course has no pricing. */
  fullPence: number | null;
  /** One payment of the installment plan, and how many there are (0: no plan). */
  installmentPence: number;
  installments: number;
}

export type OrderPrice =
  | {
      ok: true;
      plan: CheckoutPlan;
      /** How many payments: 1 for the full price, the plan's number for installments. */
      payments: number;
      /** Each payment, after the coupon. */
      perPaymentPence: number;
      /** All payments before the coupon, the coupon's part, and what is paid in all. */
      subtotalPence: number;
      discountPence: number;
      totalPence: number;
    }
  | { ok: false; refusal: 'no_price' }
  | { ok: false; refusal: 'plan_not_offered' }
  | { ok: false; refusal: 'coupon'; verdict: Extract<CouponVerdict, { applies: false }> };

/**
 * Prices a checkout: the full price, or the plan's payments, less the coupon when one is given.
 * The coupon is judged with the coupon rules (`couponVerdict`) on the sum of the payments, on
 * `today`. Spread over installments, its discount comes off each payment in whole pence: each
 * payment is `floor(discount / payments)` less, so every payment is the same and the order's
 * discount is that times the payments (at most a penny a payment below the coupon's figure).
 */
export function priceOrder(
  prices: CoursePrices,
  plan: CheckoutPlan,
  coupon?: { terms: CouponTerms | undefined; today: string },
): OrderPrice {
  let payments: number;
  let eachPence: number;
  if (plan === 'full') {
    if (prices.fullPence === null) return { ok: false, refusal: 'no_price' };
    payments = 1;
    eachPence = prices.fullPence;
  } else {
    if (prices.installments < 1 || prices.installmentPence <= 0) {
      return { ok: false, refusal: 'plan_not_offered' };
    }
    payments = prices.installments;
    eachPence = prices.installmentPence;
  }
  const subtotalPence = eachPence * payments;
  let discountEachPence = 0;
  if (coupon) {
    const verdict = couponVerdict(coupon.terms, {
      courseId: prices.courseId,
      pricePence: subtotalPence,
      today: coupon.today,
    });
    if (!verdict.applies) return { ok: false, refusal: 'coupon', verdict };
    discountEachPence = Math.floor(verdict.discountPence / payments);
  }
  const perPaymentPence = eachPence - discountEachPence;
  return {
    ok: true,
    plan,
    payments,
    perPaymentPence,
    subtotalPence,
    discountPence: discountEachPence * payments,
    totalPence: perPaymentPence * payments,
  };
}
