import {
  type CouponStatus,
  type CouponStatusFilter,
  type couponSortFields,
  couponStatusFilters,
} from '@coursedesk/contract/coupons';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.ts';
import type { SortKey } from '../../db/list/order.ts';
import { defineList } from '../../db/list/paged-list.ts';
import { couponCourses, couponRedemptions, coupons, courses } from '../../db/schema/index.ts';
import { moveToTrash } from '../../db/trash.ts';
import type { CouponRedemption } from '../module.ts';
import { presentCoupon } from './presenter.ts';

// Every SQL statement of coupons. A coupon's display status (docs/coupons-and-payments.md) is one
// SQL expression (`statusOf`), so the list, its filter and the analytics can never count a coupon
// differently.

export type CouponRow = typeof coupons.$inferSelect & { status: CouponStatus };
export type NewCouponRow = Omit<
  typeof coupons.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'usedCount'
>;

export interface CouponFilters {
  search?: string | undefined;
  /** 'true': the coupons shown as Active; 'false': every other one. */
  isActive?: 'true' | 'false' | undefined;
  /** Only the coupons shown with this display status. */
  status?: CouponStatusFilter | undefined;
  discountType?: 'percentage' | 'flat' | undefined;
  /** Only coupons that apply to this course. */
  courseId?: string | undefined;
  /** Created within this range (the list spine's date range). */
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/** What a coupon's status depends on beyond its row: the day (a UTC date). */
export interface CouponScope {
  today: string;
}

/**
 * Tried in order: Inactive if switched off; else Expired once its last day is before `today` (a
 * UTC date); else Limit Reached when the uses have reached the limit; else Active.
 */
export function statusOf(today: string): SQL<CouponStatus> {
  return sql<CouponStatus>`case
    when not ${coupons.isActive} then 'Inactive'
    when ${coupons.expiryDate} is not null and ${coupons.expiryDate} < ${today}::date then 'Expired'
    when ${coupons.usageLimit} is not null and ${coupons.usedCount} >= ${coupons.usageLimit} then 'Limit Reached'
    else 'Active' end`;
}

/**
 * The coupons' own filters: of the analytics, and of the list, to which the spine adds the date
 * range and the search.
 */
export function whereOf(filters: CouponFilters, today: string): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.isActive === 'true') conditions.push(sql`${statusOf(today)} = 'Active'`);
  if (filters.isActive === 'false') conditions.push(sql`${statusOf(today)} <> 'Active'`);
  if (filters.status) {
    conditions.push(sql`${statusOf(today)} = ${couponStatusFilters[filters.status]}`);
  }
  if (filters.discountType) conditions.push(eq(coupons.discountType, filters.discountType));
  if (filters.courseId) {
    conditions.push(
      sql`exists (select 1 from ${couponCourses} where ${couponCourses.couponId} = ${coupons.id} and ${couponCourses.courseId} = ${filters.courseId})`,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const columnsWithStatus = (today: string) => ({
  id: coupons.id,
  code: coupons.code,
  discountType: coupons.discountType,
  discountPercent: coupons.discountPercent,
  discountPence: coupons.discountPence,
  isActive: coupons.isActive,
  expiryDate: coupons.expiryDate,
  usageLimit: coupons.usageLimit,
  minPurchasePence: coupons.minPurchasePence,
  maxDiscountPence: coupons.maxDiscountPence,
  description: coupons.description,
  usedCount: coupons.usedCount,
  createdAt: coupons.createdAt,
  updatedAt: coupons.updatedAt,
  status: statusOf(today),
});

const sortKeys: Record<(typeof couponSortFields)[number], SortKey> = {
  createdAt: { expression: sql`${coupons.createdAt}`, type: 'timestamptz' },
  code: { expression: sql`${coupons.code}`, type: 'text' },
};

/**
 * The coupons list: page, count and by id with each coupon's status on the scope's day and its
 * courses (db/list/paged-list.ts). Kept until a coupon or a coupon's courses are written; the day
 * is part of every query, so a new day reads afresh.
 */
export const couponList = defineList({
  table: coupons,
  id: coupons.id,
  columns: ({ today }: CouponScope) => columnsWithStatus(today),
  whereOf: (filters: CouponFilters & CouponScope) => whereOf(filters, filters.today),
  dateColumn: coupons.createdAt,
  search: {
    columns: [sql`lower(${coupons.code})`, sql`lower(${coupons.description})`],
    trigram: false,
  },
  sortKeys,
  related: (db, rows: CouponRow[]) =>
    findCourseIdsOf(
      db,
      rows.map((row) => row.id),
    ),
  present: (row: CouponRow, courseIds: Map<string, string[]>, { today }: CouponScope) =>
    presentCoupon(row, courseIds.get(row.id) ?? [], today),
  versionTables: ['coupons', 'coupon_courses'],
});

/** The coupon, locked until the transaction ends, so two saves or a save and a use queue. */
export async function lockCoupon(
  db: Executor,
  id: string,
): Promise<typeof coupons.$inferSelect | undefined> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).for('update');
  return row;
}

/** The course ids of each coupon, in the order the courses were linked. */
export async function findCourseIdsOf(
  db: Executor,
  couponIds: string[],
): Promise<Map<string, string[]>> {
  const byCoupon = new Map<string, string[]>(couponIds.map((id) => [id, []]));
  if (couponIds.length === 0) return byCoupon;
  const rows = await db
    .select({ couponId: couponCourses.couponId, courseId: couponCourses.courseId })
    .from(couponCourses)
    .where(inArray(couponCourses.couponId, couponIds))
    .orderBy(asc(couponCourses.createdAt), asc(couponCourses.id));
  for (const row of rows) byCoupon.get(row.couponId)?.push(row.courseId);
  return byCoupon;
}

export async function countExistingCourses(db: Executor, ids: string[]): Promise<number> {
  const [row] = await db.select({ n: count() }).from(courses).where(inArray(courses.id, ids));
  return row?.n ?? 0;
}

export async function insertCoupon(db: Executor, values: NewCouponRow): Promise<string> {
  const [row] = await db.insert(coupons).values(values).returning({ id: coupons.id });
  if (!row) throw new Error('the insert returned no row');
  return row.id;
}

export async function updateCoupon(db: Executor, id: string, values: NewCouponRow): Promise<void> {
  await db.update(coupons).set(values).where(eq(coupons.id, id));
}

/** The coupon's courses become exactly `courseIds`, links kept where they stay. */
export async function replaceCouponCourses(
  db: Executor,
  couponId: string,
  courseIds: string[],
): Promise<void> {
  await db
    .delete(couponCourses)
    .where(
      and(
        eq(couponCourses.couponId, couponId),
        sql`not (${couponCourses.courseId} = any(${sql.param(courseIds)}::uuid[]))`,
      ),
    );
  await db
    .insert(couponCourses)
    .values(courseIds.map((courseId) => ({ couponId, courseId })))
    .onConflictDoNothing();
}

export async function hasRedemptions(db: Executor, couponId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, couponId))
    .limit(1);
  return row !== undefined;
}

export async function deleteCoupon(db: Executor, id: string): Promise<boolean> {
  const rows = await db.delete(coupons).where(eq(coupons.id, id)).returning({ id: coupons.id });
  return rows.length > 0;
}

/**
 * Coupon analytics over the coupons `filters` select: how many, how many Active, and
 * their uses (all of them, or the redemptions since `since` when given).
 */
export async function couponTotals(
  db: Executor,
  filters: CouponFilters,
  today: string,
  since: string | undefined,
): Promise<{ total: number; active: number; redemptions: number }> {
  const redemptions = since
    ? sql`(select count(*) from ${couponRedemptions} r where r.coupon_id in (select ${coupons.id} from ${coupons} ${where(filters, today)}) and r.redeemed_at >= ${since}::timestamptz)`
    : sql`coalesce(sum(${coupons.usedCount}), 0)`;
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select count(*) as total,
        count(*) filter (where ${statusOf(today)} = 'Active') as active,
        ${redemptions} as redemptions
      from ${coupons} ${where(filters, today)}`),
  );
  return {
    total: Number(row?.total ?? 0),
    active: Number(row?.active ?? 0),
    redemptions: Number(row?.redemptions ?? 0),
  };
}

function where(filters: CouponFilters, today: string): SQL {
  const condition = whereOf(filters, today);
  return condition ? sql`where ${condition}` : sql``;
}

/** The course options of the coupon form: every course, in catalogue order. */
export function findCourseOptions(db: Executor) {
  return db
    .select({ id: courses.id, title: courses.title, category: courses.category })
    .from(courses)
    .orderBy(asc(courses.position), asc(courses.createdAt), asc(courses.id));
}

/** The coupon's trash entry with its course links, written before it is deleted (db/trash.ts). */
export function trashCoupon(tx: Executor, id: string, code: string): Promise<string> {
  return moveToTrash(tx, {
    area: 'coupons',
    recordId: id,
    label: code,
    parts: [
      { table: coupons, where: eq(coupons.id, id) },
      { table: couponCourses, where: eq(couponCourses.couponId, id) },
    ],
  });
}

// Coupon uses by orders, written for the payment events through ./facade.ts.

/** Whether the order has used a coupon. */
export async function hasRedemption(db: Executor, orderId: string): Promise<boolean> {
  const rows = await db
    .select({ id: couponRedemptions.id })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.orderId, orderId));
  return rows.length > 0;
}

/**
 * One use of the coupon, unless it has reached its limit: a single conditional update, so uses
 * at once can never take `usedCount` past `usageLimit`. Answers whether the use was taken.
 */
export async function takeCouponUse(db: Executor, couponId: string): Promise<boolean> {
  const rows = await db
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(coupons.id, couponId),
        sql`(${coupons.usageLimit} is null or ${coupons.usedCount} < ${coupons.usageLimit})`,
      ),
    )
    .returning({ id: coupons.id });
  return rows.length > 0;
}

export async function insertRedemption(db: Executor, values: CouponRedemption): Promise<void> {
  await db.insert(couponRedemptions).values(values);
}
