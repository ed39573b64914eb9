// Test factories: one row of each entity with sensible defaults, any column overridable. Rows a
// row depends on (the course of a pricing plan, the order of a transaction…) are built when not
// given. Names and keys carry a sequence number and a random suffix, so they never collide
// within a database, whatever order the tests run in.
import { randomBytes } from 'node:crypto';
import type { Database } from '../db/client.ts';
import * as tables from '../db/schema/index.ts';

export { buildUser } from './harness.ts';

let sequence = 0;
/** A fresh suffix: sequence number plus random hex, e.g. `7-a1b2c3`. */
function unique(): string {
  sequence += 1;
  return `${sequence}-${randomBytes(3).toString('hex')}`;
}

async function one<Row>(rows: Promise<Row[]>): Promise<Row> {
  const [row] = await rows;
  if (!row) throw new Error('no row inserted');
  return row;
}

type Course = typeof tables.courses.$inferSelect;
type Customer = typeof tables.customers.$inferSelect;
type Order = typeof tables.paymentOrders.$inferSelect;

export async function buildCourse(
  db: Database,
  overrides: Partial<typeof tables.courses.$inferInsert> = {},
): Promise<Course> {
  const key = unique();
  return one(
    db
      .insert(tables.courses)
      .values({
        slug: `course-${key}`,
        category: 'Development',
        badge: 'Bestseller',
        title: `Course ${key}`,
        description: 'Learn by building real projects.',
        duration: '12 weeks',
        extra: 'Live online',
        // A course built for a test is on the site unless the test says otherwise.
        publishStatus: 'published',
        ...overrides,
      })
      .returning(),
  );
}

/** The course's landing-page details; builds a course unless `courseId` is given. */
export async function buildCourseDetails(
  db: Database,
  overrides: Partial<typeof tables.courseDetails.$inferInsert> = {},
) {
  const courseId = overrides.courseId ?? (await buildCourse(db)).id;
  return one(
    db
      .insert(tables.courseDetails)
      .values({
        overview: 'A practical course.',
        prerequisites: 'None',
        ...overrides,
        courseId,
      })
      .returning(),
  );
}

/** The course's price plan (£1,200, or 6 × £220); builds a course unless `courseId` is given. */
export async function buildCoursePricing(
  db: Database,
  overrides: Partial<typeof tables.coursePricing.$inferInsert> = {},
) {
  const course = overrides.courseId ? undefined : await buildCourse(db);
  return one(
    db
      .insert(tables.coursePricing)
      .values({
        name: course?.title ?? 'Plan',
        category: course?.category ?? 'Development',
        originalPricePence: 150_000,
        currentPricePence: 120_000,
        installmentPricePence: 22_000,
        installmentMonths: 6,
        discount: '20% OFF',
        duration: '12 weeks',
        extra: 'Live online',
        description: 'Everything in the course.',
        badge: 'Bestseller',
        cta: 'Enrol now',
        ...overrides,
        courseId: overrides.courseId ?? course?.id ?? '',
      })
      .returning(),
  );
}

/** A customer; with `course`, linked to it and carrying its name and category. */
export async function buildCustomer(
  db: Database,
  overrides: Partial<typeof tables.customers.$inferInsert> & { course?: Course } = {},
): Promise<Customer> {
  const { course, ...columns } = overrides;
  const key = unique();
  return one(
    db
      .insert(tables.customers)
      .values({
        name: `Customer ${key}`,
        email: `customer-${key}@example.com`,
        courseId: course?.id,
        courseName: course?.title,
        courseCategory: course?.category,
        amountPence: 120_000,
        ...columns,
      })
      .returning(),
  );
}

export async function buildInquiry(
  db: Database,
  overrides: Partial<typeof tables.inquiries.$inferInsert> = {},
) {
  const key = unique();
  return one(
    db
      .insert(tables.inquiries)
      .values({
        name: `Lead ${key}`,
        email: `lead-${key}@example.com`,
        subject: 'Course question',
        message: 'When does the next cohort start?',
        // Sent once, when it was made.
        lastSentAt: overrides.createdAt,
        ...overrides,
      })
      .returning(),
  );
}

/**
 * A payment order of `totalPence` (default £1,200, no discount); builds the customer and the
 * course unless given, and copies their names as checkout does.
 */
export async function buildOrder(
  db: Database,
  overrides: Partial<typeof tables.paymentOrders.$inferInsert> & {
    customer?: Customer;
    course?: Course;
  } = {},
): Promise<Order> {
  const { customer: givenCustomer, course: givenCourse, ...columns } = overrides;
  const course = givenCourse ?? (await buildCourse(db));
  const customer = givenCustomer ?? (await buildCustomer(db, { course }));
  const discountPence = columns.discountPence ?? 0;
  const subtotalPence = columns.subtotalPence ?? (columns.totalPence ?? 120_000) + discountPence;
  return one(
    db
      .insert(tables.paymentOrders)
      .values({
        reference: `ORD-${unique()}`,
        customerId: customer.id,
        customerName: customer.name,
        customerEmail: customer.email,
        courseId: course.id,
        courseName: course.title,
        ...columns,
        subtotalPence,
        discountPence,
        totalPence: subtotalPence - discountPence,
      })
      .returning(),
  );
}

/**
 * A payment transaction (default: a successful card payment of the order's total, now); builds
 * an order unless given, and copies its customer and course as the ledger does.
 */
export async function buildTransaction(
  db: Database,
  overrides: Partial<typeof tables.paymentTransactions.$inferInsert> & { order?: Order } = {},
) {
  const { order: givenOrder, ...columns } = overrides;
  const order = givenOrder ?? (await buildOrder(db));
  return one(
    db
      .insert(tables.paymentTransactions)
      .values({
        reference: `TXN-${unique()}`,
        orderId: order.id,
        courseId: order.courseId,
        customerName: order.customerName,
        customerEmail: order.customerEmail,
        courseName: order.courseName,
        amountPence: order.totalPence,
        currency: order.currency,
        method: 'card',
        status: 'success',
        ...columns,
      })
      .returning(),
  );
}

/**
 * A coupon (default: 10 % off, active, no limits); `courses` are the courses it applies to.
 * A flat coupon needs `discountType: 'flat'` and `discountPence`.
 */
export async function buildCoupon(
  db: Database,
  overrides: Partial<typeof tables.coupons.$inferInsert> & { courses?: Course[] } = {},
) {
  const { courses: applies = [], ...columns } = overrides;
  const flat = columns.discountType === 'flat';
  const coupon = await one(
    db
      .insert(tables.coupons)
      .values({
        code: `SAVE${unique().replace('-', '').toUpperCase()}`,
        discountType: 'percentage',
        discountPercent: flat ? null : 10,
        discountPence: flat ? 5_000 : null,
        description: 'Test coupon',
        ...columns,
      })
      .returning(),
  );
  if (applies.length > 0) {
    await db
      .insert(tables.couponCourses)
      .values(applies.map((course) => ({ couponId: coupon.id, courseId: course.id })));
  }
  return coupon;
}

export async function buildBlogPost(
  db: Database,
  overrides: Partial<typeof tables.blogPosts.$inferInsert> = {},
) {
  const key = unique();
  return one(
    db
      .insert(tables.blogPosts)
      .values({
        title: `Post ${key}`,
        slug: `post-${key}`,
        excerpt: 'What we learned.',
        content: '# Hello\n\nA post.',
        authorName: 'Ada Lovelace',
        authorRole: 'Mentor',
        category: 'News',
        publishStatus: 'published',
        ...overrides,
      })
      .returning(),
  );
}
