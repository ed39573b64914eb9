import { setTimeout as sleep } from 'node:timers/promises';
import {
  COUPON_CHECK_MIN_MS,
  type Coupon,
  type CouponAnalytics,
  type CouponCheck,
  type CouponCourseOption,
  type CouponListFilters,
  type CouponRefusal,
  type CouponValues,
  couponCheckMessages,
  couponCheckReasonMessages,
  couponRefusals,
  couponUsageRate,
  couponVerdict,
  expiryIssue,
  couponMessages as M,
  utcToday,
} from '@coursedesk/contract/coupons';
import { type Pagination, paginationOf } from '@coursedesk/contract/list';
import { DEFAULT_FORM_BUDGETS } from '../../config.ts';
import { recordActivity } from '../../db/activity.ts';
import type { Database, Executor } from '../../db/client.ts';
import { type FormBudget, spendFormBudget } from '../../db/form-budget.ts';
import {
  advanceVersion,
  forgetVersions,
  type RecordKey,
  readVersion,
} from '../../db/record-versions.ts';
import { attemptsPer, createThrottle } from '../../db/throttle.ts';
import { addressKey } from '../../lib/client-address.ts';
import {
  AppError,
  conflictOnDuplicate,
  notFound,
  sqlStateOf,
  tooManyRequests,
} from '../../lib/errors.ts';
import { type IfMatch, type Versioned, versionOrStale } from '../../lib/record-version.ts';
import type { Courses } from '../module.ts';
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
  trashCoupon,
  updateCoupon,
} from './repository.ts';
import { findCouponTerms } from './terms/repository.ts';

/** One address may check 20 codes in 10 minutes; then it waits out the 10 minutes. */
export const couponCheckLimit = attemptsPer(20, 600);

/**
 * One code may fail 10 checks in 30 minutes, from any address; then, for 30 minutes, it answers
 * `invalid` without being read, so a known code cannot be tried against every course and limit.
 */
export const couponCodeFailureLimit = attemptsPer(10, 1800);

/**
 * The refusals anyone is told as they are, within the check's budget: a visitor needs them to
 * know what to do. The others (unknown, inactive, expired) are told as `invalid`, so a code
 * switched off or expired reads like a made-up one.
 */
const refusalsToldToAnyone: readonly CouponRefusal[] = [
  'used_up',
  'not_for_course',
  'below_minimum',
];

/** Who asks for a coupon check. */
export interface CouponCheckCaller {
  /** The client's address, as the server resolves it. */
  address: string;
  /** A trusted server-side caller (lib/site-keys.ts) is told every refusal as it is. */
  trusted: boolean;
}

/** The refusals a check tells as they are; any other is told as `invalid`. */
function refusalsTold(
  caller: CouponCheckCaller,
  { codeOpen, withinBudget }: { codeOpen: boolean; withinBudget: boolean },
): readonly CouponRefusal[] {
  // A code past its failures tells nobody anything more.
  if (!codeOpen) return [];
  if (caller.trusted) return couponRefusals;
  return withinBudget ? refusalsToldToAnyone : [];
}

const pounds = (pence: number) => pence / 100;

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

/** A coupon's entry in the activity log: named by its code. */
const entryOf = (coupon: Coupon, action: 'create' | 'update' | 'delete') =>
  ({ area: 'coupons', action, recordId: coupon._id, label: coupon.code }) as const;

const versionKey = (id: string): RecordKey => ({ kind: 'coupons', id });

const validation = (path: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, { issues: [{ path, message }] });

export interface CouponsService {
  list(filters: CouponListFilters): Promise<{ coupons: Coupon[]; pagination: Pagination }>;
  /** The coupon with the version its editor names in If-Match. */
  get(id: string): Promise<Versioned<Coupon>>;
  create(values: CouponValues): Promise<Coupon>;
  /** With `ifMatch`, only the version it names is saved or deleted (409 STALE otherwise). */
  update(id: string, values: CouponValues, ifMatch?: IfMatch): Promise<Versioned<Coupon>>;
  /** Moves the coupon and its course links to the trash; answers the trash entry's id. */
  delete(id: string, ifMatch?: IfMatch): Promise<{ trashId: string }>;
  analytics(query: {
    courseId?: string | undefined;
    days?: number | undefined;
  }): Promise<CouponAnalytics>;
  courseOptions(): Promise<CouponCourseOption[]>;
  /**
   * The checkout's check (docs/website-forms.md): whether `code` applies to `course` (a slug or
   * id) and the price after it, or why not, as much as the caller may be told. Counted against
   * the address, the check's budget and, when it fails, the code; every answer takes at least
   * COUPON_CHECK_MIN_MS, so its timing tells nothing about the code.
   */
  check(code: string, course: string, caller: CouponCheckCaller): Promise<CouponCheck>;
}

/**
 * Coupon rules (docs/coupons-and-payments.md). `now` is the clock the expiry rules and a
 * coupon's status read; the tests move it.
 */
export function createCouponsService(
  db: Database,
  courses: Courses,
  options: { now?: () => Date; checkMinMs?: number; checkBudget?: FormBudget } = {},
): CouponsService {
  const now = options.now ?? (() => new Date());
  const checkMinMs = options.checkMinMs ?? COUPON_CHECK_MIN_MS;
  const checkBudget = options.checkBudget ?? DEFAULT_FORM_BUDGETS.couponChecks;
  const throttle = createThrottle(db);
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
      // The version first: a save in between leaves it older than the coupon, never newer.
      const version = await readVersion(db, [versionKey(id)]);
      const coupon = await reads.byId(id, { today: today() });
      if (!coupon) throw notFound(M.notFound);
      return { data: coupon, version };
    },

    async create(values) {
      const expiry = expiryIssue(values.expiryDate, today());
      if (expiry) throw validation('expiryDate', expiry);
      return conflictOnDuplicate(M.duplicateCode, () =>
        db.transaction(async (tx) => {
          const courseIds = await checkCourses(tx, values.courseIds);
          const id = await insertCoupon(tx, columnsOf(values));
          await replaceCouponCourses(tx, id, courseIds);
          const created = await load(tx, id);
          await recordActivity(tx, { ...entryOf(created, 'create'), after: created });
          return created;
        }),
      );
    },

    async update(id, values, ifMatch) {
      return conflictOnDuplicate(M.duplicateCode, () =>
        db.transaction(async (tx) => {
          const current = await lockCoupon(tx, id);
          if (!current) throw notFound(M.notFound);
          const version = versionOrStale(await advanceVersion(tx, [versionKey(id)], ifMatch));
          const before = await load(tx, id);
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
          const after = await load(tx, id);
          await recordActivity(tx, { ...entryOf(after, 'update'), before, after });
          return { data: after, version };
        }),
      );
    },

    async delete(id, ifMatch) {
      try {
        return await db.transaction(async (tx) => {
          const current = await lockCoupon(tx, id);
          if (!current) throw notFound(M.notFound);
          versionOrStale(await advanceVersion(tx, [versionKey(id)], ifMatch));
          await forgetVersions(tx, [versionKey(id)]);
          if (current.usedCount > 0 || (await hasRedemptions(tx, id))) {
            throw new AppError('CONFLICT', M.used);
          }
          const before = await load(tx, id);
          const trashId = await trashCoupon(tx, id, before.code);
          await deleteCoupon(tx, id);
          await recordActivity(tx, { ...entryOf(before, 'delete'), before });
          return { trashId };
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

    async check(code, courseReference, caller) {
      const attempt = await throttle.count(
        `coupon-check:${addressKey(caller.address)}`,
        couponCheckLimit,
      );
      if (!attempt.allowed) throw tooManyRequests(couponCheckMessages.tooMany, attempt.retryAfter);
      // Past the budget across every address (a flood), every refusal is told as `invalid`: a
      // code that applies is still told so, with its price.
      const withinBudget =
        caller.trusted || (await spendFormBudget(throttle, 'coupon-checks', checkBudget));
      const started = performance.now();
      try {
        // Counted before it is tried, so parallel checks cannot slip past the code's limit; a
        // check that applies gives its count back.
        const codeKey = `coupon-code:${code}`;
        const codeOpen = (await throttle.count(codeKey, couponCodeFailureLimit)).allowed;
        // Both reads, whatever the first finds: every answer costs the same work. A code past
        // its failures is not read: it answers as an unknown one does.
        const [coupon, course] = await Promise.all([
          codeOpen ? findCouponTerms(db, code) : undefined,
          courses.findByReference(db, courseReference),
        ]);
        const pricePence = course?.pricePence ?? null;
        const verdict = couponVerdict(coupon, {
          courseId: pricePence === null ? undefined : course?.id,
          pricePence: pricePence ?? 0,
          today: today(),
        });
        const originalPrice = pricePence === null ? null : pounds(pricePence);
        if (!verdict.applies) {
          const told = refusalsTold(caller, { codeOpen, withinBudget });
          const reason = told.includes(verdict.reason) ? verdict.reason : 'invalid';
          return {
            valid: false,
            code,
            reason,
            message: couponCheckReasonMessages[reason],
            originalPrice,
            discount: 0,
            finalPrice: originalPrice,
          };
        }
        // Given back without waiting for it, so an answer that applies takes no longer than any
        // other; should it fail, the code keeps one failure too many until its window ends.
        void throttle.giveBack(codeKey, couponCodeFailureLimit).catch(() => undefined);
        return {
          valid: true,
          code,
          reason: null,
          message: couponCheckMessages.applies,
          originalPrice,
          discount: pounds(verdict.discountPence),
          finalPrice: pounds(verdict.finalPricePence),
        };
      } finally {
        await sleep(Math.max(0, checkMinMs - (performance.now() - started)));
      }
    },
  };
}
