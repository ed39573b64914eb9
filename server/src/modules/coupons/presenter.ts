import type { Coupon } from '@coursedesk/contract/coupons';
import type { CouponRow } from './repository.ts';

const pounds = (pence: number | null) => (pence === null ? null : pence / 100);

/** A coupon as the API shows it on `today` (a UTC date), with its courses' ids. */
export function presentCoupon(row: CouponRow, courseIds: string[], today: string): Coupon {
  const limitReached = row.usageLimit !== null && row.usedCount >= row.usageLimit;
  return {
    _id: row.id,
    code: row.code,
    discountType: row.discountType,
    discountValue:
      row.discountType === 'percentage'
        ? Number(row.discountPercent ?? 0)
        : (pounds(row.discountPence) ?? 0),
    courseIds,
    isActive: row.isActive,
    expiryDate: row.expiryDate,
    usageLimit: row.usageLimit,
    minPurchaseAmount: pounds(row.minPurchasePence),
    maxDiscountAmount: pounds(row.maxDiscountPence),
    description: row.description,
    usedCount: row.usedCount,
    remainingUses: row.usageLimit === null ? null : Math.max(row.usageLimit - row.usedCount, 0),
    isExpired: row.expiryDate !== null && row.expiryDate < today,
    isUsageLimitReached: limitReached,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
