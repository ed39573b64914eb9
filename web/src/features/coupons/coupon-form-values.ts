import {
  type Coupon,
  type CouponInput,
  couponInput,
  expiryIssue,
  utcToday,
} from '@coursedesk/contract/coupons';

/** What the coupon form holds: numbers as typed, so an empty box stays empty. */
export interface CouponFormValues {
  code: string;
  discountType: 'percentage' | 'flat';
  discountValue: string;
  courseIds: string[];
  isActive: boolean;
  expiryDate: string;
  usageLimit: string;
  minPurchaseAmount: string;
  maxDiscountAmount: string;
  description: string;
}

const text = (value: number | null) => (value === null ? '' : String(value));

export function couponFormDefaults(coupon?: Coupon): CouponFormValues {
  return {
    code: coupon?.code ?? '',
    discountType: coupon?.discountType ?? 'percentage',
    discountValue: coupon ? String(coupon.discountValue) : '',
    courseIds: coupon?.courseIds ?? [],
    isActive: coupon?.isActive ?? true,
    expiryDate: coupon?.expiryDate ?? '',
    usageLimit: text(coupon?.usageLimit ?? null),
    minPurchaseAmount: text(coupon?.minPurchaseAmount ?? null),
    maxDiscountAmount: text(coupon?.maxDiscountAmount ?? null),
    description: coupon?.description ?? '',
  };
}

/** A typed number, or undefined for an empty box (docs/coupons-and-payments.md). */
function optionalNumber(value: string): number | undefined {
  return value.trim() === '' ? undefined : Number(value);
}

/** The request body the form's values make: the code upper-cased, empty optionals left out. */
export function toCouponInput(values: CouponFormValues): CouponInput {
  const input: CouponInput = {
    code: values.code.trim().toUpperCase(),
    discountType: values.discountType,
    discountValue: values.discountValue.trim() === '' ? 0 : Number(values.discountValue),
    courseIds: values.courseIds,
    isActive: values.isActive,
    description: values.description.trim(),
  };
  if (values.expiryDate) input.expiryDate = values.expiryDate;
  const usageLimit = optionalNumber(values.usageLimit);
  if (usageLimit !== undefined) input.usageLimit = usageLimit;
  const minPurchase = optionalNumber(values.minPurchaseAmount);
  if (minPurchase !== undefined) input.minPurchaseAmount = minPurchase;
  const maxDiscount = optionalNumber(values.maxDiscountAmount);
  if (maxDiscount !== undefined) input.maxDiscountAmount = maxDiscount;
  return input;
}

/**
 * The form's values checked by the contract's coupon rules, the same the server applies: the
 * first message for each field, or the request body when all is well. `currentExpiry` is the
 * saved expiry date of the coupon being edited, which it may keep.
 */
export function validateCouponForm(
  values: CouponFormValues,
  currentExpiry?: string | null,
  today: string = utcToday(),
):
  | { ok: true; input: CouponInput }
  | { ok: false; errors: Partial<Record<keyof CouponFormValues, string>> } {
  const input = toCouponInput(values);
  const errors: Partial<Record<keyof CouponFormValues, string>> = {};
  const parsed = couponInput.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as keyof CouponFormValues;
      errors[field] ??= issue.message;
    }
  }
  const expiry = expiryIssue(input.expiryDate, today, currentExpiry);
  if (expiry) errors.expiryDate ??= expiry;
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, input };
}
