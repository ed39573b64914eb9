import {
  PREVIEW_CACHE_CONTROL,
  PREVIEW_HEADER,
  previewMessages,
  publishMessages,
} from '@coursedesk/contract/publishing';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPreviewTokens } from '../../lib/preview-tokens.ts';
import { TEST_JWT_SECRET, useTestApp } from '../../test/harness.ts';

// Publishing states (docs/publishing.md): drafts and schedules stay off the public API, a
// schedule goes live at its time without a write (the clock is fixed here), and a preview token
// opens one record's public read.

const server = useTestApp({ sitePreviewUrl: 'https://site.test/preview/{type}/{slug}?t={token}' });
const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });
const dataOf = <T = unknown>(response: LightMyRequestResponse) => response.json().data as T;

const HOUR = 60 * 60 * 1000;
const T0 = Math.floor(Date.now() / HOUR) * HOUR + HOUR;

afterEach(() => {
  vi.useRealTimers();
});

const fixClock = (time: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(time);
};

const courseBody = (slug: string, extra: Record<string, unknown> = {}) => ({
  id: slug,
  category: 'Data',
  badge: 'New',
  title: `Course ${slug}`,
  desc: `All about ${slug}.`,
  duration: '4 weeks',
  extra: 'Online',
  accent: 'edtech-green',
  ...extra,
});

const postBody = (slug: string, extra: Record<string, unknown> = {}) => ({
  title: `Post ${slug}`,
  slug,
  excerpt: `The excerpt of ${slug}.`,
  content: `# ${slug}\n\nWords.`,
  category: 'News',
  tags: ['publishing'],
  publishedAt: new Date(Date.now() - HOUR).toISOString(),
  readTime: 1,
  featured: false,
  author: { name: 'Ada', role: 'Editor' },
  ...extra,
});

describe('publishing states', () => {
  it('starts a new course, post and website item as a draft the public API does not show', async () => {
    const course = await server.api.create('/api/admin/courses', courseBody('draft-course'));
    expect(course).toMatchObject({ publishStatus: 'draft', publishAt: null });
    const post = await server.api.create('/api/admin/blogs', postBody('draft-post'));
    expect(post.publishStatus).toBe('draft');
    const faq = await server.api.create('/api/admin/faqs', {
      id: 41,
      question: 'Draft question?',
      answer: 'Hidden.',
    });
    expect(faq.publishStatus).toBe('draft');

    expect((await get('/api/public/courses/draft-course')).statusCode).toBe(404);
    expect((await get('/api/public/blogs/draft-post')).statusCode).toBe(404);
    for (const path of ['/api/public/courses', '/api/public/blogs', '/api/public/faqs']) {
      const body = (await get(path)).body;
      expect(body, path).not.toContain('draft-course');
      expect(body, path).not.toContain('draft-post');
      expect(body, path).not.toContain('Draft question?');
    }
    expect((await get('/api/public/site')).body).not.toContain('Draft question?');
  });

  it('publishes and unpublishes through the usual update, in the activity log', async () => {
    const created = await server.api.create('/api/admin/courses', courseBody('toggle-course'));
    const { _id, createdAt, updatedAt, ...fields } = created;
    const published = await server.api.put(`/api/admin/courses/${_id}`, {
      ...fields,
      publishStatus: 'published',
    });
    expect(published.statusCode, published.body).toBe(200);
    const live = await get('/api/public/courses/toggle-course');
    expect(live.statusCode).toBe(200);
    expect(dataOf<{ updatedAt: string }>(live).updatedAt).toBe(published.json().data.updatedAt);
    const unpublished = await server.api.put(`/api/admin/courses/${_id}`, {
      ...fields,
      publishStatus: 'draft',
    });
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    expect((await get('/api/public/courses/toggle-course')).statusCode).toBe(404);

    const log = (await server.api.get(`/api/admin/activity?area=courses&record=${_id}`)).json().data
      .items as {
      changes: Record<string, { before: unknown; after: unknown }>;
    }[];
    const states = log
      .map((entry) => entry.changes.publishStatus)
      .filter((change) => change !== undefined);
    expect(states).toEqual(
      expect.arrayContaining([
        { before: 'draft', after: 'published' },
        { before: 'published', after: 'draft' },
      ]),
    );
  });

  it('refuses a schedule without a time or with a time gone by, saying so', async () => {
    const missing = await server.api.post(
      '/api/admin/courses',
      courseBody('no-time', { publishStatus: 'scheduled' }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain(publishMessages.publishAtRequired);
    const past = await server.api.post('/api/admin/faqs', {
      id: 42,
      question: 'Past?',
      answer: 'No.',
      publishStatus: 'scheduled',
      publishAt: '2001-01-01T00:00:00Z',
    });
    expect(past.statusCode).toBe(400);
    expect(past.body).toContain(publishMessages.publishAtPast);
  });

  it('shows a scheduled item from its time on, without a write, in every answer', async () => {
    fixClock(T0);
    const at = new Date(T0 + HOUR).toISOString();
    const course = await server.api.create(
      '/api/admin/courses',
      courseBody('scheduled-course', { publishStatus: 'scheduled', publishAt: at }),
    );
    expect(course).toMatchObject({ publishStatus: 'scheduled', publishAt: at });
    await server.api.create(
      '/api/admin/blogs',
      postBody('scheduled-post', { publishStatus: 'scheduled', publishAt: at }),
    );
    await server.api.create('/api/admin/faqs', {
      id: 43,
      question: 'Scheduled question?',
      answer: 'Soon.',
      publishStatus: 'scheduled',
      publishAt: at,
    });

    const before = {
      courses: await get('/api/public/courses'),
      faqs: await get('/api/public/faqs'),
      site: await get('/api/public/site'),
      blogs: await get('/api/public/blogs?tag=publishing'),
    };
    expect(before.courses.body).not.toContain('scheduled-course');
    expect(before.faqs.body).not.toContain('Scheduled question?');
    expect(before.site.body).not.toContain('Scheduled question?');
    expect(before.blogs.body).not.toContain('scheduled-post');
    expect((await get('/api/public/courses/scheduled-course')).statusCode).toBe(404);
    const scheduledList = await server.api.get('/api/admin/courses?publishStatus=scheduled');
    expect(scheduledList.body).toContain('scheduled-course');

    vi.setSystemTime(T0 + HOUR + 1000);
    expect((await get('/api/public/courses/scheduled-course')).statusCode).toBe(200);
    expect((await get('/api/public/blogs/scheduled-post')).statusCode).toBe(200);
    for (const [name, response] of Object.entries(before)) {
      const path = String(response.raw.req?.url ?? '');
      // A client holding the answer from before gets the new one, not a 304.
      const after = await get(
        name === 'blogs' ? '/api/public/blogs?tag=publishing' : `/api/public/${name}`,
        { 'if-none-match': String(response.headers.etag) },
      );
      expect(after.statusCode, path).toBe(200);
    }
    expect((await get('/api/public/faqs')).body).toContain('Scheduled question?');
    expect((await get('/api/public/site')).body).toContain('Scheduled question?');
    // The admin list shows the schedule whose time has passed as published.
    const listed = (await server.api.get('/api/admin/courses?publishStatus=published')).json();
    const admin = (Array.isArray(listed.data) ? listed.data : listed.data.items) as {
      id: string;
      publishStatus: string;
    }[];
    expect(admin.find((item) => item.id === 'scheduled-course')?.publishStatus).toBe('published');
  });

  it('fills a post’s SEO from the post, and keeps what the editor set', async () => {
    await server.api.create(
      '/api/admin/blogs',
      postBody('seo-post', {
        publishStatus: 'published',
        seo: { description: 'Set by hand', noindex: true },
      }),
    );
    const post = dataOf<{ seo: Record<string, unknown>; updatedAt: string }>(
      await get('/api/public/blogs/seo-post'),
    );
    expect(post.seo).toEqual({
      title: 'Post seo-post',
      description: 'Set by hand',
      image: null,
      canonical: null,
      noindex: true,
    });
    expect(post.updatedAt).toMatch(/^\d{4}-/);
    const tooLong = await server.api.post(
      '/api/admin/blogs',
      postBody('seo-long', { seo: { title: 'x'.repeat(71) } }),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('SEO title must be at most 70 characters');
  });
});

describe('preview tokens', () => {
  const previewOf = async (type: string, id: string) => {
    const response = await server.api.post('/api/admin/preview-tokens', { type, id });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { token: string; expiresAt: string; url: string | null };
  };

  it('opens the draft it names, privately, and nothing else', async () => {
    const course = await server.api.create('/api/admin/courses', courseBody('preview-me'));
    const other = await server.api.create('/api/admin/courses', courseBody('not-me'));
    const post = await server.api.create('/api/admin/blogs', postBody('preview-post'));
    const preview = await previewOf('course', course._id);
    expect(preview.url).toBe(
      `https://site.test/preview/course/preview-me?t=${encodeURIComponent(preview.token)}`,
    );
    const read = await get('/api/public/courses/preview-me', { [PREVIEW_HEADER]: preview.token });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.headers['cache-control']).toBe(PREVIEW_CACHE_CONTROL);
    expect(read.headers.etag).toBeUndefined();
    expect(dataOf<{ title: string }>(read).title).toBe('Course preview-me');
    // Without the token it is still a draft.
    expect((await get('/api/public/courses/preview-me')).statusCode).toBe(404);

    const another = await get('/api/public/courses/not-me', { [PREVIEW_HEADER]: preview.token });
    expect(another.statusCode).toBe(403);
    expect(another.json().message).toBe(previewMessages.otherRecord);
    expect(other.publishStatus).toBe('draft');
    const otherType = await get('/api/public/blogs/preview-post', {
      [PREVIEW_HEADER]: preview.token,
    });
    expect(otherType.statusCode).toBe(403);
    const postPreview = await previewOf('blog', post._id);
    expect(
      (await get('/api/public/blogs/preview-post', { [PREVIEW_HEADER]: postPreview.token }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a forged, malformed or expired token', async () => {
    const course = await server.api.create('/api/admin/courses', courseBody('preview-expiry'));
    const forged = createPreviewTokens('another-secret-that-is-long-enough-to-sign').issue(
      'course',
      course._id,
    ).token;
    for (const token of [forged, 'not-a-token', `${forged}x`]) {
      const response = await get('/api/public/courses/preview-expiry', {
        [PREVIEW_HEADER]: token,
      });
      expect(response.statusCode, token).toBe(401);
      expect(response.json().message).toBe(previewMessages.invalid);
    }
    const signed = createPreviewTokens(TEST_JWT_SECRET);
    const old = signed.issue('course', course._id, Date.now() - 11 * 60 * 1000).token;
    const expired = await get('/api/public/courses/preview-expiry', { [PREVIEW_HEADER]: old });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(previewMessages.expired);
    // A session token is no preview token.
    const session = server.headers.authorization?.replace('Bearer ', '') ?? '';
    expect(
      (await get('/api/public/courses/preview-expiry', { [PREVIEW_HEADER]: session })).statusCode,
    ).toBe(401);
  });

  it('answers only for a known type and record, and says whether the site has a preview', async () => {
    const course = await server.api.create('/api/admin/courses', courseBody('preview-types'));
    const unknownType = await server.api.post('/api/admin/preview-tokens', {
      type: 'widgets',
      id: course._id,
    });
    expect(unknownType.statusCode).toBe(400);
    const missing = await server.api.post('/api/admin/preview-tokens', {
      type: 'blog',
      id: course._id,
    });
    expect(missing.statusCode).toBe(404);
    const anonymous = await server.app.inject({
      method: 'POST',
      url: '/api/admin/preview-tokens',
      payload: { type: 'course', id: course._id },
    });
    expect(anonymous.statusCode).toBe(401);
    const settings = await server.api.get('/api/admin/site-settings');
    expect(settings.json().data).toEqual({ previewUrl: true });
  });
});

describe('a walk of the public routes', () => {
  it('finds no draft or future schedule anywhere', async () => {
    const marker = 'zzhiddenzz';
    const future = new Date(Date.now() + 24 * HOUR).toISOString();
    await server.api.create('/api/admin/courses', courseBody(`${marker}-course`));
    await server.api.create(
      '/api/admin/courses',
      courseBody(`${marker}-later`, { publishStatus: 'scheduled', publishAt: future }),
    );
    await server.api.create('/api/admin/blogs', postBody(`${marker}-post`));
    await server.api.create('/api/admin/faqs', { id: 44, question: `${marker}?`, answer: marker });
    await server.api.create('/api/admin/milestones', {
      year: '2031',
      title: marker,
      description: marker,
    });
    const paths = new Set<string>();
    for (const route of [
      '/api/public/site',
      '/api/public/courses',
      '/api/public/blogs',
      '/api/public/blogs?limit=50',
      `/api/public/courses/${marker}-course`,
      `/api/public/courses/${marker}-later`,
      `/api/public/blogs/${marker}-post`,
    ])
      paths.add(route);
    const sections = dataOf<{ sections: Record<string, unknown> }>(await get('/api/public/site'));
    for (const key of Object.keys(sections.sections)) {
      const name = key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      paths.add(`/api/public/${name}`);
    }
    for (const path of paths) {
      const response = await get(path);
      expect(response.body, path).not.toContain(marker);
    }
  });
});
