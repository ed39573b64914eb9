// Coupon management (docs/coupons-and-payments.md): the wire shapes of /coupons/admin and the
// coupon rules, read by the server's validation and the web form alike.
import { z } from 'zod';
import { discountType, discountTypes } from './commerce.ts';
import { envelope } from './envelope.ts';
import {
  idFilter,
  idParams,
  listQuery,
  oneOfFilter,
  pagination,
  wholeNumberField,
} from './list.ts';
import { storedRecord } from './record.ts';
import { text } from './text.ts';

export const COUPON_PAGE_SIZE = 10;
export const COUPON_CODE_LENGTH = 8;
export const COUPON_CODE_MAX_LENGTH = 32;
export const COUPON_DESCRIPTION_MAX_LENGTH = 500;
export const PERCENTAGE_MAX = 100;
/** Courses named in the table before the rest collapse into '+N more courses'. */
export const COUPON_COURSES_SHOWN = 2;
/** The largest amount in pounds a coupon may name (a flat discount, a minimum or a maximum). */
export const COUPON_AMOUNT_MAX = 1_000_000;

export const couponMessages = {
  codeRequired: 'Coupon code is required',
  codeFormat: 'Coupon code may contain only letters, digits, hyphens and underscores',
  codeTooLong: `Coupon code must be at most ${COUPON_CODE_MAX_LENGTH} characters`,
  discountTypeInvalid: 'Discount type must be percentage or flat',
  valuePositive: 'Discount value must be greater than 0',
  valuePrecision: 'Discount value may have at most 2 decimal places',
  amountPrecision: 'Amounts may have at most 2 decimal places',
  percentageMax: 'Percentage cannot exceed 100%',
  amountTooLarge: `Amounts must be at most £${COUPON_AMOUNT_MAX.toLocaleString('en-GB')}`,
  courseRequired: 'At least one course must be selected',
  courseUnknown: 'A selected course does not exist',
  courseRepeated: 'Each course may be selected only once',
  usageLimitMin: 'Usage limit must be a whole number of at least 1',
  usageLimitBelowUsed: (used: number) =>
    `Usage limit cannot be lower than the ${used} ${used === 1 ? 'use' : 'uses'} already made`,
  minPurchaseMin: 'Minimum purchase amount must be 0 or more',
  maxDiscountMin: 'Maximum discount amount must be 0 or more',
  expiryFormat: 'Expiry date must be a date (YYYY-MM-DD)',
  expiryPast: 'Expiry date cannot be before today',
  descriptionTooLong: `Description must be at most ${COUPON_DESCRIPTION_MAX_LENGTH} characters`,
  duplicateCode: 'A coupon with this code already exists',
  notFound: 'Coupon not found',
  used: 'This coupon has been used and cannot be deleted. Consider deactivating it instead.',
  listed: 'Coupons retrieved successfully',
  analytics: 'Coupon analytics retrieved successfully',
  courseOptions: 'Courses retrieved successfully',
  created: 'Coupon created successfully!',
  updated: 'Coupon updated successfully!',
  deleted: 'Coupon deleted successfully!',
  saveFailed: 'Failed to save coupon',
  deleteFailed: 'Failed to delete coupon',
  fetchFailed: 'Failed to fetch coupons',
} as const;

/** The display status a coupon's row shows, in the order the rules are tried. */
export const couponStatuses = ['Inactive', 'Expired', 'Limit Reached', 'Active'] as const;
export const couponStatus = z.enum(couponStatuses);
export type CouponStatus = z.infer<typeof couponStatus>;

/** The list's `status` filter: each display status by a URL-friendly key. */
export const couponStatusFilters = {
  active: 'Active',
  inactive: 'Inactive',
  expired: 'Expired',
  limit_reached: 'Limit Reached',
} as const satisfies Record<string, CouponStatus>;
export type CouponStatusFilter = keyof typeof couponStatusFilters;
export const couponStatusFilterKeys = Object.keys(couponStatusFilters) as [
  CouponStatusFilter,
  ...CouponStatusFilter[],
];

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** An amount in pounds with at most two decimals (it is stored in pence). */
const isPennyAmount = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

function amount(message: string) {
  return z
    .number({ error: message })
    .min(0, message)
    .max(COUPON_AMOUNT_MAX, couponMessages.amountTooLarge)
    .refine(isPennyAmount, couponMessages.amountPrecision);
}

/**
 * The rules of a coupon's fields. Optional numbers may be left out or sent as null: both mean
 * "none". The code is trimmed and upper-cased. Whether the expiry date is before today depends
 * on the day, so it is checked by `expiryIssue` at save time, on both ends.
 */
export const couponInput = z
  .object({
    code: text('Coupon code', couponMessages.codeRequired)
      .trim()
      .min(1, couponMessages.codeRequired)
      .max(COUPON_CODE_MAX_LENGTH, couponMessages.codeTooLong)
      .transform((value) => value.toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9_-]+$/, couponMessages.codeFormat)),
    discountType: z.enum(discountTypes, { error: couponMessages.discountTypeInvalid }),
    discountValue: z
      .number({ error: couponMessages.valuePositive })
      .gt(0, couponMessages.valuePositive)
      .max(COUPON_AMOUNT_MAX, couponMessages.amountTooLarge)
      .refine(isPennyAmount, couponMessages.valuePrecision),
    courseIds: z
      .array(z.uuid({ error: couponMessages.courseUnknown }), {
        error: couponMessages.courseRequired,
      })
      .min(1, couponMessages.courseRequired)
      .max(500, couponMessages.courseUnknown)
      .refine((ids) => new Set(ids).size === ids.length, couponMessages.courseRepeated),
    isActive: z.boolean({ error: 'Active must be true or false' }).default(true),
    expiryDate: text('Expiry date', couponMessages.expiryFormat)
      .refine(isCalendarDay, couponMessages.expiryFormat)
      .nullish(),
    usageLimit: z
      .number({ error: couponMessages.usageLimitMin })
      .int(couponMessages.usageLimitMin)
      .min(1, couponMessages.usageLimitMin)
      .max(2_147_483_647, couponMessages.usageLimitMin)
      .nullish(),
    minPurchaseAmount: amount(couponMessages.minPurchaseMin).nullish(),
    maxDiscountAmount: amount(couponMessages.maxDiscountMin).nullish(),
    description: text('Description', 'Description must be text')
      .trim()
      .max(COUPON_DESCRIPTION_MAX_LENGTH, couponMessages.descriptionTooLong)
      .default(''),
  })
  .superRefine((coupon, context) => {
    if (coupon.discountType === 'percentage' && coupon.discountValue > PERCENTAGE_MAX) {
      context.addIssue({
        code: 'custom',
        path: ['discountValue'],
        message: couponMessages.percentageMax,
      });
    }
  });
export type CouponInput = z.input<typeof couponInput>;
export type CouponValues = z.output<typeof couponInput>;

/**
 * "Expiry not before today", where today is the UTC calendar day. A coupon being edited
 * may keep the expiry date it already has, so an expired coupon can still be switched off.
 */
export function expiryIssue(
  expiryDate: string | null | undefined,
  today: string,
  current?: string | null,
): string | undefined {
  if (!expiryDate || expiryDate === current) return undefined;
  return expiryDate < today ? couponMessages.expiryPast : undefined;
}

/** Today as the server counts coupon days: the UTC calendar date. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/**
 * Generate: 8 upper-case letters and digits from a cryptographic random source. Bytes
 * at or above 252 (7 × 36) are drawn again, so every character is equally likely.
 */
export function generateCouponCode(
  randomBytes: (length: number) => Uint8Array = (length) =>
    crypto.getRandomValues(new Uint8Array(length)),
): string {
  let code = '';
  const limit = 256 - (256 % CODE_ALPHABET.length);
  while (code.length < COUPON_CODE_LENGTH) {
    for (const byte of randomBytes(COUPON_CODE_LENGTH * 2)) {
      if (byte < limit && code.length < COUPON_CODE_LENGTH) {
        code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
      }
    }
  }
  return code;
}

/** Usage Rate = redemptions / coupons as a rounded percentage, 0 without coupons. */
export function couponUsageRate(totalRedemptions: number, totalCoupons: number): number {
  return totalCoupons === 0 ? 0 : Math.round((totalRedemptions / totalCoupons) * 100);
}

/** A coupon, as the server answers it; `status` is its display status (`couponStatuses`). */
export const coupon = storedRecord({
  code: z.string(),
  discountType,
  discountValue: z.number(),
  courseIds: z.array(z.string()),
  isActive: z.boolean(),
  expiryDate: z.string().nullable(),
  usageLimit: z.number().int().nullable(),
  minPurchaseAmount: z.number().nullable(),
  maxDiscountAmount: z.number().nullable(),
  description: z.string(),
  usedCount: z.number().int(),
  /** Uses left under the limit; null when the coupon has no limit. */
  remainingUses: z.number().int().nullable(),
  isExpired: z.boolean(),
  isUsageLimitReached: z.boolean(),
  status: couponStatus,
});
export type Coupon = z.infer<typeof coupon>;

export const couponSortFields = ['createdAt', 'code'] as const;

/**
 * The list query (page, limit 10, search, isActive, status, discountType) on the list spine.
 * `status` selects the coupons shown with that display status, so the screen's filter matches
 * the Status column. `isActive=true` selects the coupons shown as Active; `false` every other
 * one (Inactive, Expired, Limit Reached), so the two choices split the list between them.
 */
export const couponListQuery = listQuery(
  { sortFields: couponSortFields, defaultLimit: COUPON_PAGE_SIZE },
  {
    isActive: oneOfFilter('isActive', ['true', 'false']),
    status: oneOfFilter('status', couponStatusFilterKeys),
    discountType: oneOfFilter('discountType', discountTypes),
  },
);
export type CouponListQuery = z.input<typeof couponListQuery>;
export type CouponListFilters = z.output<typeof couponListQuery>;

/** The list answers its items as `coupons`, beside `pagination`. */
export const couponListResponse = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  coupons: z.array(coupon),
  pagination,
});
export type CouponListResponse = z.infer<typeof couponListResponse>;

export const couponResponse = envelope(coupon);

const daysMessage = 'days must be a whole number from 1 to 3660';
export const couponAnalyticsQuery = z.strictObject({
  courseId: idFilter('courseId'),
  days: wholeNumberField(daysMessage, 1, 3660),
});
export type CouponAnalyticsQuery = z.input<typeof couponAnalyticsQuery>;

/**
 * Coupon analytics. With `courseId` only coupons for that course count; with `days`,
 * redemptions are those of the last `days` days (all of them otherwise). `usageRate` is
 * `couponUsageRate` of the two.
 */
export const couponAnalytics = z.object({
  totalCoupons: z.number().int(),
  activeCoupons: z.number().int(),
  totalRedemptions: z.number().int(),
  usageRate: z.number().int(),
});
export type CouponAnalytics = z.infer<typeof couponAnalytics>;
export const couponAnalyticsResponse = envelope(couponAnalytics);

/** A course option of the coupon form; `id` is the course's `_id`. */
export const couponCourseOption = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
});
export type CouponCourseOption = z.infer<typeof couponCourseOption>;
export const couponCourseOptionsResponse = envelope(z.array(couponCourseOption));

export const couponIdParams = idParams(couponMessages.notFound);

// ---- Applying a coupon: the checkout's coupon check and the payment events share these ----

/** The terms of a coupon that decide whether it applies, money in pence. */
export interface CouponTerms {
  discountType: 'percentage' | 'flat';
  discountPercent: number | null;
  discountPence: number | null;
  isActive: boolean;
  /** The last UTC day the coupon can be used (YYYY-MM-DD), or none. */
  expiryDate: string | null;
  usageLimit: number | null;
  usedCount: number;
  minPurchasePence: number | null;
  maxDiscountPence: number | null;
  courseIds: readonly string[];
}

/** Why a coupon does not apply, in the order the rules are tried. */
export const couponRefusals = [
  'unknown',
  'inactive',
  'expired',
  'used_up',
  'not_for_course',
  'below_minimum',
] as const;
export type CouponRefusal = (typeof couponRefusals)[number];

export const couponRefusalMessages: Record<CouponRefusal, string> = {
  unknown: 'This coupon code is not valid',
  inactive: 'This coupon is no longer active',
  expired: 'This coupon has expired',
  used_up: 'This coupon has reached its usage limit',
  not_for_course: 'This coupon does not apply to this course',
  below_minimum: 'The price is below the minimum purchase for this coupon',
};

/**
 * The discount a coupon gives on `pricePence`: its percentage (rounded to the penny) or its flat
 * amount, within its maximum discount, and never more than the price.
 */
export function couponDiscountPence(
  terms: {
    discountType: 'percentage' | 'flat';
    discountPercent?: number | null | undefined;
    discountPence?: number | null | undefined;
    maxDiscountPence?: number | null | undefined;
  },
  pricePence: number,
): number {
  const raw =
    terms.discountType === 'percentage'
      ? Math.round((pricePence * (terms.discountPercent ?? 0)) / 100)
      : (terms.discountPence ?? 0);
  const capped = terms.maxDiscountPence == null ? raw : Math.min(raw, terms.maxDiscountPence);
  return Math.max(0, Math.min(capped, pricePence));
}

export type CouponVerdict =
  | { applies: true; discountPence: number; finalPricePence: number }
  | { applies: false; reason: CouponRefusal };

/**
 * Whether a coupon applies to a course at a price on a day (a UTC date), tried in the order of
 * `couponRefusals`; the first three agree with the coupon's display status (Inactive, Expired,
 * Limit Reached). A course not known (`courseId` undefined) is not one the coupon is for.
 */
export function couponVerdict(
  terms: CouponTerms | undefined,
  purchase: { courseId: string | undefined; pricePence: number; today: string },
): CouponVerdict {
  if (!terms) return { applies: false, reason: 'unknown' };
  if (!terms.isActive) return { applies: false, reason: 'inactive' };
  if (terms.expiryDate !== null && terms.expiryDate < purchase.today) {
    return { applies: false, reason: 'expired' };
  }
  if (terms.usageLimit !== null && terms.usedCount >= terms.usageLimit) {
    return { applies: false, reason: 'used_up' };
  }
  if (purchase.courseId === undefined || !terms.courseIds.includes(purchase.courseId)) {
    return { applies: false, reason: 'not_for_course' };
  }
  if (terms.minPurchasePence !== null && purchase.pricePence < terms.minPurchasePence) {
    return { applies: false, reason: 'below_minimum' };
  }
  const discountPence = couponDiscountPence(terms, purchase.pricePence);
  return { applies: true, discountPence, finalPricePence: purchase.pricePence - discountPence };
}

/** The minimum time a coupon check takes, whatever its answer, so the answer's timing says nothing. */
export const COUPON_CHECK_MIN_MS = 150;

export const couponCheckInput = z.strictObject({
  code: text('code', 'code is required')
    .trim()
    .min(1, 'code is required')
    .max(COUPON_CODE_MAX_LENGTH, couponMessages.codeTooLong)
    .transform((value) => value.toUpperCase()),
  course: text('course', 'course is required')
    .trim()
    .min(1, 'course is required')
    .max(200, 'course must be at most 200 characters'),
});
export type CouponCheckInput = z.input<typeof couponCheckInput>;

/**
 * The reasons the coupon check answers (docs/website-forms.md). `invalid` stands for `unknown`,
 * `inactive` and `expired` alike, so a code switched off or expired reads like a made-up one:
 * those three are for trusted callers only. Past the check's budget, and for a code that failed
 * too often, `invalid` stands for every refusal.
 */
export const couponCheckReasons = ['invalid', ...couponRefusals] as const;
export type CouponCheckReason = (typeof couponCheckReasons)[number];

export const couponCheckReasonMessages: Record<CouponCheckReason, string> = {
  invalid: 'This coupon code is not valid',
  ...couponRefusalMessages,
};

/**
 * The check's answer: whether the code applies to the course, and the price before and after it
 * in pounds (null when the course has no price), or why it does not.
 */
export const couponCheck = z.object({
  valid: z.boolean(),
  code: z.string(),
  reason: z.enum(couponCheckReasons).nullable(),
  message: z.string(),
  originalPrice: z.number().nullable(),
  discount: z.number(),
  finalPrice: z.number().nullable(),
});
export type CouponCheck = z.infer<typeof couponCheck>;
export const couponCheckResponse = envelope(couponCheck);
export const couponCheckMessages = {
  applies: 'Coupon applied',
  tooMany: 'Too many coupon checks. Please try again later.',
} as const;
