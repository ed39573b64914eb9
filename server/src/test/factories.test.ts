import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/client.ts';
import { couponCourses } from '../db/schema/index.ts';
import {
  buildBlogPost,
  buildCoupon,
  buildCourse,
  buildCourseDetails,
  buildCoursePricing,
  buildCustomer,
  buildInquiry,
  buildOrder,
  buildTransaction,
  buildUser,
} from './factories.ts';
import { authed, signedInAdmin, useTestContext } from './harness.ts';

const ctx = useTestContext();

describe('factories', () => {
  it('build rows that pass every database check, twice without collisions', async () => {
    for (let i = 0; i < 2; i += 1) {
      await buildUser(ctx.db);
      await buildCourseDetails(ctx.db);
      await buildCoursePricing(ctx.db);
      await buildInquiry(ctx.db);
      await buildTransaction(ctx.db);
      await buildCoupon(ctx.db);
      await buildCoupon(ctx.db, { discountType: 'flat' });
      await buildBlogPost(ctx.db);
    }
  });

  it('link the rows they build and copy names as the app does', async () => {
    const course = await buildCourse(ctx.db, { title: 'Data Science', category: 'Data' });
    const customer = await buildCustomer(ctx.db, { course, paymentStatus: 'paid' });
    expect(customer).toMatchObject({
      courseId: course.id,
      courseName: 'Data Science',
      courseCategory: 'Data',
      paymentStatus: 'paid',
    });
    const order = await buildOrder(ctx.db, { customer, course, discountPence: 20_000 });
    expect(order).toMatchObject({
      customerId: customer.id,
      customerEmail: customer.email,
      courseName: 'Data Science',
      subtotalPence: 140_000,
      totalPence: 120_000,
    });
    const payment = await buildTransaction(ctx.db, { order, status: 'failed' });
    expect(payment).toMatchObject({
      orderId: order.id,
      courseId: course.id,
      amountPence: 120_000,
      status: 'failed',
    });
    const coupon = await buildCoupon(ctx.db, { courses: [course], usageLimit: 3 });
    const links = await ctx.db
      .select()
      .from(couponCourses)
      .where(eq(couponCourses.couponId, coupon.id));
    expect(links.map((link) => link.courseId)).toEqual([course.id]);
  });

  it('feed the rollups like any other write', async () => {
    const before = rowsOf<{ n: string }>(
      await ctx.db.execute(sql`select coalesce(sum(transactions), 0) as n from revenue_daily`),
    )[0];
    await buildTransaction(ctx.db);
    const after = rowsOf<{ n: string }>(
      await ctx.db.execute(sql`select coalesce(sum(transactions), 0) as n from revenue_daily`),
    )[0];
    expect(Number(after?.n)).toBe(Number(before?.n) + 1);
  });
});

describe('authed', () => {
  it('sends the session token with every method and keeps other headers', async () => {
    const admin = await signedInAdmin(ctx);
    const api = authed(ctx, admin);
    expect((await api.get('/api/auth/profile')).json().data.email).toBe(admin.user.email);
    const created = await api.post('/api/admin/faqs', {
      id: 901,
      question: 'Does it work?',
      answer: 'Yes.',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data._id;
    expect(
      (await api.put(`/api/admin/faqs/${id}`, { id: 901, question: 'Still?', answer: 'Yes.' }))
        .statusCode,
    ).toBe(200);
    expect((await api.delete(`/api/admin/faqs/${id}`)).statusCode).toBe(200);
    // A header given to inject is kept: a text body is refused as the wrong media type.
    const asText = await api.inject({
      method: 'POST',
      url: '/api/admin/faqs',
      headers: { 'content-type': 'text/plain' },
      payload: 'id=902',
    });
    expect(asText.statusCode).toBe(415);
    expect((await authed(ctx, 'not-a-token').get('/api/auth/profile')).statusCode).toBe(401);
  });
});
