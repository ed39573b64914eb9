// The coupon check's budget across every address (docs/website-forms.md): past it, a check from
// rotating addresses learns only whether a code applies to the course it names.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginThrottle } from '../../db/schema/index.ts';
import { buildCoupon, buildCourse, buildCoursePricing } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';

// A budget set low through the settings, behind a proxy the server trusts to name the client.
const server = useTestApp({
  trustProxy: ['127.0.0.1'],
  formBudgets: { couponChecks: { perMinute: 5, perHour: 8 } },
});

let addressCount = 0;

/** A check sent through the proxy from an address no other request has used. */
async function checkFromNewAddress(code: string, course: string) {
  addressCount += 1;
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/public/coupons/check',
    payload: { code, course },
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': `198.18.${addressCount >> 8}.${addressCount & 255}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

beforeAll(async () => {
  await server.db.delete(loginThrottle);
  const course = await buildCourse(server.db, { slug: 'web-dev', title: 'Web Development' });
  await buildCoursePricing(server.db, { courseId: course.id, currentPricePence: 150_000 });
  const other = await buildCourse(server.db, { slug: 'data', title: 'Data' });
  await buildCoursePricing(server.db, { courseId: other.id, currentPricePence: 90_000 });
  await buildCoupon(server.db, { code: 'GOOD20', discountPercent: 20, courses: [course] });
  await buildCoupon(server.db, { code: 'FULL', usageLimit: 1, usedCount: 1, courses: [course] });
  await buildCoupon(server.db, { code: 'OTHER', courses: [other] });
  await buildCoupon(server.db, { code: 'OFF', isActive: false, courses: [course] });
});

describe('the coupon check past its budget', () => {
  it('tells a flood from rotating addresses nothing about codes that do not apply', async () => {
    // Within the budget of 5 a minute, a code that exists but not for this course says so.
    const within = [];
    for (let n = 0; n < 5; n += 1) within.push(await checkFromNewAddress('OTHER', 'web-dev'));
    expect(within.map((answer) => answer.reason)).toEqual(Array(5).fill('not_for_course'));
    // Past it, every code that does not apply answers alike, whatever the reason.
    const past = [];
    for (const code of ['OTHER', 'FULL', 'OFF', 'NOSUCH', 'GUESS1', 'GUESS2']) {
      past.push({ ...(await checkFromNewAddress(code, 'web-dev')), code: undefined });
    }
    for (const answer of past) {
      expect(answer).toEqual({
        valid: false,
        code: undefined,
        reason: 'invalid',
        message: 'This coupon code is not valid',
        originalPrice: 1500,
        discount: 0,
        finalPrice: 1500,
      });
    }
    // A visitor whose code applies still gets the price after it.
    expect(await checkFromNewAddress('good20', 'web-dev')).toMatchObject({
      valid: true,
      reason: null,
      finalPrice: 1200,
    });
    // Counted in the database, so every instance shares the budget.
    const keys = (await server.db.select().from(loginThrottle)).map((row) => row.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'form-budget:coupon-checks:minute',
        'form-budget:coupon-checks:hour',
      ]),
    );
    // A minute on, the budget of the hour still has 3 detailed answers left.
    await server.db.execute(sql`update login_throttle
      set window_started_at = now() - interval '61 seconds', locked_until = now() - interval '1 second'
      where key = 'form-budget:coupon-checks:minute'`);
    const later = [];
    for (let n = 0; n < 4; n += 1) later.push(await checkFromNewAddress('FULL', 'web-dev'));
    expect(later.map((answer) => answer.reason)).toEqual([
      'used_up',
      'used_up',
      'used_up',
      'invalid',
    ]);
  });
});
