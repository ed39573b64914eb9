import { describe, expect, it } from 'vitest';
import {
  COUPON_CODE_LENGTH,
  couponInput,
  couponMessages,
  couponUsageRate,
  expiryIssue,
  generateCouponCode,
} from './coupons.ts';

describe('generateCouponCode', () => {
  it('makes 8 upper-case letters and digits from the cryptographic source', () => {
    for (let i = 0; i < 200; i += 1) {
      expect(generateCouponCode()).toMatch(/^[A-Z0-9]{8}$/);
    }
    expect(new Set(Array.from({ length: 100 }, () => generateCouponCode())).size).toBe(100);
  });

  it('maps bytes onto the 36 characters and draws again for bytes that would bias them', () => {
    const draws = [Uint8Array.from([0, 25, 26, 35, 36, 252, 255, 251, 1, 2, 3, 4, 5, 6, 7, 8])];
    const code = generateCouponCode((length) => {
      expect(length).toBe(COUPON_CODE_LENGTH * 2);
      return draws.shift() ?? new Uint8Array(length);
    });
    // 252 and 255 are skipped; 36 wraps to 'A'; 251 is 251 % 36 = 35 ('9').
    expect(code).toBe('AZ09A9BC');
  });
});

describe('couponUsageRate', () => {
  it('is redemptions over coupons as a rounded percentage, 0 without coupons', () => {
    expect(couponUsageRate(0, 0)).toBe(0);
    expect(couponUsageRate(5, 0)).toBe(0);
    expect(couponUsageRate(1, 3)).toBe(33);
    expect(couponUsageRate(2, 3)).toBe(67);
    expect(couponUsageRate(45, 10)).toBe(450);
  });
});

describe('couponInput', () => {
  const valid = {
    code: ' spring25 ',
    discountType: 'percentage',
    discountValue: 25,
    courseIds: ['6f1c2b1e-3f0a-4c55-9a57-2f5d7d1b9e11'],
  };

  it('upper-cases and trims the code and defaults the rest', () => {
    expect(couponInput.parse(valid)).toEqual({
      ...valid,
      code: 'SPRING25',
      isActive: true,
      description: '',
    });
  });

  it.each([
    [{ code: '' }, couponMessages.codeRequired],
    [{ discountValue: 0 }, couponMessages.valuePositive],
    [{ discountValue: 101 }, couponMessages.percentageMax],
    [{ courseIds: [] }, couponMessages.courseRequired],
    [{ usageLimit: 0 }, couponMessages.usageLimitMin],
    [{ minPurchaseAmount: -1 }, couponMessages.minPurchaseMin],
    [{ maxDiscountAmount: -1 }, couponMessages.maxDiscountMin],
    [{ discountValue: 10.005 }, couponMessages.valuePrecision],
    [{ minPurchaseAmount: 9.999 }, couponMessages.amountPrecision],
    [
      {
        courseIds: ['6f1c2b1e-3f0a-4c55-9a57-2f5d7d1b9e11', '6f1c2b1e-3f0a-4c55-9a57-2f5d7d1b9e11'],
      },
      couponMessages.courseRepeated,
    ],
  ])('refuses %j with its documented message', (overrides, message) => {
    const result = couponInput.safeParse({ ...valid, ...overrides });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('lets a flat amount exceed 100', () => {
    expect(
      couponInput.safeParse({ ...valid, discountType: 'flat', discountValue: 500 }).success,
    ).toBe(true);
  });
});

describe('expiryIssue', () => {
  it('refuses a day before today unless the coupon already had it', () => {
    expect(expiryIssue('2026-03-14', '2026-03-15')).toBe(couponMessages.expiryPast);
    expect(expiryIssue('2026-03-15', '2026-03-15')).toBeUndefined();
    expect(expiryIssue(undefined, '2026-03-15')).toBeUndefined();
    expect(expiryIssue('2026-03-14', '2026-03-15', '2026-03-14')).toBeUndefined();
    expect(expiryIssue('2026-03-13', '2026-03-15', '2026-03-14')).toBe(couponMessages.expiryPast);
  });
});
