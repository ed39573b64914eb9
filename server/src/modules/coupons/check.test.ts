// The checkout's coupon check (docs/website-forms.md): POST /api/public/coupons/check.
import { COUPON_CHECK_MIN_MS, couponRefusalMessages } from '@coursedesk/contract/coupons';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginThrottle } from '../../db/schema/index.ts';
import { buildCoupon, buildCourse, buildCoursePricing } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { coursesFacade } from '../courses/facade.ts';
import { createCouponsService } from './service.ts';

// A budget no test here reaches: check-budget.test.ts tests what happens past it.
const server = useTestApp({
  formBudgets: { couponChecks: { perMinute: 100_000, perHour: 100_000 } },
});

let addressCount = 0;
function freshAddress(): string {
  addressCount += 1;
  return `203.0.113.${addressCount}`;
}

function check(
  code: string,
  course: string,
  remoteAddress = freshAddress(),
): Promise<LightMyRequestResponse> {
  return server.app.inject({
    method: 'POST',
    url: '/api/public/coupons/check',
    payload: { code, course },
    remoteAddress,
  });
}

/** The price fields of an answer about a code that does not apply to `course`. */
const prices = (course: string) =>
  course === 'web-dev'
    ? { originalPrice: 1500, finalPrice: 1500 }
    : { originalPrice: 900, finalPrice: 900 };

const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
let courseId = '';
let webDev: Awaited<ReturnType<typeof buildCourse>>;

beforeAll(async () => {
  await server.db.delete(loginThrottle);
  const course = await buildCourse(server.db, { slug: 'web-dev', title: 'Web Development' });
  courseId = course.id;
  webDev = course;
  await buildCoursePricing(server.db, { courseId: course.id, currentPricePence: 150_000 });
  const other = await buildCourse(server.db, { slug: 'data', title: 'Data' });
  await buildCoursePricing(server.db, { courseId: other.id, currentPricePence: 90_000 });
  await buildCoupon(server.db, { code: 'GOOD20', discountPercent: 20, courses: [course] });
  await buildCoupon(server.db, { code: 'OFF', isActive: false, courses: [course] });
  await buildCoupon(server.db, { code: 'OLD', expiryDate: yesterday, courses: [course] });
  await buildCoupon(server.db, { code: 'FULL', usageLimit: 1, usedCount: 1, courses: [course] });
  await buildCoupon(server.db, { code: 'OTHER', courses: [other] });
  await buildCoupon(server.db, { code: 'MIN', minPurchasePence: 200_000, courses: [course] });
  await buildCoupon(server.db, {
    code: 'CAPPED',
    discountPercent: 50,
    maxDiscountPence: 10_000,
    courses: [course],
  });
  await buildCoupon(server.db, {
    code: 'FLAT50',
    discountType: 'flat',
    discountPence: 5_000,
    courses: [course],
  });
});

describe('POST /api/public/coupons/check', () => {
  it('answers the price after a code that applies, without a token', async () => {
    const response = await check('good20', 'web-dev');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        valid: true,
        code: 'GOOD20',
        reason: null,
        message: 'Coupon applied',
        originalPrice: 1500,
        discount: 300,
        finalPrice: 1200,
      },
    });
    // By the course's id too; a cap and a flat amount follow the same rules.
    expect((await check('CAPPED', courseId)).json().data).toMatchObject({
      discount: 100,
      finalPrice: 1400,
    });
    expect((await check('FLAT50', 'web-dev')).json().data.finalPrice).toBe(1450);
  });

  it.each([
    ['FULL', 'web-dev', 'used_up'],
    ['OTHER', 'web-dev', 'not_for_course'],
    ['GOOD20', 'no-such-course', 'not_for_course'],
    ['MIN', 'web-dev', 'below_minimum'],
  ] as const)('says why %s does not apply to %s: %s', async (code, course, reason) => {
    const response = await check(code, course);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      valid: false,
      reason,
      message: couponRefusalMessages[reason],
      discount: 0,
    });
  });

  it('answers one reason for a code that is unknown, switched off or expired', async () => {
    const answers = await Promise.all(
      ['NOSUCH', 'OFF', 'OLD'].map(async (code) => (await check(code, 'web-dev')).json().data),
    );
    for (const [index, code] of ['NOSUCH', 'OFF', 'OLD'].entries()) {
      expect(answers[index]).toEqual({
        valid: false,
        code,
        reason: 'invalid',
        message: 'This coupon code is not valid',
        originalPrice: 1500,
        discount: 0,
        finalPrice: 1500,
      });
    }
  });

  it('answers a code that failed 10 times in 30 minutes as not valid, without trying it', async () => {
    await buildCoupon(server.db, { code: 'PROBE', courses: [webDev] });
    // Tried against courses it is not for, from ever new addresses.
    for (let n = 0; n < 10; n += 1) {
      expect((await check('PROBE', 'data')).json().data.reason).toBe('not_for_course');
    }
    const unknown = (await check('NEVERMADE', 'web-dev')).json().data;
    for (const course of ['web-dev', 'data']) {
      const locked = (await check('probe', course)).json().data;
      expect(locked).toEqual({ ...unknown, code: 'PROBE', ...prices(course) });
    }
    // Half an hour on, the code is tried again.
    await server.db.execute(sql`update login_throttle
      set window_started_at = now() - interval '31 minutes', locked_until = now() - interval '1 second'
      where key = 'coupon-code:PROBE'`);
    expect((await check('PROBE', 'web-dev')).json().data.valid).toBe(true);
  });

  it('does not count a check that applies against its code', async () => {
    await buildCoupon(server.db, { code: 'POPULAR', courses: [webDev] });
    for (let n = 0; n < 15; n += 1) {
      expect((await check('POPULAR', 'web-dev')).json().data.valid).toBe(true);
    }
    for (let n = 0; n < 9; n += 1) await check('POPULAR', 'data');
    expect((await check('POPULAR', 'web-dev')).json().data.valid).toBe(true);
  });

  it('takes the same time whatever the answer', async () => {
    // A real code that failed too often, answered without being read.
    await buildCoupon(server.db, { code: 'LOCKED', courses: [webDev] });
    await server.db.insert(loginThrottle).values({
      key: 'coupon-code:LOCKED',
      failures: 10,
      lockedUntil: new Date(Date.now() + 3_600_000),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    expect((await check('LOCKED', 'web-dev')).json().data.reason).toBe('invalid');
    const cases = [
      ['GOOD20', 'web-dev'],
      ['NOSUCH', 'web-dev'],
      ['OFF', 'web-dev'],
      ['OLD', 'web-dev'],
      ['FULL', 'web-dev'],
      ['OTHER', 'web-dev'],
      ['MIN', 'web-dev'],
      ['GOOD20', 'nowhere'],
      ['LOCKED', 'web-dev'],
    ] as const;
    const times = cases.map((): number[] => []);
    // Round by round, so a machine that grows busier or quieter slows every case alike; the
    // first round warms the statements up and is not counted.
    for (let round = 0; round <= 5; round += 1) {
      for (const [index, [code, course]] of cases.entries()) {
        const started = performance.now();
        const response = await check(code, course);
        const elapsed = performance.now() - started;
        expect(response.statusCode).toBe(200);
        if (round > 0) times[index]?.push(elapsed);
      }
    }
    // The median of five: on a loaded machine one or two answers may wait for a core.
    const medians = times.map((caseTimes) => caseTimes.sort((a, b) => a - b)[2] ?? 0);
    // Every answer waits for the floor, so the reads behind it do not show.
    for (const median of medians) expect(median).toBeGreaterThanOrEqual(COUPON_CHECK_MIN_MS - 1);
    const spread = Math.max(...medians) - Math.min(...medians);
    expect(spread).toBeLessThan(40);
  });

  it('tells every reason only to a trusted caller', async () => {
    // The codes' failures so far (a trusted caller's count too) start afresh.
    await server.db.delete(loginThrottle);
    const coupons = createCouponsService(server.db, coursesFacade, { checkMinMs: 0 });
    const trusted = { address: freshAddress(), trusted: true };
    for (const [code, reason] of [
      ['NOSUCH', 'unknown'],
      ['OFF', 'inactive'],
      ['OLD', 'expired'],
    ] as const) {
      expect(await coupons.check(code, 'web-dev', trusted)).toMatchObject({
        reason,
        message: couponRefusalMessages[reason],
      });
    }
    // A request without a site key is not trusted (modules/site-keys/site-keys.test.ts).
    const response = await check('OFF', 'web-dev');
    expect(response.json().data.reason).toBe('invalid');
  });

  it('allows 20 checks per address in 10 minutes, then 429 with Retry-After', async () => {
    const address = freshAddress();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, n) => check(`GUESS${n}`, 'web-dev', address)),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const refused = await check('GOOD20', 'web-dev', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(590);
  });

  it('names each bad field in a 400', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/public/coupons/check',
      payload: { code: '', course: 'x'.repeat(201), extra: 1 },
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json().issues.map((issue: { path: string }) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['code', 'course']));
  });
});
