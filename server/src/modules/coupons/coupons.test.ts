import { couponMessages as M } from '@coursedesk/contract/coupons';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons } from '../../db/schema/index.ts';
import { buildCoupon, buildCourse, buildOrder } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { coursesFacade } from '../courses/facade.ts';
import { createCouponsService } from './service.ts';

const server = useTestApp();

beforeEach(async () => {
  await server.db.execute(sql`truncate coupons cascade`);
});

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function validInput(overrides: Record<string, unknown> = {}) {
  const course = await buildCourse(server.db);
  return {
    code: `save${Math.random().toString(36).slice(2, 8)}`,
    discountType: 'percentage',
    discountValue: 15,
    courseIds: [course.id],
    ...overrides,
  };
}

async function redeem(couponId: string) {
  const order = await buildOrder(server.db, { couponId, discountPence: 1_000 });
  await server.db.transaction(async (tx) => {
    await tx.insert(couponRedemptions).values({
      couponId,
      orderId: order.id,
      customerEmail: order.customerEmail,
      discountPence: 1_000,
    });
    await tx
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} + 1` })
      .where(eq(coupons.id, couponId));
  });
}

describe('creating a coupon', () => {
  it('stores it with the code upper-cased and answers 201 with the coupon shape', async () => {
    const input = await validInput({
      code: '  summer25 ',
      description: 'Summer sale',
      expiryDate: isoDay(10),
      usageLimit: 50,
      minPurchaseAmount: 100,
      maxDiscountAmount: 250.5,
    });
    const response = await server.api.post('/api/coupons/admin', input);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Coupon created successfully!');
    expect(body.data).toMatchObject({
      code: 'SUMMER25',
      discountType: 'percentage',
      discountValue: 15,
      courseIds: input.courseIds,
      isActive: true,
      expiryDate: isoDay(10),
      usageLimit: 50,
      minPurchaseAmount: 100,
      maxDiscountAmount: 250.5,
      description: 'Summer sale',
      usedCount: 0,
      remainingUses: 50,
      isExpired: false,
      isUsageLimitReached: false,
      status: 'Active',
    });
    const fetched = await server.api.get(`/api/coupons/admin/${body.data._id}`);
    expect(fetched.json().data).toEqual(body.data);
  });

  it('omits empty optional numbers: no limit, no minimum, no maximum, no expiry', async () => {
    const response = await server.api.post(
      '/api/coupons/admin',
      await validInput({ discountType: 'flat', discountValue: 300, usageLimit: null }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      discountValue: 300,
      usageLimit: null,
      remainingUses: null,
      minPurchaseAmount: null,
      maxDiscountAmount: null,
      expiryDate: null,
    });
  });

  it.each([
    [{ code: '' }, 'code', M.codeRequired],
    [{ code: '   ' }, 'code', M.codeRequired],
    [{ code: undefined }, 'code', M.codeRequired],
    [{ code: 'TWO WORDS' }, 'code', M.codeFormat],
    [{ code: 'X'.repeat(33) }, 'code', M.codeTooLong],
    [{ discountValue: 0 }, 'discountValue', M.valuePositive],
    [{ discountValue: -5 }, 'discountValue', M.valuePositive],
    [{ discountValue: '10' }, 'discountValue', M.valuePositive],
    [{ discountValue: 100.5 }, 'discountValue', M.percentageMax],
    [{ discountType: 'bogof' }, 'discountType', M.discountTypeInvalid],
    [{ courseIds: [] }, 'courseIds', M.courseRequired],
    [{ courseIds: undefined }, 'courseIds', M.courseRequired],
    [{ courseIds: ['not-a-uuid'] }, 'courseIds.0', M.courseUnknown],
    [{ usageLimit: 0 }, 'usageLimit', M.usageLimitMin],
    [{ usageLimit: 2.5 }, 'usageLimit', M.usageLimitMin],
    [{ minPurchaseAmount: -1 }, 'minPurchaseAmount', M.minPurchaseMin],
    [{ maxDiscountAmount: -0.01 }, 'maxDiscountAmount', M.maxDiscountMin],
    [{ expiryDate: '2026-02-30' }, 'expiryDate', M.expiryFormat],
    [{ expiryDate: 'tomorrow' }, 'expiryDate', M.expiryFormat],
    [{ description: 'x'.repeat(501) }, 'description', M.descriptionTooLong],
    [{ discountValue: 10.005 }, 'discountValue', M.valuePrecision],
    [{ minPurchaseAmount: 0.001 }, 'minPurchaseAmount', M.amountPrecision],
  ])('refuses %j with 400 naming %s', async (overrides, path, message) => {
    const response = await server.api.post('/api/coupons/admin', await validInput(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message });
    expect(response.json().issues[0]).toEqual({ path, message });
  });

  it('refuses a course chosen twice, and writes nothing', async () => {
    const input = await validInput();
    const [course] = input.courseIds as string[];
    const response = await server.api.post('/api/coupons/admin', {
      ...input,
      code: 'TWICE',
      courseIds: [course, course],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0]).toEqual({ path: 'courseIds', message: M.courseRepeated });
    const list = await server.api.get('/api/coupons/admin?search=TWICE');
    expect(list.json().coupons).toEqual([]);
  });

  it('takes 100% and a flat amount above 100', async () => {
    expect(
      (await server.api.post('/api/coupons/admin', await validInput({ discountValue: 100 })))
        .statusCode,
    ).toBe(201);
    expect(
      (
        await server.api.post(
          '/api/coupons/admin',
          await validInput({ discountType: 'flat', discountValue: 150 }),
        )
      ).statusCode,
    ).toBe(201);
  });

  it('refuses an expiry date before today but takes today', async () => {
    const past = await server.api.post(
      '/api/coupons/admin',
      await validInput({ expiryDate: isoDay(-1) }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      message: M.expiryPast,
      issues: [{ path: 'expiryDate', message: M.expiryPast }],
    });
    const today = await server.api.post(
      '/api/coupons/admin',
      await validInput({ expiryDate: isoDay(0) }),
    );
    expect(today.statusCode).toBe(201);
    expect(today.json().data.status).toBe('Active');
  });

  it('refuses a course that does not exist, writing nothing', async () => {
    const input = await validInput();
    const response = await server.api.post('/api/coupons/admin', {
      ...input,
      courseIds: [...input.courseIds, '00000000-0000-4000-8000-000000000000'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(M.courseUnknown);
    expect(await server.db.select().from(coupons)).toHaveLength(0);
  });

  it('refuses a duplicate code, whatever its case, with 409', async () => {
    expect(
      (await server.api.post('/api/coupons/admin', await validInput({ code: 'DUPE10' })))
        .statusCode,
    ).toBe(201);
    const again = await server.api.post('/api/coupons/admin', await validInput({ code: 'dupe10' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: M.duplicateCode });
  });
});

describe('updating a coupon', () => {
  it('replaces its fields and courses', async () => {
    const created = (await server.api.post('/api/coupons/admin', await validInput())).json().data;
    const other = await buildCourse(server.db);
    const response = await server.api.put(`/api/coupons/admin/${created._id}`, {
      code: 'renamed',
      discountType: 'flat',
      discountValue: 75,
      courseIds: [other.id],
      isActive: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Coupon updated successfully!');
    expect(response.json().data).toMatchObject({
      code: 'RENAMED',
      discountType: 'flat',
      discountValue: 75,
      courseIds: [other.id],
      isActive: false,
      status: 'Inactive',
    });
  });

  it('lets an expired coupon keep its date (to switch it off) but not move to another past day', async () => {
    const course = await buildCourse(server.db);
    const expired = await buildCoupon(server.db, { expiryDate: isoDay(-5), courses: [course] });
    const input = {
      code: expired.code,
      discountType: 'percentage',
      discountValue: 10,
      courseIds: [course.id],
    };
    const keep = await server.api.put(`/api/coupons/admin/${expired.id}`, {
      ...input,
      expiryDate: isoDay(-5),
      isActive: false,
    });
    expect(keep.statusCode).toBe(200);
    expect(keep.json().data).toMatchObject({
      isActive: false,
      isExpired: true,
      status: 'Inactive',
    });
    const move = await server.api.put(`/api/coupons/admin/${expired.id}`, {
      ...input,
      expiryDate: isoDay(-6),
    });
    expect(move.statusCode).toBe(400);
    expect(move.json().message).toBe(M.expiryPast);
  });

  it('refuses a usage limit below the uses already made', async () => {
    const course = await buildCourse(server.db);
    const coupon = await buildCoupon(server.db, { usageLimit: 5, courses: [course] });
    await redeem(coupon.id);
    await redeem(coupon.id);
    const response = await server.api.put(`/api/coupons/admin/${coupon.id}`, {
      code: coupon.code,
      discountType: 'percentage',
      discountValue: 10,
      courseIds: [course.id],
      usageLimit: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Usage limit cannot be lower than the 2 uses already made',
    );
  });

  it('answers 409 for another coupon’s code and 404 for an unknown id', async () => {
    await buildCoupon(server.db, { code: 'TAKEN' });
    const mine = await buildCoupon(server.db, { code: 'MINE' });
    const input = await validInput({ code: 'taken' });
    expect((await server.api.put(`/api/coupons/admin/${mine.id}`, input)).json()).toMatchObject({
      code: 'CONFLICT',
      message: M.duplicateCode,
    });
    const missing = await server.api.put(
      '/api/coupons/admin/00000000-0000-4000-8000-000000000000',
      await validInput(),
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.notFound);
    expect((await server.api.get('/api/coupons/admin/nope')).statusCode).toBe(404);
  });
});

describe('deleting a coupon', () => {
  it('deletes an unused coupon', async () => {
    const coupon = await buildCoupon(server.db);
    const response = await server.api.delete(`/api/coupons/admin/${coupon.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Coupon deleted successfully!');
    expect((await server.api.get(`/api/coupons/admin/${coupon.id}`)).statusCode).toBe(404);
  });

  it('refuses a used coupon with 409 and the used-coupon message, keeping it', async () => {
    const coupon = await buildCoupon(server.db);
    await redeem(coupon.id);
    const response = await server.api.delete(`/api/coupons/admin/${coupon.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'This coupon has been used and cannot be deleted. Consider deactivating it instead.',
    });
    expect((await server.api.get(`/api/coupons/admin/${coupon.id}`)).statusCode).toBe(200);
  });

  it('refuses a coupon whose used count says it was used', async () => {
    const coupon = await buildCoupon(server.db, { usedCount: 1 });
    expect((await server.api.delete(`/api/coupons/admin/${coupon.id}`)).statusCode).toBe(409);
  });

  it('answers 404 for an unknown coupon', async () => {
    const response = await server.api.delete(
      '/api/coupons/admin/00000000-0000-4000-8000-000000000000',
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('the display status', () => {
  async function seedStatuses() {
    const course = await buildCourse(server.db);
    await buildCoupon(server.db, { code: 'ACTIVE1', courses: [course] });
    await buildCoupon(server.db, { code: 'ACTIVE2', discountType: 'flat', usageLimit: 3 });
    await buildCoupon(server.db, { code: 'OFF', isActive: false, expiryDate: isoDay(-3) });
    await buildCoupon(server.db, {
      code: 'OLD',
      expiryDate: isoDay(-1),
      usageLimit: 1,
      usedCount: 1,
    });
    await buildCoupon(server.db, { code: 'FULL', usageLimit: 2, usedCount: 2 });
    await buildCoupon(server.db, { code: 'LASTDAY', expiryDate: isoDay(0) });
    return course;
  }

  it('is Inactive, then Expired, then Limit Reached, else Active', async () => {
    await seedStatuses();
    const body = (await server.api.get('/api/coupons/admin?limit=100')).json();
    const byCode = Object.fromEntries(
      body.coupons.map((c: { code: string; status: string }) => [c.code, c.status]),
    );
    expect(byCode).toEqual({
      ACTIVE1: 'Active',
      ACTIVE2: 'Active',
      OFF: 'Inactive',
      OLD: 'Expired',
      FULL: 'Limit Reached',
      LASTDAY: 'Active',
    });
    const full = body.coupons.find((c: { code: string }) => c.code === 'FULL');
    expect(full).toMatchObject({ isUsageLimitReached: true, remainingUses: 0, isExpired: false });
  });

  it('is what the filter and the analytics count', async () => {
    const course = await seedStatuses();
    const codes = async (query: string) =>
      (await server.api.get(`/api/coupons/admin?${query}`))
        .json()
        .coupons.map((c: { code: string }) => c.code)
        .sort();
    expect(await codes('isActive=true')).toEqual(['ACTIVE1', 'ACTIVE2', 'LASTDAY']);
    expect(await codes('isActive=false')).toEqual(['FULL', 'OFF', 'OLD']);
    // The screen's status filter matches the Status column: an expired coupon is not Inactive.
    expect(await codes('status=inactive')).toEqual(['OFF']);
    expect(await codes('status=expired')).toEqual(['OLD']);
    expect(await codes('status=limit_reached')).toEqual(['FULL']);
    expect(await codes('status=active')).toEqual(['ACTIVE1', 'ACTIVE2', 'LASTDAY']);
    expect(await codes('status=active&isActive=false')).toEqual([]);
    expect(await codes('discountType=flat')).toEqual(['ACTIVE2']);
    expect(await codes('isActive=true&discountType=percentage')).toEqual(['ACTIVE1', 'LASTDAY']);
    const analytics = await server.api.get('/api/coupons/admin/analytics');
    expect(analytics.statusCode).toBe(200);
    expect(analytics.json().data).toEqual({
      totalCoupons: 6,
      activeCoupons: 3,
      totalRedemptions: 3,
      usageRate: 50,
    });
    const forCourse = await server.api.get(`/api/coupons/admin/analytics?courseId=${course.id}`);
    expect(forCourse.json().data).toEqual({
      totalCoupons: 1,
      activeCoupons: 1,
      totalRedemptions: 0,
      usageRate: 0,
    });
  });

  it('moves with the clock: a coupon expires the day after its last day', async () => {
    const coupon = await buildCoupon(server.db, { expiryDate: '2026-06-30' });
    const at = (iso: string) =>
      createCouponsService(server.db, coursesFacade, { now: () => new Date(iso) });
    expect((await at('2026-06-30T23:59:59Z').get(coupon.id)).data.status).toBe('Active');
    expect((await at('2026-07-01T00:00:00Z').get(coupon.id)).data.status).toBe('Expired');
    expect(
      (
        await at('2026-07-01T00:00:00Z').list({
          page: 1,
          limit: 10,
          sortBy: 'createdAt',
          sortOrder: 'desc',
          search: undefined,
          isActive: 'false',
        })
      ).coupons,
    ).toHaveLength(1);
  });
});

describe('listing coupons', () => {
  it('pages newest first, 10 by default, with the total and page count', async () => {
    for (let i = 0; i < 23; i += 1) {
      await buildCoupon(server.db, {
        code: `PAGE${String(i).padStart(2, '0')}`,
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      });
    }
    const first = (await server.api.get('/api/coupons/admin')).json();
    expect(first.coupons).toHaveLength(10);
    expect(first.coupons[0].code).toBe('PAGE22');
    expect(first.pagination).toEqual({ page: 1, limit: 10, total: 23, totalPages: 3 });
    const last = (await server.api.get('/api/coupons/admin?page=3')).json();
    expect(last.coupons.map((c: { code: string }) => c.code)).toEqual([
      'PAGE02',
      'PAGE01',
      'PAGE00',
    ]);
    const past = (await server.api.get('/api/coupons/admin?page=9')).json();
    expect(past.coupons).toEqual([]);
    expect(past.pagination.total).toBe(23);
  });

  it('shows a use or a course change made elsewhere on the very next request', async () => {
    const course = await buildCourse(server.db);
    const coupon = await buildCoupon(server.db, {
      code: 'FRESH1',
      usageLimit: 1,
      courses: [course],
    });
    const statusOf = async () =>
      (await server.api.get('/api/coupons/admin?search=FRESH1')).json().coupons[0] as {
        status: string;
        courseIds: unknown[];
      };
    expect((await statusOf()).status).toBe('Active');
    // Written straight to the database, as another instance would.
    await server.db.execute(sql`update coupons set used_count = 1 where id = ${coupon.id}`);
    expect((await statusOf()).status).toBe('Limit Reached');
    await server.db.execute(sql`delete from coupon_courses where coupon_id = ${coupon.id}`);
    expect((await statusOf()).courseIds).toEqual([]);
  });

  it('searches code and description, case-insensitively, with LIKE characters taken literally', async () => {
    await buildCoupon(server.db, { code: 'SPRING25', description: 'Spring sale' });
    await buildCoupon(server.db, { code: 'AUTUMN', description: '100% off_everything' });
    await buildCoupon(server.db, { code: 'WINTER', description: 'Cold' });
    const codes = async (search: string) =>
      (await server.api.get(`/api/coupons/admin?search=${encodeURIComponent(search)}`))
        .json()
        .coupons.map((c: { code: string }) => c.code);
    expect(await codes('spring')).toEqual(['SPRING25']);
    expect(await codes('SALE')).toEqual(['SPRING25']);
    expect(await codes('%')).toEqual(['AUTUMN']);
    expect(await codes('f_e')).toEqual(['AUTUMN']);
    expect(await codes('nothing')).toEqual([]);
  });

  it.each([
    ['page=0', 'page must be a whole number of at least 1'],
    ['page=abc', 'page must be a whole number of at least 1'],
    ['limit=101', 'limit must be at most 100'],
    ['limit=0', 'limit must be a whole number of at least 1'],
    ['isActive=yes', 'isActive must be one of: true, false'],
    ['status=gone', 'status must be one of: active, inactive, expired, limit_reached'],
    ['discountType=free', 'discountType must be one of: percentage, flat'],
    ['sortBy=usedCount', 'sortBy must be one of: createdAt, code'],
    ['startDate=2026-03-01&endDate=2026-02-01', 'endDate must not be before startDate'],
  ])('answers ?%s with 400 naming the field', async (query, message) => {
    const response = await server.api.get(`/api/coupons/admin?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect(response.body).not.toMatch(/select|coupons"/i);
  });

  it('refuses an unknown parameter rather than ignoring it', async () => {
    const response = await server.api.get('/api/coupons/admin?state=active');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });

  it('sorts by code and filters by creation date', async () => {
    await buildCoupon(server.db, { code: 'BETA', createdAt: new Date('2026-02-10T10:00:00Z') });
    await buildCoupon(server.db, { code: 'ALPHA', createdAt: new Date('2026-02-11T10:00:00Z') });
    await buildCoupon(server.db, { code: 'GAMMA', createdAt: new Date('2026-03-01T10:00:00Z') });
    const codes = async (query: string) =>
      (await server.api.get(`/api/coupons/admin?${query}`))
        .json()
        .coupons.map((c: { code: string }) => c.code);
    expect(await codes('sortBy=code&sortOrder=asc')).toEqual(['ALPHA', 'BETA', 'GAMMA']);
    expect(await codes('startDate=2026-02-10&endDate=2026-02-11&sortBy=code')).toEqual([
      'BETA',
      'ALPHA',
    ]);
  });
});

describe('coupon analytics and course options', () => {
  it('counts redemptions of the last days when asked', async () => {
    const coupon = await buildCoupon(server.db);
    await redeem(coupon.id);
    await redeem(coupon.id);
    await server.db
      .update(couponRedemptions)
      .set({ redeemedAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(
        eq(
          couponRedemptions.id,
          sql`(select id from coupon_redemptions order by redeemed_at limit 1)`,
        ),
      );
    expect(
      (await server.api.get('/api/coupons/admin/analytics?days=30')).json().data,
    ).toMatchObject({
      totalCoupons: 1,
      totalRedemptions: 1,
      usageRate: 100,
    });
    expect(
      (await server.api.get('/api/coupons/admin/analytics')).json().data.totalRedemptions,
    ).toBe(2);
    expect((await server.api.get('/api/coupons/admin/analytics?days=0')).statusCode).toBe(400);
    expect((await server.api.get('/api/coupons/admin/analytics?courseId=x')).statusCode).toBe(400);
  });

  it('lists every course as id, title and category', async () => {
    const course = await buildCourse(server.db, { title: 'Options Course', category: 'Data' });
    const response = await server.api.get('/api/coupons/admin/courses');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toContainEqual({
      id: course.id,
      title: 'Options Course',
      category: 'Data',
    });
  });
});

describe('authorization', () => {
  it.each([
    ['GET', '/api/coupons/admin'],
    ['GET', '/api/coupons/admin/analytics'],
    ['GET', '/api/coupons/admin/courses'],
    ['POST', '/api/coupons/admin'],
    ['DELETE', '/api/coupons/admin/00000000-0000-4000-8000-000000000000'],
  ] as const)('%s %s needs an admin session', async (method, url) => {
    expect((await server.app.inject({ method, url })).statusCode).toBe(401);
  });
});
