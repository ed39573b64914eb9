import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCourse } from '../test/factories.ts';
import { useTestDatabase } from '../test/harness.ts';
import { type Database, rowsOf } from './client.ts';
import { migrate } from './migrate.ts';
import {
  companyInfo,
  couponCourses,
  couponRedemptions,
  coupons,
  courseDetails,
  coursePricing,
  courses,
  customers,
  paymentOrders,
  revenueDaily,
  testimonials,
  trustpilotReviews,
} from './schema/index.ts';

const database = useTestDatabase();
let db: Database;
beforeAll(() => {
  db = database.db;
});

/** The name of the constraint a failed statement broke (drizzle wraps the driver's error). */
async function violatedConstraint(statement: PromiseLike<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    let current: unknown = error;
    while (current instanceof Error) {
      const constraint = (current as { constraint?: unknown }).constraint;
      if (typeof constraint === 'string') return constraint;
      current = current.cause;
    }
    throw error;
  }
  throw new Error('the statement succeeded');
}

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

const percentCoupon = (code: string, discountPercent: number) =>
  db.insert(coupons).values({ code, discountType: 'percentage', discountPercent }).returning();

describe('migrate', () => {
  it('creates every table of the data model and is a no-op when run again', async () => {
    await migrate(db);
    const result = await db.execute(
      sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    );
    const tables = rowsOf<{ table_name: string }>(result).map((row) => row.table_name);
    expect(tables.sort()).toEqual(
      [
        'account_notices',
        'activity',
        'advantage_stats',
        'blog_posts',
        'collection_versions',
        'company_info',
        'company_logos',
        'contact_data',
        'core_values',
        'coupon_courses',
        'coupon_redemptions',
        'coupons',
        'course_details',
        'course_icons',
        'course_pricing',
        'courses',
        'customer_counts_daily',
        'customers',
        'faqs',
        'go_live_announcements',
        'highlighted_countries',
        'inquiries',
        'inquiry_counts_daily',
        'login_throttle',
        'mail_preferences',
        'marketing_stats',
        'media_blobs',
        'media_variants',
        'mentor_features',
        'mentors',
        'milestones',
        'outbox_attempts',
        'outbox_messages',
        'payment_events',
        'payment_orders',
        'payment_transactions',
        'record_versions',
        'recovery_codes',
        'revenue_daily',
        'schema_migrations',
        'sessions',
        'sign_in_challenges',
        'site_keys',
        'success_stats',
        'team_members',
        'testimonials',
        'trash_entries',
        'trustpilot_reviews',
        'upcoming_skills',
        'users',
        'webhook_endpoints',
      ].sort(),
    );
  });
});

describe('courses', () => {
  it('rejects an accent outside green, orange and red, and a blank title', async () => {
    expect(
      await violatedConstraint(
        db.insert(courses).values({
          slug: 'blue-course',
          category: 'Data',
          badge: 'New',
          title: 'Blue',
          description: 'A course.',
          duration: '1 week',
          extra: '-',
          accent: 'edtech-blue' as 'edtech-green',
        }),
      ),
    ).toBe('courses_accent_check');
    expect(await violatedConstraint(buildCourse(db, { title: '   ' }))).toBe('courses_title_check');
  });

  it('deleting a course removes its details, pricing and coupon links but keeps customers', async () => {
    const course = await buildCourse(db);
    await db.insert(courseDetails).values({
      courseId: course.id,
      overview: 'Overview',
      prerequisites: 'None',
    });
    await db.insert(coursePricing).values({
      courseId: course.id,
      name: 'Plan',
      category: 'Data',
      originalPricePence: 299_900,
      currentPricePence: 149_900,
      discount: '50% OFF',
      duration: '12 weeks',
      extra: '-',
      description: 'Everything',
      badge: 'Best',
      cta: 'Enrol',
      features: ['Mentoring'],
    });
    const [coupon] = await percentCoupon(`CASCADE${next()}`, 10);
    if (!coupon) throw new Error('no coupon');
    await db.insert(couponCourses).values({ couponId: coupon.id, courseId: course.id });
    const [customer] = await db
      .insert(customers)
      .values({
        name: 'Ada',
        email: 'ada@example.com',
        courseId: course.id,
        courseName: course.title,
        courseCategory: course.category,
      })
      .returning();
    if (!customer) throw new Error('no customer');

    await db.delete(courses).where(eq(courses.id, course.id));

    expect(
      await db.select().from(courseDetails).where(eq(courseDetails.courseId, course.id)),
    ).toEqual([]);
    expect(
      await db.select().from(coursePricing).where(eq(coursePricing.courseId, course.id)),
    ).toEqual([]);
    expect(
      await db.select().from(couponCourses).where(eq(couponCourses.couponId, coupon.id)),
    ).toEqual([]);
    const [kept] = await db.select().from(customers).where(eq(customers.id, customer.id));
    expect(kept).toMatchObject({
      courseId: null,
      courseName: course.title,
      courseCategory: course.category,
    });
  });

  it('gives new details the documented defaults', async () => {
    const course = await buildCourse(db);
    const [details] = await db
      .insert(courseDetails)
      .values({ courseId: course.id, overview: 'O', prerequisites: 'P' })
      .returning();
    expect(details?.courseInfo).toEqual({
      startDate: 'TBD',
      format: 'Online',
      support: '24/7',
      studentsEnrolled: '0',
    });
    expect(details?.curriculum).toEqual([]);
    expect(
      await violatedConstraint(
        db.insert(courseDetails).values({ courseId: course.id, overview: 'O', prerequisites: 'P' }),
      ),
    ).toBe('course_details_course_id_unique');
  });
});

describe('coupons', () => {
  it('rejects a code that is not upper case', async () => {
    expect(await violatedConstraint(percentCoupon('summer10', 10))).toBe('coupons_code_check');
  });

  it('rejects a percentage above 100 or a value of 0, and accepts 100', async () => {
    expect(await violatedConstraint(percentCoupon('TOOMUCH', 100.5))).toBe(
      'coupons_discount_value_check',
    );
    expect(await violatedConstraint(percentCoupon('NOTHING', 0))).toBe(
      'coupons_discount_value_check',
    );
    const [free] = await percentCoupon('FREE100', 100);
    expect(free?.discountPercent).toBe(100);
  });

  it('holds a flat discount in pence and only there', async () => {
    expect(
      await violatedConstraint(
        db.insert(coupons).values({ code: 'FLATPCT', discountType: 'flat', discountPercent: 10 }),
      ),
    ).toBe('coupons_discount_value_check');
    const [flat] = await db
      .insert(coupons)
      .values({ code: 'FLAT50', discountType: 'flat', discountPence: 5_000 })
      .returning();
    expect(flat).toMatchObject({ discountPence: 5_000, discountPercent: null, usedCount: 0 });
  });

  it('never lets usedCount pass usageLimit', async () => {
    const [coupon] = await db
      .insert(coupons)
      .values({ code: 'ONCE', discountType: 'flat', discountPence: 100, usageLimit: 1 })
      .returning();
    if (!coupon) throw new Error('no coupon');
    await db.update(coupons).set({ usedCount: 1 }).where(eq(coupons.id, coupon.id));
    expect(
      await violatedConstraint(
        db.update(coupons).set({ usedCount: 2 }).where(eq(coupons.id, coupon.id)),
      ),
    ).toBe('coupons_used_count_check');
  });

  it('refuses to delete a redeemed coupon and deletes an unused one', async () => {
    const course = await buildCourse(db);
    const [used] = await percentCoupon('USED20', 20);
    const [unused] = await percentCoupon('UNUSED20', 20);
    if (!used || !unused) throw new Error('no coupon');
    const [order] = await db
      .insert(paymentOrders)
      .values({
        reference: `ORD-${next()}`,
        customerName: 'Ada',
        customerEmail: 'ada@example.com',
        courseId: course.id,
        courseName: course.title,
        couponId: used.id,
        subtotalPence: 100_000,
        discountPence: 20_000,
        totalPence: 80_000,
      })
      .returning();
    if (!order) throw new Error('no order');
    await db.insert(couponRedemptions).values({
      couponId: used.id,
      orderId: order.id,
      customerEmail: 'ada@example.com',
      discountPence: 20_000,
    });

    expect(await violatedConstraint(db.delete(coupons).where(eq(coupons.id, used.id)))).toBe(
      'coupon_redemptions_coupon_id_coupons_id_fk',
    );
    await db.delete(coupons).where(eq(coupons.id, unused.id));
    expect(await db.select().from(coupons).where(eq(coupons.id, unused.id))).toEqual([]);
  });
});

describe('ratings', () => {
  it('keeps testimonial ratings within 1 to 5', async () => {
    const testimonial = (rating: number) =>
      db.insert(testimonials).values({
        key: `t-${next()}`,
        name: 'Sam',
        role: 'Analyst',
        rating,
        review: 'Great',
        category: '📊 Data',
        accent: 'green',
      });
    expect(await violatedConstraint(testimonial(6))).toBe('testimonials_rating_check');
    expect(await violatedConstraint(testimonial(0))).toBe('testimonials_rating_check');
    await testimonial(5);
  });

  it('keeps review ratings on half steps from 0.5 to 5', async () => {
    const review = (rating: number) =>
      db
        .insert(trustpilotReviews)
        .values({
          key: `r-${next()}`,
          name: 'Kim',
          location: 'GB',
          rating,
          title: 'Good',
          review: 'Good course',
          reviewDate: 'January 5, 2025',
        })
        .returning();
    expect(await violatedConstraint(review(4.3))).toBe('trustpilot_reviews_rating_check');
    expect(await violatedConstraint(review(0))).toBe('trustpilot_reviews_rating_check');
    const [row] = await review(4.5);
    expect(row).toMatchObject({ rating: 4.5, reviewCount: 1, verified: true });
  });
});

describe('single records and rollups', () => {
  it('holds at most one company info row', async () => {
    await db.insert(companyInfo).values({ supportEmail: 'help@example.com' });
    expect(await violatedConstraint(db.insert(companyInfo).values({}))).toBe(
      'company_info_singleton_unique',
    );
  });

  it('adds payments without a course into one revenue row per day', async () => {
    const add = (revenuePence: number) =>
      db
        .insert(revenueDaily)
        .values({ day: '2025-03-01', transactions: 1, revenuePence })
        .onConflictDoUpdate({
          target: [revenueDaily.day, revenueDaily.courseId, revenueDaily.currency],
          set: {
            transactions: sql`${revenueDaily.transactions} + excluded.transactions`,
            revenuePence: sql`${revenueDaily.revenuePence} + excluded.revenue_pence`,
          },
        });
    await add(1_000);
    await add(2_500);
    const rows = await db.select().from(revenueDaily).where(eq(revenueDaily.day, '2025-03-01'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ courseId: null, transactions: 2, revenuePence: 3_500 });
  });

  it('rejects a customer status outside the list', async () => {
    expect(
      await violatedConstraint(
        db
          .insert(customers)
          .values({ name: 'X', email: 'x@example.com', paymentStatus: 'lost' as 'paid' }),
      ),
    ).toBe('customers_payment_status_check');
  });
});
