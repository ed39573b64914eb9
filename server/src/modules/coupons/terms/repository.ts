// A coupon's terms as the rules that apply it read them (`couponVerdict` in the contract): the
// checkout's coupon check and the payment events read them alike.
import type { CouponTerms } from '@coursedesk/contract/coupons';
import { sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/client.ts';
import { couponCourses, coupons } from '../../../db/schema/index.ts';

/** A coupon's terms by its code, with its id and courses. */
export async function findCouponTerms(
  db: Executor,
  code: string,
): Promise<(CouponTerms & { id: string }) | undefined> {
  const [row] = rowsOf<{
    id: string;
    discount_type: 'percentage' | 'flat';
    discount_percent: string | number | null;
    discount_pence: string | number | null;
    is_active: boolean;
    expiry_date: string | null;
    usage_limit: number | null;
    used_count: number;
    min_purchase_pence: string | number | null;
    max_discount_pence: string | number | null;
    course_ids: string[] | string | null;
  }>(
    await db.execute(sql`
      select c.id, c.discount_type, c.discount_percent, c.discount_pence, c.is_active,
        to_char(c.expiry_date, 'YYYY-MM-DD') as expiry_date, c.usage_limit, c.used_count,
        c.min_purchase_pence, c.max_discount_pence,
        coalesce((select json_agg(cc.course_id) from ${couponCourses} cc
          where cc.coupon_id = c.id), '[]'::json) as course_ids
      from ${coupons} c where c.code = ${code}`),
  );
  if (!row) return undefined;
  const money = (value: string | number | null) => (value === null ? null : Number(value));
  const courseIds =
    typeof row.course_ids === 'string'
      ? (JSON.parse(row.course_ids) as string[])
      : (row.course_ids ?? []);
  return {
    id: row.id,
    discountType: row.discount_type,
    discountPercent: money(row.discount_percent),
    discountPence: money(row.discount_pence),
    isActive: row.is_active,
    expiryDate: row.expiry_date,
    usageLimit: row.usage_limit === null ? null : Number(row.usage_limit),
    usedCount: Number(row.used_count),
    minPurchasePence: money(row.min_purchase_pence),
    maxDiscountPence: money(row.max_discount_pence),
    courseIds,
  };
}
