// What the coupons module offers the others (modules/module.ts, `CouponRedemptions`): an order's
// use of a coupon, and a coupon's terms. The SQL is in ./repository.ts, the only writer of coupons and their uses.
import type { CouponRedemptions } from '../module.ts';
import { hasRedemption, insertRedemption, takeCouponUse } from './repository.ts';
import { findCouponTerms } from './terms/repository.ts';

export const couponRedemptions: CouponRedemptions = {
  /** The use is taken first: a coupon at its limit is never redeemed, whatever runs at once. */
  async redeem(tx, redemption) {
    if (!(await takeCouponUse(tx, redemption.couponId))) return false;
    await insertRedemption(tx, redemption);
    return true;
  },
  hasRedemption,
  findTerms: findCouponTerms,
};
