// A payment's coupon (./payments-step.ts): the order's one use of it, through the coupons module.
import { couponVerdict, utcToday } from '@coursedesk/contract/coupons';
import type { PaymentEvent, PaymentEventIssue } from '@coursedesk/contract/payment-events';
import { findCouponTerms } from '../../../db/coupon-terms.ts';
import type { CourseMatch } from '../../../db/course-lookup.ts';
import { type OrderRow, updateOrder } from './repository.ts';
import type { BatchScope } from './steps.ts';

interface CouponPayment {
  event: PaymentEvent;
  order: OrderRow;
  course: CourseMatch | undefined;
  /** What the order costs in all, as charged. */
  totalPence: number;
  paidAt: Date;
}

/**
 * The coupon's one use by this order, when it applies and has a use left: the order then
 * carries the discount. Answers what did not match.
 */
export async function redeemCoupon(
  { tx, parties }: BatchScope,
  { event, order, course, totalPence, paidAt }: CouponPayment,
): Promise<PaymentEventIssue[]> {
  const code = event.data.couponCode;
  if (!code) return [];
  const coupon = await findCouponTerms(tx, code);
  if (!coupon) return ['unknown_coupon'];
  if (order.couponId === null) await updateOrder(tx, order.id, { couponId: coupon.id });
  // Only a payment that went through uses the coupon, and an order uses it once.
  if (event.type !== 'payment.succeeded' || (await parties.coupons.hasRedemption(tx, order.id))) {
    return [];
  }
  const verdict = couponVerdict(coupon, {
    courseId: course?.id,
    pricePence: course?.pricePence ?? totalPence,
    today: utcToday(paidAt),
  });
  if (!verdict.applies) {
    return [verdict.reason === 'used_up' ? 'coupon_limit_reached' : 'coupon_not_applicable'];
  }
  const redeemed = await parties.coupons.redeem(tx, {
    couponId: coupon.id,
    orderId: order.id,
    customerEmail: event.data.customer.email,
    discountPence: verdict.discountPence,
    redeemedAt: paidAt,
  });
  if (!redeemed) return ['coupon_limit_reached'];
  await updateOrder(tx, order.id, {
    subtotalPence: totalPence + verdict.discountPence,
    discountPence: verdict.discountPence,
    totalPence,
  });
  // The provider charged something other than the course's price after the coupon.
  const charged = course?.pricePence != null && !event.data.installment;
  return charged && verdict.finalPricePence !== totalPence ? ['amount_mismatch'] : [];
}
