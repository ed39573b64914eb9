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
import { pageOf } from '@coursedesk/contract/list';
import type { Database, Executor } from '../../db/client.ts';
import { offsetOf } from '../../db/list/order.ts';
import { LIST_CACHE_ENTRIES, versionedCache } from '../../db/list/versioned-cache.ts';
import { versionTag } from '../../db/list/versions.ts';
import { AppError, conflictOnDuplicate, notFound, sqlStateOf } from '../../lib/errors.ts';
import {
  type CouponFilters,
  type CouponRow,
  countCoupons,
  countExistingCourses,
  couponTotals,
  deleteCoupon,
  findCouponById,
  findCouponPage,
  findCourseIdsOf,
  findCourseOptions,
  hasRedemptions,
  insertCoupon,
  lockCoupon,
  type NewCouponRow,
  replaceCouponCourses,
  updateCoupon,
} from './repository.ts';

const pounds = (pence: number | null) => (pence === null ? null : pence / 100);
const pence = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? null : Math.round(amount * 100);

function present(row: CouponRow, courseIds: string[], today: string): Coupon {
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
  list(filters: CouponListFilters): Promise<{
    coupons: Coupon[];
    pagination: { page: number; limit: number; total: number; totalPages: number };
  }>;
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
 * Coupon rules (spec §4, §5). `now` is the clock the expiry rules read; the tests move it.
 */
export function createCouponsService(
  db: Database,
  options: { now?: () => Date } = {},
): CouponsService {
  const now = options.now ?? (() => new Date());
  const today = () => utcToday(now());
  const pages = versionedCache<Awaited<ReturnType<CouponsService['list']>>>({
    version: versionTag(db, ['coupons', 'coupon_courses']),
    maxEntries: LIST_CACHE_ENTRIES,
  });

  async function load(executor: Executor, id: string): Promise<Coupon> {
    const day = today();
    const row = await findCouponById(executor, id, day);
    if (!row) throw notFound(M.notFound);
    const courseIds = await findCourseIdsOf(executor, [row.id]);
    return present(row, courseIds.get(row.id) ?? [], day);
  }

  async function listPage(filters: Parameters<CouponsService['list']>[0], day: string) {
    const where: CouponFilters = {
      search: filters.search,
      isActive: filters.isActive,
      discountType: filters.discountType,
      startDate: filters.startDate,
      endDate: filters.endDate,
    };
    const [rows, total] = await Promise.all([
      findCouponPage(db, where, filters, day, {
        limit: filters.limit,
        offset: offsetOf(filters.page, filters.limit),
      }),
      countCoupons(db, where, day),
    ]);
    const courseIds = await findCourseIdsOf(
      db,
      rows.map((row) => row.id),
    );
    // Spec §7 names the wire shape: `coupons` beside `pagination`.
    const { items, ...pagination } = pageOf(
      rows.map((row) => present(row, courseIds.get(row.id) ?? [], day)),
      total,
      filters.page,
      filters.limit,
    );
    return { coupons: items, pagination };
  }

  async function checkCourses(executor: Executor, courseIds: string[]): Promise<string[]> {
    const unique = [...new Set(courseIds)];
    if ((await countExistingCourses(executor, unique)) !== unique.length) {
      throw validation('courseIds', M.courseUnknown);
    }
    return unique;
  }

  return {
    // A page is served again until a coupon or its courses are written (db/list/versioned-cache.ts);
    // the day is in the key, since a coupon's status moves with it.
    list(filters) {
      const day = today();
      return pages(`${day} ${JSON.stringify(filters)}`, () => listPage(filters, day));
    },

    get: (id) => load(db, id),

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
