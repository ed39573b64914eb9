// The trash (docs/trash.md): a delete keeps the record for 30 days; restoring it brings back the
// same id with its images and links, purging it deletes it for good (a person's data from the
// activity log too), a restore that cannot be done changes nothing, and the image sweep leaves
// alone what a trash entry names.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claimGoLive } from '../../db/outbox.ts';
import {
  activity,
  couponCourses,
  coupons,
  courseDetails,
  coursePricing,
  customers,
  goLiveAnnouncements,
  inquiries,
  mediaBlobs,
  trashEntries,
} from '../../db/schema/index.ts';
import {
  buildBlogPost,
  buildCoupon,
  buildCourse,
  buildCourseDetails,
  buildCoursePricing,
  buildCustomer,
  buildInquiry,
} from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { pngImage } from '../../test/images.ts';
import { fieldParts, filePart, multipartForm, sendForm } from '../../test/multipart.ts';
import { sweepUnreferencedMedia } from '../../uploads/references.ts';
import { goLivesFacade } from '../webhooks/facade.ts';
import { createTrashService } from './service.ts';

const server = useTestApp();

/** Deletes at `url`, expecting the trash entry's id in the reply. */
async function trash(url: string): Promise<string> {
  const response = await server.api.delete(url);
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(body.message).toEqual(expect.any(String));
  expect(body.trashId).toMatch(/^[0-9a-f-]{36}$/);
  return body.trashId;
}

async function restore(trashId: string) {
  return server.api.post(`/api/admin/trash/${trashId}/restore`, {});
}

async function trashItems(query = '') {
  const response = await server.api.get(`/api/admin/trash${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.items as { id: string; area: string; label: string }[];
}

async function actions(recordId: string) {
  return server.db
    .select({ action: activity.action, label: activity.recordLabel, changes: activity.changes })
    .from(activity)
    .where(eq(activity.recordId, recordId))
    .orderBy(activity.at, activity.id);
}

describe('trash round trips', () => {
  it('a FAQ: gone from the list, its record and the website, then back with the same id', async () => {
    const faq = await server.api.create('/api/admin/faqs', {
      id: 901,
      question: 'Is there a trash?',
      answer: 'Yes, for 30 days.',
      publishStatus: 'published',
    });
    const trashId = await trash(`/api/admin/faqs/${faq._id}`);
    expect((await server.api.get(`/api/admin/faqs/${faq._id}`)).statusCode).toBe(404);
    const list = (await server.api.get('/api/admin/faqs')).json().data as { _id: string }[];
    expect(list.map((item) => item._id)).not.toContain(faq._id);
    const site = await server.app.inject({ url: '/api/public/faqs' });
    expect(site.body).not.toContain('Is there a trash?');

    const listed = await trashItems('?area=faqs&search=trash');
    expect(listed).toEqual([
      expect.objectContaining({ id: trashId, area: 'faqs', label: 'Is there a trash?' }),
    ]);

    const restored = await restore(trashId);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data).toEqual({ area: 'faqs', recordId: faq._id });
    const back = (await server.api.get(`/api/admin/faqs/${faq._id}`)).json().data;
    expect(back).toEqual(faq);
    expect((await server.app.inject({ url: '/api/public/faqs' })).body).toContain(
      'Is there a trash?',
    );
    expect(await trashItems('?area=faqs')).toEqual([]);
    expect((await actions(faq._id)).map((entry) => entry.action)).toEqual([
      'create',
      'delete',
      'restore',
    ]);
  });

  it('a course comes back with its details, pricing, coupon links and linked customers', async () => {
    const course = await buildCourse(server.db);
    await buildCourseDetails(server.db, { courseId: course.id });
    await buildCoursePricing(server.db, { courseId: course.id });
    const coupon = await buildCoupon(server.db, { courses: [course] });
    const customer = await buildCustomer(server.db, { courseId: course.id });

    const trashId = await trash(`/api/admin/courses/${course.id}`);
    expect((await server.api.get(`/api/admin/courses/${course.id}`)).statusCode).toBe(404);
    expect(
      (await server.app.inject({ url: `/api/public/courses/${course.slug}` })).statusCode,
    ).toBe(404);
    const [unlinked] = await server.db
      .select()
      .from(customers)
      .where(eq(customers.id, customer.id));
    expect(unlinked?.courseId).toBeNull();

    const restored = await restore(trashId);
    expect(restored.statusCode, restored.body).toBe(200);
    const back = (await server.api.get(`/api/admin/courses/${course.id}`)).json().data;
    expect(back._id).toBe(course.id);
    expect(back.title).toBe(course.title);
    expect(
      await server.db.select().from(courseDetails).where(eq(courseDetails.courseId, course.id)),
    ).toHaveLength(1);
    expect(
      await server.db.select().from(coursePricing).where(eq(coursePricing.courseId, course.id)),
    ).toHaveLength(1);
    expect(
      await server.db.select().from(couponCourses).where(eq(couponCourses.couponId, coupon.id)),
    ).toEqual([expect.objectContaining({ courseId: course.id })]);
    const [relinked] = await server.db
      .select()
      .from(customers)
      .where(eq(customers.id, customer.id));
    expect(relinked?.courseId).toBe(course.id);
    expect(
      (await server.app.inject({ url: `/api/public/courses/${course.slug}` })).statusCode,
    ).toBe(200);
  });

  it('a blog post, a coupon and an inquiry come back with the same id', async () => {
    const post = await buildBlogPost(server.db);
    const course = await buildCourse(server.db);
    const coupon = await buildCoupon(server.db, { courses: [course] });
    const inquiry = await buildInquiry(server.db);
    const cases = [
      [`/api/admin/blogs/${post.id}`, 'blogs'],
      [`/api/coupons/admin/${coupon.id}`, 'coupons'],
      [`/api/inquiries/${inquiry.id}`, 'inquiries'],
    ] as const;
    for (const [url, area] of cases) {
      const trashId = await trash(url);
      expect((await server.api.get(url)).statusCode, area).toBe(404);
      expect((await restore(trashId)).statusCode, area).toBe(200);
      expect((await server.api.get(url)).statusCode, area).toBe(200);
    }
    const links = await server.db
      .select()
      .from(couponCourses)
      .where(eq(couponCourses.couponId, coupon.id));
    expect(links.map((link) => link.courseId)).toEqual([course.id]);
  });
});

describe('restore conflicts', () => {
  it('answers 409 and changes nothing when the slug is taken or a linked course is gone', async () => {
    const post = await buildBlogPost(server.db);
    const postTrash = await trash(`/api/admin/blogs/${post.id}`);
    await buildBlogPost(server.db, { slug: post.slug });
    const taken = await restore(postTrash);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toContain(post.title);
    expect((await trashItems('?area=blogs')).map((entry) => entry.id)).toContain(postTrash);

    const course = await buildCourse(server.db);
    const coupon = await buildCoupon(server.db, { courses: [course] });
    const couponTrash = await trash(`/api/coupons/admin/${coupon.id}`);
    await trash(`/api/admin/courses/${course.id}`);
    const missing = await restore(couponTrash);
    expect(missing.statusCode).toBe(409);
    expect(missing.json().message).toContain(course.title);
    expect((await server.api.get(`/api/coupons/admin/${coupon.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for an entry that is not in the trash', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await restore(id)).statusCode).toBe(404);
    expect((await server.api.delete(`/api/admin/trash/${id}`)).statusCode).toBe(404);
    expect((await server.api.get('/api/admin/trash?colour=red')).statusCode).toBe(400);
    expect((await server.api.get('/api/admin/trash?limit=101')).statusCode).toBe(400);
  });
});

describe('restoring a record whose linked course was deleted for good', () => {
  /** A course deleted and then purged: gone, and no longer in the trash. */
  async function purgedCourse() {
    const course = await buildCourse(server.db);
    return {
      course,
      async purge() {
        const courseTrash = await trash(`/api/admin/courses/${course.id}`);
        const purged = await server.api.delete(`/api/admin/trash/${courseTrash}`);
        expect(purged.statusCode, purged.body).toBe(200);
      },
    };
  }

  async function restoreEntry(recordId: string) {
    const [entry] = await server.db
      .select({ id: trashEntries.id })
      .from(trashEntries)
      .where(eq(trashEntries.recordId, recordId));
    if (!entry) throw new Error('not in the trash');
    return restore(entry.id);
  }

  it('a customer comes back without the link, and the answer and the activity say so', async () => {
    const { course, purge } = await purgedCourse();
    const customer = await buildCustomer(server.db, { course });
    await trash(`/api/customers/${customer.id}`);
    await purge();

    const restored = await restoreEntry(customer.id);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().message).toMatch(/course.*deleted for good/i);
    const [back] = await server.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(back?.courseId).toBeNull();
    const entries = await actions(customer.id);
    expect(entries.at(-1)).toMatchObject({
      action: 'restore',
      changes: { courseId: { before: course.id, after: null } },
    });
  });

  it('an inquiry comes back without the link to its purged course', async () => {
    const { course, purge } = await purgedCourse();
    const inquiry = await buildInquiry(server.db, { courseId: course.id });
    await trash(`/api/inquiries/${inquiry.id}`);
    await purge();

    const restored = await restoreEntry(inquiry.id);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().message).toMatch(/course.*deleted for good/i);
    const [back] = await server.db.select().from(inquiries).where(eq(inquiries.id, inquiry.id));
    expect(back?.courseId).toBeNull();
    expect((await actions(inquiry.id)).at(-1)).toMatchObject({
      action: 'restore',
      changes: { courseId: { before: course.id, after: null } },
    });
  });

  it('a coupon keeps the courses that still exist', async () => {
    const { course: gone, purge } = await purgedCourse();
    const kept = await buildCourse(server.db);
    const coupon = await buildCoupon(server.db, { courses: [gone, kept] });
    await trash(`/api/coupons/admin/${coupon.id}`);
    await purge();

    const restored = await restoreEntry(coupon.id);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().message).toMatch(/deleted for good/i);
    const links = await server.db
      .select()
      .from(couponCourses)
      .where(eq(couponCourses.couponId, coupon.id));
    expect(links.map((link) => link.courseId)).toEqual([kept.id]);
    const [back] = await server.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(back?.isActive).toBe(true);
    expect((await actions(coupon.id)).at(-1)).toMatchObject({
      action: 'restore',
      changes: {
        courseIds: { before: expect.arrayContaining([gone.id, kept.id]), after: [kept.id] },
      },
    });
  });

  it('a coupon whose every course was purged comes back inactive, with no course, and says what to do', async () => {
    const first = await purgedCourse();
    const second = await purgedCourse();
    const coupon = await buildCoupon(server.db, { courses: [first.course, second.course] });
    await trash(`/api/coupons/admin/${coupon.id}`);
    await first.purge();
    await second.purge();

    const restored = await restoreEntry(coupon.id);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().message).toMatch(/inactive/i);
    expect(restored.json().message).toMatch(/choose/i);
    const [back] = await server.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(back?.isActive).toBe(false);
    expect(
      await server.db.select().from(couponCourses).where(eq(couponCourses.couponId, coupon.id)),
    ).toEqual([]);
    expect((await actions(coupon.id)).at(-1)).toMatchObject({
      action: 'restore',
      changes: {
        courseIds: { before: expect.any(Array), after: [] },
        isActive: { before: true, after: false },
      },
    });
  });

  it('still answers 409 while the linked course is in the trash, naming it', async () => {
    const course = await buildCourse(server.db);
    const customer = await buildCustomer(server.db, { course });
    const customerTrash = await trash(`/api/customers/${customer.id}`);
    await trash(`/api/admin/courses/${course.id}`);
    const refused = await restore(customerTrash);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(course.title);
    expect(refused.json().message).toMatch(/in the trash/i);
    expect((await server.api.get(`/api/customers/${customer.id}`)).statusCode).toBe(404);
  });
});

describe('purge', () => {
  it('deletes a customer for good and keeps only the id in their activity', async () => {
    const created = await server.api.create('/api/customers', {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      phone: '+44 20 7946 0000',
    });
    const trashId = await trash(`/api/customers/${created._id}`);
    const purged = await server.api.delete(`/api/admin/trash/${trashId}`);
    expect(purged.statusCode, purged.body).toBe(200);
    expect(await trashItems()).not.toContainEqual(expect.objectContaining({ id: trashId }));
    expect((await restore(trashId)).statusCode).toBe(404);
    const entries = await actions(created._id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'delete', 'purge']);
    for (const entry of entries) {
      expect(entry.label).toBeNull();
      expect(entry.changes).toEqual({});
    }
    const text = JSON.stringify(await server.db.select().from(activity));
    expect(text).not.toContain('grace@example.com');
  });

  it('purges in the background the entries older than 30 days', async () => {
    const inquiry = await buildInquiry(server.db);
    const trashId = await trash(`/api/inquiries/${inquiry.id}`);
    const fresh = await trash(`/api/inquiries/${(await buildInquiry(server.db)).id}`);
    await server.db
      .update(trashEntries)
      .set({ deletedAt: sql`now() - interval '31 days'` })
      .where(eq(trashEntries.id, trashId));
    expect(await createTrashService(server.db, goLivesFacade).purgeExpired()).toBe(1);
    const ids = (await trashItems()).map((entry) => entry.id);
    expect(ids).not.toContain(trashId);
    expect(ids).toContain(fresh);
  });
});

describe('go-lives announced', () => {
  /** The records of `ids` whose go-live is marked announced. */
  async function announced(ids: string[]) {
    const rows = await server.db.select().from(goLiveAnnouncements);
    return rows.filter((row) => ids.includes(row.recordId)).map((row) => row.recordId);
  }

  it('are kept while the record is in the trash, and go with it when it is purged', async () => {
    const publishAt = new Date(Date.now() - 60_000);
    const post = await buildBlogPost(server.db, { publishStatus: 'scheduled', publishAt });
    const course = await buildCourse(server.db, { publishStatus: 'scheduled', publishAt });
    const kept = await buildBlogPost(server.db, { publishStatus: 'scheduled', publishAt });
    await server.db.transaction(async (tx) => {
      await claimGoLive(tx, 'blog', post.id, publishAt.toISOString());
      await claimGoLive(tx, 'course', course.id, publishAt.toISOString());
      await claimGoLive(tx, 'blog', kept.id, publishAt.toISOString());
    });
    const ids = [post.id, course.id, kept.id];

    const postTrash = await trash(`/api/admin/blogs/${post.id}`);
    const courseTrash = await trash(`/api/admin/courses/${course.id}`);
    // In the trash the record may come back, with its go-live already announced.
    expect((await announced(ids)).sort()).toEqual([...ids].sort());

    const purged = await server.api.delete(`/api/admin/trash/${postTrash}`);
    expect(purged.statusCode, purged.body).toBe(200);
    expect((await announced(ids)).sort()).toEqual([course.id, kept.id].sort());

    // The background purge of expired entries takes them too.
    await server.db
      .update(trashEntries)
      .set({ deletedAt: sql`now() - interval '31 days'` })
      .where(eq(trashEntries.id, courseTrash));
    expect(await createTrashService(server.db, goLivesFacade).purgeExpired()).toBe(1);
    expect(await announced(ids)).toEqual([kept.id]);
  });
});

describe('images in the trash', () => {
  it('are kept by the sweep while the entry exists, and come back with the record', async () => {
    const form = multipartForm([
      ...fieldParts({
        id: 'testimonial-trash',
        name: 'Alan Turing',
        role: 'Data Analyst',
        company: '',
        rating: '5',
        review: 'Kept safe.',
        category: '🚀 Career Change',
        accent: 'green',
      }),
      filePart('image', await pngImage({ width: 24, height: 24 }, '#123456'), 'me.png'),
    ]);
    const created = await sendForm(
      server.app,
      'POST',
      '/api/admin/testimonials',
      form,
      server.headers,
    );
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json().data;
    const photo = eq(mediaBlobs.name, item.photo);
    const age = () =>
      server.db
        .update(mediaBlobs)
        .set({ unreferencedSince: sql`now() - interval '2 days'` })
        .where(sql`${photo} and ${mediaBlobs.refCount} = 0`);

    const first = await trash(`/api/admin/testimonials/${item._id}`);
    await age();
    await sweepUnreferencedMedia(server.db);
    expect(await server.db.select().from(mediaBlobs).where(photo)).toHaveLength(1);
    expect((await restore(first)).statusCode).toBe(200);
    const [counted] = await server.db.select().from(mediaBlobs).where(photo);
    expect(counted?.refCount).toBe(1);
    expect(
      (await server.app.inject({ url: `/uploads/testimonials/${item.photo}` })).statusCode,
    ).toBe(200);

    const second = await trash(`/api/admin/testimonials/${item._id}`);
    expect((await server.api.delete(`/api/admin/trash/${second}`)).statusCode).toBe(200);
    await age();
    await sweepUnreferencedMedia(server.db);
    expect(await server.db.select().from(mediaBlobs).where(photo)).toHaveLength(0);
  });
});
