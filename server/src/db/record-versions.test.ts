import { staleMessage } from '@coursedesk/contract/errors';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { pricingInput } from '../test/course-inputs.ts';
import { buildBlogPost, buildCoupon, buildCourse, buildUser } from '../test/factories.ts';
import { useTestApp } from '../test/harness.ts';

// Every record an editor saves answers its version as ETag, and a save or delete naming an older
// version in If-Match is refused with 409 STALE, changing nothing (docs/architecture.md,
// "Stale saves").

const server = useTestApp();
const { api } = server;

/** One editor's record: where it is read and saved, a body that saves it, and one that changes it. */
interface Editor {
  name: string;
  /** Makes a record; answers its path and two different bodies a save may send. */
  make: () => Promise<{ path: string; first: unknown; second: unknown }>;
  /** Some value of the record as read, to show a refused save changed nothing. */
  look: (data: Record<string, unknown>) => unknown;
  /** False for the company page, which has no DELETE. */
  deletes?: boolean;
}

let sequence = 0;
const next = () => `${++sequence}-${Math.random().toString(36).slice(2, 7)}`;

function bundleInput(courseId: string, title: string) {
  return {
    course: {
      id: courseId,
      category: 'Development',
      badge: 'Bestseller',
      title,
      desc: 'Build for the web.',
      duration: '12 weeks',
      extra: 'Live online',
      accent: 'edtech-orange',
      featured: true,
    },
    details: {
      overview: 'A practical course.',
      prerequisites: 'None',
      curriculum: [
        { module: 'One', duration: '2 weeks', topics: [{ topic: 'HTML', subtopics: ['Tags'] }] },
      ],
      testimonials: [],
    },
    pricing: pricingInput(),
  };
}

const blogInput = (title: string) => ({
  title,
  slug: `post-${next()}`,
  excerpt: 'Where to begin.',
  content: 'Write a little code every day.',
  category: 'Programming',
  publishedAt: '2026-05-01',
  readTime: 4,
  featured: false,
  author: { name: 'Ada Lovelace', role: 'Mentor' },
  tags: [],
});

function companySettings(tag: string) {
  return {
    companyInfo: {
      whatsappNumber: '+44 7700 900123',
      supportEmail: `support-${tag}@example.com`,
      heroRoles: ['Developer'],
      carouselRoles: ['Data Analyst'],
      marketingStats: [],
      whatsappQuickMessages: [],
      pricingFaq: [],
      courseBenefitsComparison: [],
      socialMedia: { facebook: '', instagram: '', linkedin: '' },
    },
    contactData: { offices: [], responseTime: `Within a day ${tag}`, mapEmbedUrl: '' },
    highlightedCountries: { countries: ['Canada'] },
  };
}

const editors: Editor[] = [
  {
    name: 'a course (the whole bundle)',
    async make() {
      const created = await api.post('/api/admin/course-bundles', bundleInput(`c-${next()}`, 'A'));
      const { course } = created.json().data;
      return {
        path: `/api/admin/course-bundles/${course._id}`,
        first: bundleInput(course.id, 'First title'),
        second: bundleInput(course.id, 'Second title'),
      };
    },
    look: (data) => (data.course as { title: string }).title,
  },
  {
    name: 'a blog post',
    async make() {
      const post = await buildBlogPost(server.db);
      const body = blogInput('First title');
      return {
        path: `/api/admin/blogs/${post.id}`,
        first: body,
        second: { ...body, title: 'Second title' },
      };
    },
    look: (data) => data.title,
  },
  {
    name: 'a website section item',
    async make() {
      const created = await api.post('/api/admin/faqs', {
        id: 100 + ++sequence,
        question: 'How long?',
        answer: 'Twelve weeks.',
      });
      const item = created.json().data;
      const body = { id: item.id, question: 'How long?', answer: 'First answer' };
      return {
        path: `/api/admin/faqs/${item._id}`,
        first: body,
        second: { ...body, answer: 'Second answer' },
      };
    },
    look: (data) => data.answer,
  },
  {
    name: 'the company info record',
    async make() {
      const created = await api.post('/api/admin/contact-data', {
        offices: [],
        responseTime: 'Soon',
        mapEmbedUrl: '',
      });
      const body = { offices: [], responseTime: 'First', mapEmbedUrl: '' };
      return {
        path: `/api/admin/contact-data/${created.json().data._id}`,
        first: body,
        second: { ...body, responseTime: 'Second' },
      };
    },
    look: (data) => data.responseTime,
  },
  {
    name: 'a coupon',
    async make() {
      const course = await buildCourse(server.db);
      const coupon = await buildCoupon(server.db);
      const body = {
        code: coupon.code,
        discountType: 'percentage',
        discountValue: 10,
        courseIds: [course.id],
        description: 'First',
      };
      return {
        path: `/api/coupons/admin/${coupon.id}`,
        first: body,
        second: { ...body, description: 'Second' },
      };
    },
    look: (data) => data.description,
  },
  {
    name: 'the company page',
    async make() {
      await api.put('/api/admin/company-settings', companySettings('start'));
      return {
        path: '/api/admin/company-settings',
        first: companySettings('first'),
        second: companySettings('second'),
      };
    },
    look: (data) => (data.contactData as { responseTime: string }).responseTime,
    deletes: false,
  },
  {
    name: 'a user',
    async make() {
      const user = await buildUser(server.db, { name: 'Someone' });
      const body = { name: 'First name', email: user.email, role: 'user' };
      return {
        path: `/api/auth/users/${user.id}`,
        first: body,
        second: { ...body, name: 'Second name' },
      };
    },
    look: (data) => data.name,
  },
];

const put = (path: string, payload: unknown, ifMatch?: string) =>
  api.inject({
    method: 'PUT',
    url: path,
    payload: payload as object,
    headers: ifMatch === undefined ? {} : { 'if-match': ifMatch },
  });
const remove = (path: string, ifMatch?: string) =>
  api.inject({
    method: 'DELETE',
    url: path,
    headers: ifMatch === undefined ? {} : { 'if-match': ifMatch },
  });
const etagOf = (response: LightMyRequestResponse) => String(response.headers.etag);

/** The signed-in admin of this file, as a stale answer names them. */
async function me() {
  return (await api.get('/api/auth/profile')).json().data as { email: string; name: string };
}

describe.each(editors.map((editor) => [editor.name, editor] as const))('%s', (_, editor) => {
  it('answers its version as ETag, and a save naming it gets the next one', async () => {
    const { path, first } = await editor.make();
    const read = await api.get(path);
    expect(read.statusCode).toBe(200);
    expect(etagOf(read)).toMatch(/^"\d+(\.\d+)*"$/);

    const saved = await put(path, first, etagOf(read));
    expect(saved.statusCode).toBe(200);
    expect(editor.look(saved.json().data)).toBe(editor.look(first as Record<string, unknown>));
    expect(etagOf(saved)).not.toBe(etagOf(read));
    expect(etagOf(await api.get(path))).toBe(etagOf(saved));
  });

  it('refuses a save or delete naming an older version with 409 STALE, changing nothing', async () => {
    const { path, first, second } = await editor.make();
    const loaded = etagOf(await api.get(path));
    const saved = await put(path, first, loaded);
    expect(saved.statusCode).toBe(200);
    const admin = await me();

    const stale = await put(path, second, loaded);
    expect(stale.statusCode).toBe(409);
    const body = stale.json();
    expect(body).toMatchObject({
      success: false,
      code: 'STALE',
      message: staleMessage,
      stale: { changedBy: { email: admin.email, name: admin.name } },
    });
    expect(Date.now() - Date.parse(body.stale.changedAt)).toBeLessThan(60_000);
    // The version now, which a deliberate overwrite names.
    expect(etagOf(stale)).toBe(etagOf(saved));
    const after = await api.get(path);
    expect(editor.look(after.json().data)).toBe(editor.look(saved.json().data));
    expect(etagOf(after)).toBe(etagOf(saved));

    if (editor.deletes !== false) {
      const refused = await remove(path, loaded);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('STALE');
      expect((await api.get(path)).statusCode).toBe(200);
      expect((await remove(path, etagOf(after))).statusCode).toBe(200);
      expect((await api.get(path)).statusCode).toBe(404);
    }
  });

  it('saves and deletes without If-Match as before, whatever the version', async () => {
    const { path, first, second } = await editor.make();
    expect((await put(path, first)).statusCode).toBe(200);
    const saved = await put(path, second);
    expect(saved.statusCode).toBe(200);
    expect(editor.look((await api.get(path)).json().data)).toBe(editor.look(saved.json().data));
    expect((await put(path, first, '*')).statusCode).toBe(200);
    if (editor.deletes !== false) expect((await remove(path)).statusCode).toBe(200);
  });

  it('lets exactly one of two saves of the same version win', async () => {
    const { path, first, second } = await editor.make();
    const loaded = etagOf(await api.get(path));
    const answers = await Promise.all([put(path, first, loaded), put(path, second, loaded)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200);
    const now = await api.get(path);
    expect(editor.look(now.json().data)).toBe(editor.look(winner?.json().data));
  });
});

describe('If-Match', () => {
  it('that names no version of this server is a 400', async () => {
    const post = await buildBlogPost(server.db);
    const response = await put(`/api/admin/blogs/${post.id}`, blogInput('Title'), 'yesterday');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_ERROR');
  });

  it('passes when any of the versions it lists is the current one', async () => {
    const post = await buildBlogPost(server.db);
    const path = `/api/admin/blogs/${post.id}`;
    const loaded = etagOf(await api.get(path));
    const response = await put(path, blogInput('Title'), `"99", ${loaded}`);
    expect(response.statusCode).toBe(200);
  });

  it('names the system as nobody when the last change was not an admin’s', async () => {
    const post = await buildBlogPost(server.db);
    const path = `/api/admin/blogs/${post.id}`;
    // A stale version of a record never saved through the API: its last change is unknown.
    const response = await put(path, blogInput('Title'), '"7"');
    expect(response.statusCode).toBe(409);
    expect(response.json().stale.changedBy).toBeNull();
  });
});
