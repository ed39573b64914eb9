import { describe, expect, it } from 'vitest';
import type { CouponTerms } from './coupons.ts';
import { expectedPaymentPence, type OrderPricing, priceOrder } from './pricing.ts';

const COURSE = '7b0e8a52-4c64-4a61-9c1e-0f6a2b1f0d11';
const OTHER = '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const at = new Date('2026-06-15T12:00:00Z');

const pricing: OrderPricing = {
  courseId: COURSE,
  currentPricePence: 150_000,
  installmentPricePence: 30_000,
  installmentMonths: 6,
};

function coupon(overrides: Partial<CouponTerms> = {}): CouponTerms {
  return {
    discountType: 'percentage',
    discountPercent: 20,
    discountPence: null,
    isActive: true,
    expiryDate: null,
    usageLimit: null,
    usedCount: 0,
    minPurchasePence: null,
    maxDiscountPence: null,
    courseIds: [COURSE],
    ...overrides,
  };
}

describe('priceOrder: the plans', () => {
  it('a payment in full costs the current price, in one payment', () => {
    expect(priceOrder({ pricing, plan: 'full', at })).toEqual({
      offered: true,
      plan: 'full',
      pricePence: 150_000,
      discountPence: 0,
      totalPence: 150_000,
      payments: 1,
      paymentPence: 150_000,
      lastPaymentPence: 150_000,
      coupon: { given: false },
    });
  });

  it('the installment plan costs its payments, each the plan’s price', () => {
    expect(priceOrder({ pricing, plan: 'installment', at })).toMatchObject({
      offered: true,
      pricePence: 180_000,
      totalPence: 180_000,
      payments: 6,
      paymentPence: 30_000,
      lastPaymentPence: 30_000,
    });
  });

  it('a course without an installment plan offers none', () => {
    for (const plan of [
      { ...pricing, installmentMonths: 0 },
      { ...pricing, installmentPricePence: 0 },
    ]) {
      expect(priceOrder({ pricing: plan, plan: 'installment', at })).toEqual({
        offered: false,
        plan: 'installment',
      });
    }
  });

  it('a free course costs nothing, and a coupon takes nothing off it', () => {
    const free = { ...pricing, currentPricePence: 0 };
    expect(priceOrder({ pricing: free, plan: 'full', coupon: coupon(), at })).toMatchObject({
      totalPence: 0,
      discountPence: 0,
      coupon: { given: true, applies: true, discountPence: 0 },
    });
  });
});

describe('priceOrder: the coupon kinds', () => {
  const full = (terms: Partial<CouponTerms>) =>
    priceOrder({ pricing, plan: 'full', coupon: coupon(terms), at });

  it('a percentage comes off the price, rounded to the penny', () => {
    expect(full({ discountPercent: 12.5 })).toMatchObject({
      discountPence: 18_750,
      totalPence: 131_250,
    });
    expect(
      priceOrder({
        pricing: { ...pricing, currentPricePence: 999 },
        plan: 'full',
        coupon: coupon({ discountPercent: 15 }),
        at,
      }),
    ).toMatchObject({ discountPence: 150, totalPence: 849 });
  });

  it('a percentage stops at its maximum discount', () => {
    expect(full({ discountPercent: 50, maxDiscountPence: 10_000 })).toMatchObject({
      discountPence: 10_000,
      totalPence: 140_000,
    });
  });

  it('a flat amount comes off, never more than the price', () => {
    expect(
      full({ discountType: 'flat', discountPercent: null, discountPence: 25_000 }),
    ).toMatchObject({ discountPence: 25_000, totalPence: 125_000 });
    expect(
      full({ discountType: 'flat', discountPercent: null, discountPence: 900_000 }),
    ).toMatchObject({ discountPence: 150_000, totalPence: 0 });
  });

  it('on the installment plan the coupon comes off the total and the payments share it', () => {
    const price = priceOrder({
      pricing,
      plan: 'installment',
      coupon: coupon({ discountType: 'flat', discountPercent: null, discountPence: 1_001 }),
      at,
    });
    expect(price).toMatchObject({
      pricePence: 180_000,
      discountPence: 1_001,
      totalPence: 178_999,
      paymentPence: 29_833,
      lastPaymentPence: 29_834,
    });
    if (!price.offered) throw new Error('offered');
    const payments = Array.from({ length: 6 }, (_, i) => expectedPaymentPence(price, i + 1));
    expect(payments.reduce((sum = 0, pence = 0) => sum + pence, 0)).toBe(178_999);
    expect(expectedPaymentPence(price, 7)).toBeUndefined();
  });

  it.each([
    [{ isActive: false }, 'inactive'],
    [{ expiryDate: '2026-06-14' }, 'expired'],
    [{ usageLimit: 3, usedCount: 3 }, 'used_up'],
    [{ courseIds: [OTHER] }, 'not_for_course'],
    [{ minPurchasePence: 150_001 }, 'below_minimum'],
  ] as const)('a coupon that does not apply (%o) takes nothing off: %s', (terms, reason) => {
    expect(full(terms)).toMatchObject({
      discountPence: 0,
      totalPence: 150_000,
      coupon: { given: true, applies: false, reason },
    });
  });

  it('applies through the last day of its expiry, in UTC', () => {
    const lastDay = { expiryDate: '2026-06-15' };
    expect(full(lastDay)).toMatchObject({ discountPence: 30_000 });
    const after = priceOrder({
      pricing,
      plan: 'full',
      coupon: coupon(lastDay),
      at: new Date('2026-06-16T00:00:00Z'),
    });
    expect(after).toMatchObject({ coupon: { applies: false, reason: 'expired' } });
  });

  it('the minimum purchase is read against the plan’s price', () => {
    const terms = coupon({ minPurchasePence: 160_000 });
    expect(priceOrder({ pricing, plan: 'full', coupon: terms, at })).toMatchObject({
      coupon: { applies: false, reason: 'below_minimum' },
    });
    expect(priceOrder({ pricing, plan: 'installment', coupon: terms, at })).toMatchObject({
      coupon: { applies: true },
      discountPence: 36_000,
    });
  });
});
