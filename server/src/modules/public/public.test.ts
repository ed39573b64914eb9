import zlib from 'node:zlib';
import { contentCollections } from '@coursedesk/contract/collections/registry';
import {
  PUBLIC_CACHE_CONTROL,
  publicBlogPageResponse,
  publicBlogPostResponse,
  publicCompanyInfoResponse,
  publicContactDataResponse,
  publicCountriesResponse,
  publicCourseListResponse,
  publicCourseResponse,
  publicSectionResponse,
  publicSections,
  publicSiteResponse,
  sectionKey,
} from '@coursedesk/contract/public';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { seedDemoData } from '../../demo/seed-demo-data.ts';
import { useTestApp } from '../../test/harness.ts';

// The public content API (docs/website-api.md) on the demo business: what a website reads
// without a token, which must never carry a field of the back-office.

const server = useTestApp();
const SITE = 'https://www.example-site.test';
const withSite = useTestApp({ siteOrigins: [SITE], publicUrl: 'https://api.example.test/cd' });

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers });
const dataOf = <T = unknown>(response: LightMyRequestResponse) => response.json().data as T;

/** A post whose markdown names addresses of every kind (the server stores them as written). */
const STORED_IMAGE = '0123456789abcdef0123456789abcdef.png';
const ADDRESSES_POST = {
  title: 'Addresses',
  slug: 'addresses',
  excerpt: 'x',
  content: [
    '![logout](/api/auth/logout) [out](/api/auth/logout)',
    '![far](//evil.example/x.png) [far](//evil.example/)',
    '![data](data:image/png;base64,iVBORw0KGgo=) [js](JaVaScRiPt:alert(1))',
    `![stored](/uploads/blogs/${STORED_IMAGE}) ![web](https://example.com/pic.png)`,
  ].join('\n\n'),
  category: 'News',
  tags: [],
  publishedAt: new Date(Date.now() - 1000).toISOString(),
  readTime: 1,
  featured: false,
  publishStatus: 'published',
  author: { name: 'Ada', role: 'Editor' },
};

/** Every src and href in an HTML text. */
const addressesIn = (html: string) =>
  [...html.matchAll(/\s(?:src|href)="([^"]*)"/g)].map((match) => match[1]);

/** Keys that name back-office internals: none may appear anywhere in a public answer. */
const FORBIDDEN_KEYS = [
  '_id',
  'id_',
  'createdAt',
  'publishStatus',
  'publishAt',
  'createdBy',
  'updatedBy',
  'version',
  'refCount',
  'referenceCount',
  'password',
  'passwordHash',
  'hash',
  'singleton',
  'position',
  'courseId',
  'couponId',
  'customerId',
  'userId',
  'unreferencedSince',
];

/** The contract's shape of each public answer. */
function schemaOf(url: string): ZodType {
  const path = url.split('?')[0] ?? '';
  const name = path.slice('/api/public/'.length);
  const section = publicSections.find((candidate) => candidate.name === name);
  if (section) return publicSectionResponse(section.item);
  if (name === 'site') return publicSiteResponse;
  if (name === 'company-info') return publicCompanyInfoResponse;
  if (name === 'contact-data') return publicContactDataResponse;
  if (name === 'highlighted-countries') return publicCountriesResponse;
  if (name === 'courses') return publicCourseListResponse;
  if (name.startsWith('courses/')) return publicCourseResponse;
  if (name === 'blogs') return publicBlogPageResponse;
  if (name.startsWith('blogs/')) return publicBlogPostResponse;
  throw new Error(`no schema for ${url}`);
}

function forbiddenPaths(value: unknown, path = '$'): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, i) => forbiddenPaths(item, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(FORBIDDEN_KEYS.includes(key) ? [`${path}.${key}`] : []),
    ...forbiddenPaths(inner, `${path}.${key}`),
  ]);
}

describe('public content on the demo data', () => {
  it('seeds the demo business', async () => {
    await seedDemoData(server.db);
  });

  it('answers the site document without a token, with every section in display order', async () => {
    const response = await get('/api/public/site');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(response.headers.etag).toMatch(/^"[\w-]{32}"$/);
    const site = dataOf<{
      sections: Record<string, unknown[]>;
      companyInfo: unknown;
      contactData: unknown;
      highlightedCountries: string[];
    }>(response);
    expect(Object.keys(site.sections)).toEqual(contentCollections.map((c) => sectionKey(c.name)));
    expect(site.companyInfo).not.toBeNull();
    expect(site.contactData).not.toBeNull();
    expect(Array.isArray(site.highlightedCountries)).toBe(true);
    for (const collection of contentCollections) {
      const alone = await get(`/api/public/${collection.name}`);
      expect(alone.statusCode, collection.name).toBe(200);
      const items = dataOf<unknown[]>(alone);
      expect(items.length, collection.name).toBeGreaterThan(0);
      expect(items, collection.name).toEqual(site.sections[sectionKey(collection.name)]);
      // The admin list's order is the display order.
      const admin = dataOf<Record<string, unknown>[]>(
        await server.api.get(`/api/admin/${collection.name}`),
      );
      const firstField = Object.keys(collection.input.shape)[0] as string;
      expect(items.map((item) => (item as Record<string, unknown>)[firstField])).toEqual(
        admin.map((item) => item[firstField]),
      );
    }
    const faqs = dataOf<Record<string, unknown>[]>(await get('/api/public/faqs'));
    expect(Object.keys(faqs[0] ?? {}).sort()).toEqual(['answer', 'id', 'question', 'updatedAt']);
  });

  it('never carries an internal field, in any public answer', async () => {
    const urls = [
      '/api/public/site',
      ...contentCollections.map((c) => `/api/public/${c.name}`),
      '/api/public/company-info',
      '/api/public/contact-data',
      '/api/public/highlighted-countries',
      '/api/public/courses',
      '/api/public/blogs?limit=50',
    ];
    const courses = dataOf<{ slug: string }[]>(await get('/api/public/courses'));
    expect(courses.length).toBe(8);
    urls.push(...courses.map((course) => `/api/public/courses/${course.slug}`));
    const posts = dataOf<{ items: { slug: string }[]; totalPages: number }>(
      await get('/api/public/blogs?limit=50'),
    );
    expect(posts.items.length).toBeGreaterThan(0);
    for (let page = 2; page <= posts.totalPages; page++)
      urls.push(`/api/public/blogs?limit=50&page=${page}`);
    urls.push(...posts.items.map((post) => `/api/public/blogs/${post.slug}`));
    for (const url of urls) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(forbiddenPaths(response.json()), url).toEqual([]);
      const parsed = schemaOf(url).safeParse(response.json());
      expect(parsed.error, url).toBeUndefined();
    }
  });

  it('answers a course by its slug with its details and pricing, and 404 for an unknown one', async () => {
    const cards = dataOf<Record<string, unknown>[]>(await get('/api/public/courses'));
    const card = cards[0] as Record<string, unknown>;
    for (const key of [
      'title',
      'slug',
      'category',
      'price',
      'accent',
      'icon',
      'featured',
      'popular',
    ]) {
      expect(card, key).toHaveProperty(key);
    }
    const admin = dataOf<{
      course: { id: string; title: string };
      pricing: { currentPrice: number };
    }>(await server.api.get(`/api/admin/course-bundles/${String(card.slug)}`));
    expect(card.title).toBe(admin.course.title);
    expect(card.price).toBe(admin.pricing.currentPrice);
    const course = dataOf<{
      details: { curriculum: unknown[] };
      pricing: { currentPrice: number };
    }>(await get(`/api/public/courses/${String(card.slug)}`));
    expect(course.details.curriculum.length).toBeGreaterThan(0);
    expect(course.pricing.currentPrice).toBe(admin.pricing.currentPrice);
    const missing = await get('/api/public/courses/no-such-course');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'Course not found',
    });
  });

  it('gives images as server-relative paths without PUBLIC_URL', async () => {
    const team = dataOf<{ image: string | null }[]>(await get('/api/public/team-members'));
    const images = team.map((member) => member.image).filter((image) => image !== null);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image).toMatch(/^(\/uploads\/team\/|https?:\/\/)/);
  });

  it('lists the blog newest first, by tag and category, at most 50 a page', async () => {
    const page = dataOf<{ items: { publishedAt: string; tags: string[]; category: string }[] }>(
      await get('/api/public/blogs?limit=50'),
    );
    const dates = page.items.map((post) => post.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const first = page.items[0];
    if (!first) throw new Error('no posts');
    const tag = first.tags[0] as string;
    const byTag = dataOf<{ items: { tags: string[] }[] }>(
      await get(`/api/public/blogs?limit=50&tag=${encodeURIComponent(tag)}`),
    );
    expect(byTag.items.length).toBeGreaterThan(0);
    for (const post of byTag.items) expect(post.tags).toContain(tag);
    const byCategory = dataOf<{ items: { category: string }[] }>(
      await get(`/api/public/blogs?category=${encodeURIComponent(first.category)}`),
    );
    for (const post of byCategory.items) expect(post.category).toBe(first.category);
    const tooMany = await get('/api/public/blogs?limit=51');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });
});

describe('publish dates', () => {
  it('keeps a post with a future publish date out until that time, without a write', async () => {
    const publishAt = new Date(Date.now() + 1500);
    const created = await server.api.post('/api/admin/blogs', {
      title: 'Launching soon',
      slug: 'launching-soon',
      excerpt: 'Soon',
      content: '# Soon\n\nIt comes.',
      category: 'News',
      tags: ['launch'],
      publishedAt: publishAt.toISOString(),
      readTime: 1,
      featured: false,
      publishStatus: 'published',
      author: { name: 'Ada', role: 'Editor' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const list = () => get('/api/public/blogs?tag=launch');
    const before = await list();
    expect(dataOf<{ total: number }>(before).total).toBe(0);
    expect((await get('/api/public/blogs/launching-soon')).statusCode).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, publishAt.getTime() - Date.now() + 50));
    const after = await list();
    expect(dataOf<{ total: number }>(after).total).toBe(1);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // A client holding the old answer gets the new one, not a 304.
    const revalidated = await get('/api/public/blogs?tag=launch', {
      'if-none-match': String(before.headers.etag),
    });
    expect(revalidated.statusCode).toBe(200);
    expect((await get('/api/public/blogs/launching-soon')).statusCode).toBe(200);
  });

  it('renders a post as sanitised HTML beside its markdown', async () => {
    const content =
      '## Hello\n\n<script>alert(1)</script>\n\n[bad](javascript:alert(1)) [good](https://example.com) <img src=x onerror=alert(1)>';
    const created = await server.api.post('/api/admin/blogs', {
      title: 'Markup',
      slug: 'markup',
      excerpt: 'x',
      content,
      category: 'News',
      tags: [],
      publishedAt: new Date(Date.now() - 1000).toISOString(),
      readTime: 1,
      featured: false,
      publishStatus: 'published',
      author: { name: 'Ada', role: 'Editor' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const post = dataOf<{ content: string; contentHtml: string }>(
      await get('/api/public/blogs/markup'),
    );
    expect(post.content).toBe(content);
    expect(post.contentHtml).toContain('<h2>Hello</h2>');
    expect(post.contentHtml).toContain(
      '<a href="https://example.com/" rel="nofollow noopener noreferrer">good</a>',
    );
    // Raw HTML stays text, and a script link is no link.
    expect(post.contentHtml).not.toMatch(/<script|<img|href="javascript/i);
    expect(post.contentHtml).toContain('&lt;script&gt;');
  });

  it('gives images and links in the HTML only as absolute http(s) addresses', async () => {
    const created = await server.api.post('/api/admin/blogs', ADDRESSES_POST);
    expect(created.statusCode, created.body).toBe(201);
    const post = dataOf<{ contentHtml: string }>(await get('/api/public/blogs/addresses'));
    // Without PUBLIC_URL there is no absolute address for a stored image: it is left out.
    expect(addressesIn(post.contentHtml)).toEqual(['https://example.com/pic.png']);
  });
});

describe('caching', () => {
  it('answers 304 to its ETag, and the next request after a write shows it', async () => {
    const first = await get('/api/public/site');
    const etag = String(first.headers.etag);
    const notModified = await get('/api/public/site', { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const faqsEtag = String((await get('/api/public/faqs')).headers.etag);
    const coursesEtag = String((await get('/api/public/courses')).headers.etag);

    const [faq] = dataOf<{ _id: string; id: number; answer: string }[]>(
      await server.api.get('/api/admin/faqs'),
    );
    if (!faq) throw new Error('no FAQ');
    const { _id, createdAt, updatedAt, ...fields } = faq as Record<string, unknown>;
    const saved = await server.api.put(`/api/admin/faqs/${_id}`, {
      ...fields,
      question: 'Is this written just now?',
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const after = await get('/api/public/site', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    const site = dataOf<{ sections: { faqs: { question: string }[] } }>(after);
    expect(site.sections.faqs.map((item) => item.question)).toContain('Is this written just now?');
    const faqsAfter = await get('/api/public/faqs', { 'if-none-match': faqsEtag });
    expect(faqsAfter.statusCode).toBe(200);
    // A table the courses do not read leaves their ETag as it was.
    const courses = await get('/api/public/courses', { 'if-none-match': coursesEtag });
    expect(courses.statusCode).toBe(304);
  });

  it.each([
    ['course pricing', 'course'],
    ['company info', 'company'],
  ])('shows a write to %s on the next request', async (_, what) => {
    if (what === 'course') {
      const [card] = dataOf<{ slug: string }[]>(await get('/api/public/courses'));
      const slug = String(card?.slug);
      const before = await get(`/api/public/courses/${slug}`);
      const bundle = dataOf<{ pricing: Record<string, unknown> }>(
        await server.api.get(`/api/admin/course-bundles/${slug}`),
      );
      const { _id, createdAt, updatedAt, ...pricing } = bundle.pricing;
      const saved = await server.api.put(`/api/admin/course-pricing/${String(_id)}`, {
        ...pricing,
        currentPrice: 321,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const after = await get(`/api/public/courses/${slug}`, {
        'if-none-match': String(before.headers.etag),
      });
      expect(after.statusCode).toBe(200);
      expect(dataOf<{ price: number }>(after).price).toBe(321);
      const cards = dataOf<{ slug: string; price: number }[]>(await get('/api/public/courses'));
      expect(cards.find((c) => c.slug === slug)?.price).toBe(321);
    } else {
      const before = await get('/api/public/company-info');
      const settings = dataOf<{ companyInfo: Record<string, unknown> }>(
        await server.api.get('/api/admin/company-settings'),
      );
      const { _id, createdAt, updatedAt, ...info } = settings.companyInfo;
      const saved = await server.api.put(`/api/admin/company-info/${String(_id)}`, {
        ...info,
        supportEmail: 'help@new.example.com',
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const after = await get('/api/public/company-info', {
        'if-none-match': String(before.headers.etag),
      });
      expect(after.statusCode).toBe(200);
      expect(dataOf<{ supportEmail: string }>(after).supportEmail).toBe('help@new.example.com');
      const site = dataOf<{ companyInfo: { supportEmail: string } }>(await get('/api/public/site'));
      expect(site.companyInfo.supportEmail).toBe('help@new.example.com');
    }
  });

  it('answers a course added or renamed since an unknown slug was asked for', async () => {
    const slug = 'made-just-now';
    expect((await get(`/api/public/courses/${slug}`)).statusCode).toBe(404);
    const created = await server.api.post('/api/admin/courses', {
      id: slug,
      category: 'Data',
      badge: 'New',
      title: 'Made just now',
      desc: 'A course added a moment ago.',
      duration: '4 weeks',
      extra: 'Online',
      accent: 'edtech-green',
      publishStatus: 'published',
    });
    expect(created.statusCode, created.body).toBe(201);
    const found = await get(`/api/public/courses/${slug}`);
    expect(found.statusCode).toBe(200);
    expect(dataOf<{ details: unknown; pricing: unknown; price: unknown }>(found)).toMatchObject({
      details: null,
      pricing: null,
      price: null,
    });
    const course = created.json().data;
    const { _id, createdAt, updatedAt, ...fields } = course;
    const renamed = await server.api.put(`/api/admin/courses/${_id}`, {
      ...fields,
      id: 'renamed-now',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await get(`/api/public/courses/${slug}`)).statusCode).toBe(404);
    expect((await get('/api/public/courses/renamed-now')).statusCode).toBe(200);
  });

  it('sends the kept brotli and gzip forms to clients that accept them', async () => {
    const plain = await get('/api/public/site');
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await get('/api/public/site', { 'accept-encoding': encoding });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/Accept-Encoding/i);
      const decoded =
        encoding === 'br'
          ? zlib.brotliDecompressSync(response.rawPayload)
          : zlib.gunzipSync(response.rawPayload);
      expect(decoded.toString()).toBe(plain.body);
    }
  });
});

describe('a website on another origin (SITE_ORIGINS, PUBLIC_URL)', () => {
  const request = (options: {
    method?: 'GET' | 'OPTIONS' | 'POST';
    url: string;
    headers?: Record<string, string>;
  }) => withSite.app.inject({ method: options.method ?? 'GET', ...options });

  it('seeds the demo business', async () => {
    await seedDemoData(withSite.db);
  });

  it('lets a listed origin read the public answers, and no other', async () => {
    const allowed = await request({ url: '/api/public/site', headers: { origin: SITE } });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe(SITE);
    expect(allowed.headers['access-control-expose-headers']).toMatch(/ETag/);
    expect(allowed.headers.vary).toMatch(/Origin/);
    const denied = await request({
      url: '/api/public/site',
      headers: { origin: 'https://evil.example' },
    });
    expect(denied.statusCode).toBe(200);
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a preflight for any /api/public/ route, including forms posted later', async () => {
    for (const url of ['/api/public/courses', '/api/public/inquiries']) {
      const preflight = await request({
        method: 'OPTIONS',
        url,
        headers: {
          origin: SITE,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.statusCode, url).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(SITE);
      expect(preflight.headers['access-control-allow-methods']).toMatch(/POST/);
      expect(preflight.headers['access-control-allow-headers']).toMatch(/Content-Type/i);
    }
    const denied = await request({
      method: 'OPTIONS',
      url: '/api/public/courses',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('gives no CORS header to any other route', async () => {
    for (const url of ['/api/health', '/api/admin/faqs', '/api/icons', '/api/openapi.json']) {
      const response = await request({ url, headers: { origin: SITE } });
      expect(response.headers['access-control-allow-origin'], url).toBeUndefined();
      const preflight = await request({
        method: 'OPTIONS',
        url,
        headers: { origin: SITE, 'access-control-request-method': 'GET' },
      });
      expect(preflight.statusCode, url).not.toBe(204);
      expect(preflight.headers['access-control-allow-origin'], url).toBeUndefined();
    }
  });

  it('gives every image as an absolute URL under PUBLIC_URL', async () => {
    const site = (await request({ url: '/api/public/site' })).json().data;
    const team = site.sections.teamMembers as { image: string | null }[];
    const images = team.map((member) => member.image).filter((image) => image !== null);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image).toMatch(/^https?:\/\//);
    expect(
      images.some((image) => image.startsWith('https://api.example.test/cd/uploads/team/')),
    ).toBe(true);
    const courses = (await request({ url: '/api/public/courses' })).json().data as {
      image: string | null;
    }[];
    for (const course of courses) {
      if (course.image) expect(course.image).toMatch(/^https?:\/\//);
    }
    const posts = (await request({ url: '/api/public/blogs?limit=50' })).json().data.items as {
      image: string | null;
      author: { avatar: string | null };
    }[];
    for (const post of posts) {
      for (const image of [post.image, post.author.avatar]) {
        if (image) expect(image).toMatch(/^https?:\/\//);
      }
    }
  });

  it('gives each stored image its width, height and a srcset of sized copies beside its URL', async () => {
    const site = (await request({ url: '/api/public/site' })).json().data;
    const team = site.sections.teamMembers as {
      image: string | null;
      imageSize: { width: number; height: number; srcset: string } | null;
    }[];
    const sized = team.filter((member) => member.image?.includes('/uploads/team/'));
    expect(sized.length).toBeGreaterThan(0);
    for (const { image, imageSize } of sized) {
      expect(imageSize?.width).toBeGreaterThan(0);
      expect(imageSize?.height).toBeGreaterThan(0);
      const entries = imageSize?.srcset.split(', ') ?? [];
      expect(entries.at(-1)).toBe(`${image} ${imageSize?.width}w`);
      for (const entry of entries.slice(0, -1)) {
        expect(entry).toMatch(new RegExp(`^${image?.replaceAll('.', '\\.')}\\?w=(\\d+) \\1w$`));
      }
      // Each entry of the srcset is served, at its width.
      const first = entries[0]?.split(' ')[0]?.replace('https://api.example.test/cd', '');
      if (first?.includes('?w=')) {
        const copy = await withSite.app.inject({ method: 'GET', url: first });
        expect(copy.statusCode).toBe(200);
      }
    }
    const courses = (await request({ url: '/api/public/courses' })).json().data as {
      imageSize: unknown;
    }[];
    for (const course of courses) expect(course).toHaveProperty('imageSize');
  });

  it('gives an image stored here in the HTML of a post under PUBLIC_URL too', async () => {
    const created = await withSite.api.post('/api/admin/blogs', ADDRESSES_POST);
    expect(created.statusCode, created.body).toBe(201);
    const post = (await request({ url: '/api/public/blogs/addresses' })).json().data as {
      contentHtml: string;
    };
    expect(addressesIn(post.contentHtml)).toEqual([
      `https://api.example.test/cd/uploads/blogs/${STORED_IMAGE}`,
      'https://example.com/pic.png',
    ]);
  });
});
