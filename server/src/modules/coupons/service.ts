import {
  type Coupon,
  type CouponAnalytics,
  type CouponCourseOption,
  type CouponListFilters,
  type CouponValues,
  couponUsageRate,
  expiryIssue,
  couponMessages as M,
  utcToday,
} from '@coursedesk/contract/coupons';
import { type Pagination, paginationOf } from '@coursedesk/contract/list';
import type { Database, Executor } from '../../db/client.ts';
import { AppError, conflictOnDuplicate, notFound, sqlStateOf } from '../../lib/errors.ts';
import {
  countExistingCourses,
  couponList,
  couponTotals,
  deleteCoupon,
  findCourseOptions,
  hasRedemptions,
  insertCoupon,
  lockCoupon,
  type NewCouponRow,
  replaceCouponCourses,
  updateCoupon,
} from './repository.ts';

const pence = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? null : Math.round(amount * 100);

function columnsOf(values: CouponValues): NewCouponRow {
  const percentage = values.discountType === 'percentage';
  return {
    code: values.code,
    discountType: values.discountType,
    discountPercent: percentage ? values.discountValue : null,
    discountPence: percentage ? null : pence(values.discountValue),
    isActive: values.isActive,
    expiryDate: values.expiryDate ?? null,
    usageLimit: values.usageLimit ?? null,
    minPurchasePence: pence(values.minPurchaseAmount),
    maxDiscountPence: pence(values.maxDiscountAmount),
    description: values.description,
  };
}

const validation = (path: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, { issues: [{ path, message }] });

export interface CouponsService {
  list(filters: CouponListFilters): Promise<{ coupons: Coupon[]; pagination: Pagination }>;
  get(id: string): Promise<Coupon>;
  create(values: CouponValues): Promise<Coupon>;
  update(id: string, values: CouponValues): Promise<Coupon>;
  delete(id: string): Promise<void>;
  analytics(query: {
    courseId?: string | undefined;
    days?: number | undefined;
  }): Promise<CouponAnalytics>;
  courseOptions(): Promise<CouponCourseOption[]>;
}

/**
 * Coupon rules (docs/coupons-and-payments.md). `now` is the clock the expiry rules and a
 * coupon's status read; the tests move it.
 */
export function createCouponsService(
  db: Database,
  options: { now?: () => Date } = {},
): CouponsService {
  const now = options.now ?? (() => new Date());
  const today = () => utcToday(now());
  // Pages and coupons are served again until a coupon or its courses are written (the list's
  // declaration in repository.ts); the day is in every query, since a coupon's status moves with it.
  const reads = couponList.reads(db);

  /** The coupon as a transaction sees it (a save answers what it wrote). */
  async function load(executor: Executor, id: string): Promise<Coupon> {
    const coupon = await couponList.find(executor, id, { today: today() });
    if (!coupon) throw notFound(M.notFound);
    return coupon;
  }

  async function checkCourses(executor: Executor, courseIds: string[]): Promise<string[]> {
    const unique = [...new Set(courseIds)];
    if ((await countExistingCourses(executor, unique)) !== unique.length) {
      throw validation('courseIds', M.courseUnknown);
    }
    return unique;
  }

  return {
    async list(filters) {
      // The wire shape names the items `coupons`, beside `pagination`.
      const page = await reads.page({ ...filters, today: today() });
      return { coupons: page.items, pagination: paginationOf(page) };
    },

    async get(id) {
      const coupon = await reads.byId(id, { today: today() });
      if (!coupon) throw notFound(M.notFound);
      return coupon;
    },

    async create(values) {
      const expiry = expiryIssue(values.expiryDate, today());
      if (expiry) throw validation('expiryDate', expiry);
      return conflictOnDuplicate(M.duplicateCode, () =>
        db.transaction(async (tx) => {
          const courseIds = await checkCourses(tx, values.courseIds);
          const id = await insertCoupon(tx, columnsOf(values));
          await replaceCouponCourses(tx, id, courseIds);
          return load(tx, id);
        }),
      );
    },

    async update(id, values) {
      return conflictOnDuplicate(M.duplicateCode, () =>
        db.transaction(async (tx) => {
          const current = await lockCoupon(tx, id);
          if (!current) throw notFound(M.notFound);
          const expiry = expiryIssue(values.expiryDate, today(), current.expiryDate);
          if (expiry) throw validation('expiryDate', expiry);
          if (
            values.usageLimit !== null &&
            values.usageLimit !== undefined &&
            values.usageLimit < current.usedCount
          ) {
            throw validation('usageLimit', M.usageLimitBelowUsed(current.usedCount));
          }
          const courseIds = await checkCourses(tx, values.courseIds);
          await updateCoupon(tx, id, columnsOf(values));
          await replaceCouponCourses(tx, id, courseIds);
          return load(tx, id);
        }),
      );
    },

    async delete(id) {
      try {
        await db.transaction(async (tx) => {
          const current = await lockCoupon(tx, id);
          if (!current) throw notFound(M.notFound);
          if (current.usedCount > 0 || (await hasRedemptions(tx, id))) {
            throw new AppError('CONFLICT', M.used);
          }
          await deleteCoupon(tx, id);
        });
      } catch (error) {
        // A use recorded between the check and the delete: the foreign key has the last word.
        if (sqlStateOf(error) === '23503') throw new AppError('CONFLICT', M.used);
        throw error;
      }
    },

    async analytics(query) {
      const moment = now();
      const day = utcToday(moment);
      const since =
        query.days === undefined
          ? undefined
          : new Date(moment.getTime() - query.days * 86_400_000).toISOString();
      const totals = await couponTotals(db, { courseId: query.courseId }, day, since);
      return {
        totalCoupons: totals.total,
        activeCoupons: totals.active,
        totalRedemptions: totals.redemptions,
        usageRate: couponUsageRate(totals.redemptions, totals.total),
      };
    },

    courseOptions: () => findCourseOptions(db),
  };
}
