import {
  type CourseBundleInput,
  type CourseInput,
  type CurriculumModuleInput,
  courseMessages as M,
} from '@coursedesk/contract/courses';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  couponCourses,
  couponRedemptions,
  coupons,
  courseDetails,
  coursePricing,
  courses,
  customers,
  mediaBlobs,
  paymentOrders,
  paymentTransactions,
} from '../../db/schema/index.ts';
import { pricingInput } from '../../test/course-inputs.ts';
import {
  buildCoupon,
  buildCourse,
  buildCustomer,
  buildOrder,
  buildTransaction,
} from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { pngImage } from '../../test/images.ts';
import { fieldParts, filePart, sendForm } from '../../test/multipart.ts';

const { ctx, api } = useTestApp();

let sequence = 0;
const nextSlug = () => `course-${++sequence}-${Math.random().toString(36).slice(2, 7)}`;

function courseInput(overrides: Partial<CourseInput> = {}): CourseInput {
  return {
    id: nextSlug(),
    category: 'Development',
    badge: 'Bestseller',
    title: 'Web Development',
    desc: 'Build for the web.',
    duration: '12 weeks',
    extra: 'Live online',
    accent: 'edtech-orange',
    featured: true,
    ...overrides,
  };
}

const module = (name = 'Basics'): CurriculumModuleInput => ({
  module: name,
  duration: '2 weeks',
  topics: [{ topic: 'HTML', subtopics: ['Tags', 'Forms'] }],
});

function bundle(overrides: Partial<CourseInput> = {}): CourseBundleInput {
  return {
    course: courseInput(overrides),
    details: {
      overview: 'A practical course.',
      prerequisites: 'None',
      curriculum: [module('One'), module('Two')],
      testimonials: [{ name: 'Ann', role: 'Dev', avatar: '', content: 'Great' }],
    },
    pricing: pricingInput({
      name: 'Web Development',
      description: 'Everything',
      duration: '12 weeks',
      accent: 'edtech-blue',
      features: ['Mentoring', ' '],
    }),
  };
}

describe('courses (generic endpoints)', () => {
  it('creates, reads by _id and by course id, lists, updates and deletes', async () => {
    const input = courseInput();
    const created = await api.post('/api/admin/courses', input);
    expect(created.statusCode).toBe(201);
    const course = created.json().data;
    expect(course).toMatchObject({ id: input.id, desc: input.desc, accent: 'edtech-orange' });
    expect(course.image).toBeNull();

    expect((await api.get(`/api/admin/courses/${course._id}`)).json().data.id).toBe(input.id);
    expect((await api.get(`/api/admin/courses/${input.id}`)).json().data._id).toBe(course._id);
    const list = (await api.get('/api/admin/courses')).json().data as { id: string }[];
    expect(list.map((c) => c.id)).toContain(input.id);

    const updated = await api.put(`/api/admin/courses/${course._id}`, {
      ...input,
      title: 'Renamed',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.title).toBe('Renamed');

    expect((await api.delete(`/api/admin/courses/${course._id}`)).statusCode).toBe(200);
    const gone = await api.get(`/api/admin/courses/${course._id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(M.courseNotFound);
  });

  it('answers every course rule with its documented message', async () => {
    for (const field of [
      'id',
      'category',
      'badge',
      'title',
      'desc',
      'duration',
      'extra',
      'accent',
    ]) {
      const response = await api.post('/api/admin/courses', courseInput({ [field]: undefined }));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'Required fields: Course ID, Category, Badge, Title, Description, Duration, Extra Info, and Accent Color',
      );
    }
    for (const field of ['id', 'category', 'title', 'desc']) {
      const response = await api.post('/api/admin/courses', courseInput({ [field]: '  ' }));
      expect(response.json().message).toBe(
        'Course ID, title, description, and category cannot be empty',
      );
    }
    const blue = await api.post(
      '/api/admin/courses',
      courseInput({ accent: 'edtech-blue' as never }),
    );
    expect(blue.json().message).toBe(M.accentInvalid);
  });

  it('refuses a duplicate course id with 409', async () => {
    const input = courseInput();
    expect((await api.post('/api/admin/courses', input)).statusCode).toBe(201);
    const again = await api.post('/api/admin/courses', { ...input, title: 'Other' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A course with this Course ID already exists');
  });
});

describe('course details', () => {
  const post = (curriculum: unknown, extra: Record<string, unknown> = {}) =>
    api.post('/api/admin/course-details', {
      courseId: extra.courseId ?? 'no-such-course',
      overview: 'Overview',
      prerequisites: 'None',
      curriculum,
      ...extra,
    });

  it('gives each numbered curriculum message', async () => {
    const second = (change: Partial<CurriculumModuleInput>) => [
      module(),
      { ...module(), ...change },
    ];
    const cases: [unknown, string, Record<string, unknown>?][] = [
      [[module()], 'Required course details: Overview and Prerequisites', { overview: '' }],
      [[module()], 'Required course details: Overview and Prerequisites', { prerequisites: ' ' }],
      [[], 'At least one curriculum module is required.'],
      [
        second({ module: '' }),
        'Curriculum module #2 is missing required fields (module name and duration).',
      ],
      [
        second({ duration: ' ' }),
        'Curriculum module #2 is missing required fields (module name and duration).',
      ],
      [second({ topics: [] }), 'Curriculum module #2 must have at least one topic.'],
      [
        second({
          topics: [
            { topic: 'a', subtopics: ['x'] },
            { topic: '', subtopics: ['y'] },
          ],
        }),
        'Topic #2 in module #2 is missing a topic name.',
      ],
      [
        second({ topics: [{ topic: 'a', subtopics: [] }] }),
        'Topic #1 in module #2 must have at least one non-empty subtopic.',
      ],
      [
        [{ ...module(), topics: [{ topic: 'a', subtopics: ['x', '   '] }] }],
        'Topic #1 in module #1 must have at least one non-empty subtopic.',
      ],
    ];
    for (const [curriculum, message, extra] of cases) {
      const response = await post(curriculum, extra);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('stores the documented defaults and is found by the course id', async () => {
    const course = await buildCourse(ctx.db);
    const created = await post([module()], { courseId: course.slug });
    expect(created.statusCode).toBe(201);
    const details = (await api.get(`/api/admin/course-details/${course.slug}`)).json().data;
    expect(details).toMatchObject({
      courseId: course.slug,
      pricing: { discount: '0%', deadline: 'TBD', current: '', original: '', features: [] },
      courseInfo: { startDate: 'TBD', format: 'Online', support: '24/7', studentsEnrolled: '0' },
      trustIndicators: {
        rating: '4.8',
        reviewCount: '0',
        testimonialPreview: { text: 'Great course!', author: 'Anonymous' },
      },
    });
    const again = await post([module()], { courseId: course.slug });
    expect(again.statusCode).toBe(409);
    const unknown = await post([module()], { courseId: 'missing-course' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('course pricing', () => {
  it('keeps whole pounds on the wire and pence in the database', async () => {
    const course = await buildCourse(ctx.db);
    const { pricing } = bundle();
    const missing = await api.post('/api/admin/course-pricing', {
      ...pricing,
      id: course.slug,
      discount: '',
    });
    expect(missing.json().message).toBe(
      'Required pricing fields: Plan Name, Description, Badge, CTA, Duration, Extra Info, and Discount',
    );
    const created = await api.post('/api/admin/course-pricing', { ...pricing, id: course.slug });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      id: course.slug,
      category: course.category,
      currentPrice: 1200,
      originalPrice: 1500,
      installmentPrice: 220,
      features: ['Mentoring'],
      accent: 'edtech-blue',
    });
    const [row] = await ctx.db
      .select()
      .from(coursePricing)
      .where(eq(coursePricing.courseId, course.id));
    expect(row?.currentPricePence).toBe(120_000);
    const byCourse = await api.get(`/api/admin/course-pricing/${course.slug}`);
    expect(byCourse.json().data._id).toBe(row?.id);
  });
});

describe('the course’s own endpoints honour If-Match like its editor', () => {
  it('save only the version they name: the course, its details and its pricing', async () => {
    const input = bundle();
    const slug = input.course.id;
    expect((await api.post('/api/admin/course-bundles', input)).statusCode).toBe(201);
    const put = (url: string, payload: object, ifMatch?: string) =>
      api.inject({
        method: 'PUT',
        url,
        payload,
        headers: ifMatch === undefined ? {} : { 'if-match': ifMatch },
      });
    const courseUrl = `/api/admin/courses/${slug}`;
    const detailsUrl = `/api/admin/course-details/${slug}`;
    const pricingUrl = `/api/admin/course-pricing/${slug}`;

    // Every part answers the version of the whole course, as its editor does.
    const read = await api.get(courseUrl);
    const opened = read.headers.etag as string;
    expect(opened).toMatch(/^"\d+"$/);
    expect((await api.get(detailsUrl)).headers.etag).toBe(opened);
    expect((await api.get(pricingUrl)).headers.etag).toBe(opened);
    expect((await api.get(`/api/admin/course-bundles/${slug}`)).headers.etag).toBe(opened);

    const saved = await put(courseUrl, { ...input.course, title: 'Renamed' }, opened);
    expect(saved.statusCode, saved.body).toBe(200);
    const next = saved.headers.etag as string;
    expect(next).not.toBe(opened);

    // The version opened before that save is stale everywhere now.
    const stale = await put(courseUrl, { ...input.course, title: 'Overwritten' }, opened);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE');
    expect(stale.headers.etag).toBe(next);
    const details = { courseId: slug, ...input.details, overview: 'Changed overview' };
    expect((await put(detailsUrl, details, opened)).statusCode).toBe(409);
    const pricing = { ...input.pricing, id: slug, description: 'Changed plan' };
    expect((await put(pricingUrl, pricing, opened)).statusCode).toBe(409);
    const unchanged = (await api.get(courseUrl)).json().data;
    expect(unchanged.title).toBe('Renamed');

    // The current version saves, and a malformed one is refused as such.
    const detailsSaved = await put(detailsUrl, details, next);
    expect(detailsSaved.statusCode, detailsSaved.body).toBe(200);
    expect((await put(pricingUrl, pricing, 'not-a-tag')).statusCode).toBe(400);
    // No If-Match: saved as before.
    expect((await put(pricingUrl, pricing)).statusCode).toBe(200);

    const deleteStale = await api.inject({
      method: 'DELETE',
      url: courseUrl,
      headers: { 'if-match': next },
    });
    expect(deleteStale.statusCode).toBe(409);
    expect((await api.get(courseUrl)).statusCode).toBe(200);
  });
});

describe('course bundles: one transaction', () => {
  it('creates all three, refuses a duplicate, updates, and deletes all three', async () => {
    const input = bundle();
    const created = await api.post('/api/admin/course-bundles', input);
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe('Course saved successfully across all collections!');
    const { course, details, pricing } = created.json().data;
    expect(details.courseId).toBe(course.id);
    expect(pricing.id).toBe(course.id);
    expect(details.testimonials[0]).toMatchObject({ rating: 5, color: 'edtech-green' });

    const duplicate = await api.post('/api/admin/course-bundles', input);
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(M.duplicateCourse);

    const changed = bundle({ id: course.id, title: 'Updated title' });
    changed.pricing.currentPrice = 999;
    const updated = await api.put(`/api/admin/course-bundles/${course.id}`, changed);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.course.title).toBe('Updated title');
    expect(updated.json().data.pricing.currentPrice).toBe(999);

    const deleted = await api.delete(`/api/admin/course-bundles/${course.id}`);
    expect(deleted.json().message).toBe('Course deleted successfully from all collections!');
    for (const table of [courseDetails, coursePricing]) {
      const rows = await ctx.db.select().from(table).where(eq(table.courseId, course._id));
      expect(rows).toEqual([]);
    }
    expect((await api.get(`/api/admin/course-bundles/${course.id}`)).statusCode).toBe(404);
  });

  it('a bundle that breaks a rule in any part saves nothing', async () => {
    const input = bundle();
    input.details.curriculum = [module(), { ...module(), topics: [] }];
    const response = await api.post('/api/admin/course-bundles', input);
    expect(response.json().message).toBe('Curriculum module #2 must have at least one topic.');
    expect(await ctx.db.select().from(courses).where(eq(courses.slug, input.course.id))).toEqual(
      [],
    );
  });

  it('a failure while saving pricing leaves neither course nor details changed', async () => {
    const input = bundle();
    const created = (await api.post('/api/admin/course-bundles', input)).json().data;
    // The database refuses the next pricing write, as a failing disk or a lost connection would.
    await ctx.db.execute(sql`
      create function refuse_pricing() returns trigger language plpgsql as $$
      begin raise exception 'pricing write refused'; end $$`);
    await ctx.db.execute(sql`
      create trigger refuse_pricing before insert or update on course_pricing
      for each row execute function refuse_pricing()`);
    try {
      const changed = bundle({ id: input.course.id, title: 'Never saved' });
      changed.details.overview = 'Never saved either';
      const update = await api.put(`/api/admin/course-bundles/${input.course.id}`, changed);
      expect(update.statusCode).toBe(500);
      const after = (await api.get(`/api/admin/course-bundles/${input.course.id}`)).json().data;
      expect(after.course.title).toBe(created.course.title);
      expect(after.course.updatedAt).toBe(created.course.updatedAt);
      expect(after.details.overview).toBe('A practical course.');
      expect(after.details.updatedAt).toBe(created.details.updatedAt);

      const fresh = bundle();
      expect((await api.post('/api/admin/course-bundles', fresh)).statusCode).toBe(500);
      const slugs = await ctx.db.select().from(courses).where(eq(courses.slug, fresh.course.id));
      expect(slugs).toEqual([]);
    } finally {
      await ctx.db.execute(sql`drop trigger refuse_pricing on course_pricing`);
      await ctx.db.execute(sql`drop function refuse_pricing()`);
    }
  });

  it('a service hook failing before the pricing write rolls back a rename', async () => {
    const { createBundleService } = await import('./bundle/service.ts');
    const { courseBundleInput } = await import('@coursedesk/contract/courses');
    const input = bundle();
    const service = createBundleService(ctx.db, {
      beforePricingWrite: async () => {
        throw new Error('injected');
      },
    });
    await api.post('/api/admin/course-bundles', input);
    const renamed = courseBundleInput.parse(bundle({ id: `${input.course.id}-new` }));
    await expect(service.updateBundle(input.course.id, renamed)).rejects.toThrow('injected');
    expect((await api.get(`/api/admin/course-bundles/${input.course.id}`)).statusCode).toBe(200);
    expect((await api.get(`/api/admin/courses/${input.course.id}-new`)).statusCode).toBe(404);
  });
});

describe('course icons', () => {
  it('normalises the name, checks the path, refuses duplicates, and reads publicly', async () => {
    const created = await api.post('/api/admin/course-icons', {
      iconName: '  Data   Science ',
      iconPath: 'M12 2L2 7l10 5 10-5-10-5z',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.iconName).toBe('data-science');

    const bad = await api.post('/api/admin/course-icons', {
      iconName: 'bad',
      iconPath: '"/><script>alert(1)</script>',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.iconPathInvalid);

    const missing = await api.post('/api/admin/course-icons', { iconName: 'x', iconPath: ' ' });
    expect(missing.json().message).toBe('Please provide both icon name and SVG path');

    const duplicate = await api.post('/api/admin/course-icons', {
      iconName: 'DATA SCIENCE',
      iconPath: 'M0 0H10',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(M.duplicateIcon);

    // No token: the public website reads these.
    const all = await ctx.app.inject({ method: 'GET', url: '/api/icons/all' });
    expect(all.statusCode).toBe(200);
    expect(all.json().data.map((i: { iconName: string }) => i.iconName)).toContain('data-science');
    const map = await ctx.app.inject({ method: 'GET', url: '/api/icons' });
    expect(map.json().data['data-science']).toBe('M12 2L2 7l10 5 10-5-10-5z');
    const one = await ctx.app.inject({ method: 'GET', url: '/api/icons/Data%20Science' });
    expect(one.json().data).toEqual({
      iconName: 'data-science',
      iconPath: 'M12 2L2 7l10 5 10-5-10-5z',
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/icons/none' })).statusCode).toBe(404);
    // Writing still needs the token.
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/course-icons',
      payload: { iconName: 'x', iconPath: 'M0 0H1' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('course images', () => {
  async function refCount(name: string, area: 'course-images' | 'testimonials' = 'course-images') {
    const [row] = await ctx.db
      .select()
      .from(mediaBlobs)
      .where(and(eq(mediaBlobs.area, area), eq(mediaBlobs.name, name)));
    return row?.refCount;
  }

  it('takes an image with the multipart form, serves it, and an empty image removes it', async () => {
    const input = courseInput();
    const fields = fieldParts(input);
    const image = await pngImage({ width: 30, height: 20 }, '#123456');
    const created = await sendForm(api, 'POST', '/api/admin/courses', [
      ...fields,
      filePart('image', image, 'c.png'),
    ]);
    expect(created.statusCode).toBe(201);
    const course = created.json().data;
    expect(course.featured).toBe(true);
    expect(course.image).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(await refCount(course.image)).toBe(1);
    const served = await ctx.app.inject({
      method: 'GET',
      url: `/uploads/course-images/${course.image}`,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const updated = await sendForm(api, 'PUT', `/api/admin/courses/${course._id}`, [
      ...fields,
      { name: 'image', data: '' },
    ]);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.image).toBeNull();
    expect(await refCount(course.image)).toBe(0);
  });

  it('saves a bundle sent as multipart with its image, and refuses a malformed one', async () => {
    const input = bundle();
    const image = await pngImage({ width: 24, height: 24 }, '#654321');
    const created = await sendForm(api, 'POST', '/api/admin/course-bundles', [
      { name: 'bundle', data: JSON.stringify(input) },
      filePart('image', image, 'c.png'),
    ]);
    expect(created.statusCode).toBe(201);
    const { course } = created.json().data;
    expect(course.image).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(await refCount(course.image)).toBe(1);

    // Deleting the course releases its image.
    await api.delete(`/api/admin/course-bundles/${course.id}`);
    expect(await refCount(course.image)).toBe(0);

    const refused = await sendForm(api, 'POST', '/api/admin/course-bundles', [
      { name: 'bundle', data: '{not json' },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The field "bundle" must hold the course as JSON');
  });

  it('counts the testimonial avatars the details name, and refuses an unknown one', async () => {
    const uploaded = await sendForm(api, 'POST', '/api/admin/upload/testimonial-avatar', [
      filePart('image', await pngImage({ width: 16, height: 16 }, '#0a0b0c'), 'a.png'),
    ]);
    const avatar = uploaded.json().filename as string;
    const input = bundle();
    input.details.testimonials = [{ name: 'Ann', avatar, content: 'Great' }];
    const created = await api.post('/api/admin/course-bundles', input);
    expect(created.statusCode).toBe(201);
    expect(await refCount(avatar, 'testimonials')).toBe(1);

    const changed = bundle({ id: input.course.id });
    changed.details.testimonials = [{ name: 'Ann', avatar: `${'b'.repeat(32)}.png` }];
    const refused = await api.put(`/api/admin/course-bundles/${input.course.id}`, changed);
    expect(refused.statusCode).toBe(400);
    expect(await refCount(avatar, 'testimonials')).toBe(1);

    await api.delete(`/api/admin/course-bundles/${input.course.id}`);
    expect(await refCount(avatar, 'testimonials')).toBe(0);
  });

  it('keeps a full URL as it is and keeps the image when an update does not mention it', async () => {
    const url = 'https://images.example.com/course.jpg';
    const created = (await api.post('/api/admin/courses', courseInput({ image: url }))).json().data;
    expect(created.image).toBe(url);
    const { image: _image, ...withoutImage } = courseInput({ id: created.id });
    const updated = await api.put(`/api/admin/courses/${created._id}`, withoutImage);
    expect(updated.json().data.image).toBe(url);
    const unknown = await api.post(
      '/api/admin/courses',
      courseInput({ image: `${'a'.repeat(32)}.png` }),
    );
    expect(unknown.statusCode).toBe(400);
  });
});

describe('deleting a course keeps the sales history', () => {
  it('payments, customers and redemptions keep the name and category; coupons drop it', async () => {
    const course = await buildCourse(ctx.db, { title: 'Data Science', category: 'Data' });
    await ctx.db.insert(courseDetails).values({
      courseId: course.id,
      overview: 'o',
      prerequisites: 'p',
    });
    const customer = await buildCustomer(ctx.db, { course });
    const order = await buildOrder(ctx.db, { course, customer });
    const payment = await buildTransaction(ctx.db, { order, courseCategory: course.category });
    const coupon = await buildCoupon(ctx.db, { courses: [course] });
    await ctx.db.insert(couponRedemptions).values({
      couponId: coupon.id,
      orderId: order.id,
      customerEmail: customer.email,
      discountPence: 0,
    });

    const topCourses = async () =>
      (await api.get('/api/admin/dashboard/stats')).json().data.topCourses as {
        courseName: string;
        revenue: number;
      }[];
    const before = (await topCourses()).find((c) => c.courseName === 'Data Science');
    expect(before?.revenue).toBeGreaterThan(0);

    const response = await api.delete(`/api/admin/course-bundles/${course.slug}`);
    expect(response.statusCode).toBe(200);

    // The dashboard's rollups still count the sale under the course's name.
    expect((await topCourses()).find((c) => c.courseName === 'Data Science')).toEqual(before);

    const [customerAfter] = await ctx.db
      .select()
      .from(customers)
      .where(eq(customers.id, customer.id));
    expect(customerAfter).toMatchObject({
      courseId: null,
      courseName: 'Data Science',
      courseCategory: 'Data',
    });
    const [orderAfter] = await ctx.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.id, order.id));
    expect(orderAfter).toMatchObject({ courseId: null, courseName: 'Data Science' });
    const [paymentAfter] = await ctx.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, payment.id));
    expect(paymentAfter).toMatchObject({
      courseId: course.id,
      courseName: 'Data Science',
      courseCategory: 'Data',
      amountPence: payment.amountPence,
    });
    const redemptions = await ctx.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderId, order.id));
    expect(redemptions).toHaveLength(1);
    const [couponAfter] = await ctx.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(couponAfter?.id).toBe(coupon.id);
    expect(
      await ctx.db.select().from(couponCourses).where(eq(couponCourses.couponId, coupon.id)),
    ).toEqual([]);
  });
});
