import { describe, expect, it } from 'vitest';
import { buildBlogPost, buildCourse, buildCoursePricing } from '../../test/factories.ts';
import { useTestContext } from '../../test/harness.ts';

// The public API says no: an unknown address is 404 (not a sign-in question), an unknown or bad
// parameter is 400 by name; and the lists it does serve take pages, a sort and their filters.

const ctx = useTestContext();
const get = (url: string) => ctx.app.inject({ method: 'GET', url });

async function expectRefused(url: string, message: RegExp) {
  const response = await get(url);
  expect(response.statusCode, url).toBe(400);
  const body = response.json();
  expect(body.code).toBe('VALIDATION_ERROR');
  expect(JSON.stringify(body), url).toMatch(message);
}

describe('addresses and parameters the public API does not have', () => {
  it('answers an unknown address under /api/public/ 404, with no token asked for', async () => {
    for (const url of ['/api/public/nope', '/api/public/courses/a/b', '/api/public/']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    // The back-office keeps denying by default.
    expect((await get('/api/admin/nope')).statusCode).toBe(401);
  });

  it('refuses an unknown parameter by its name on every public read', async () => {
    for (const url of [
      '/api/public/site?x=1',
      '/api/public/faqs?limit=2',
      '/api/public/courses?tag=ai',
      '/api/public/courses/some-course?preview=1',
      '/api/public/blogs?search=ai',
      '/api/public/blogs/some-post?x=1',
      '/api/public/search?q=ai&sortBy=title',
      '/api/public/sitemap.xml?page=2',
    ]) {
      const name = [...new URL(url, 'http://x').searchParams.keys()].at(-1) ?? '';
      await expectRefused(url, new RegExp(`not a parameter of this address: ${name}`));
    }
  });

  it('refuses bad pages, limits and sorts', async () => {
    await expectRefused(
      '/api/public/courses?limit=101',
      /limit must be a whole number from 1 to 100/,
    );
    await expectRefused('/api/public/courses?page=0', /page must be a whole number/);
    await expectRefused('/api/public/courses?sort=price', /sort must be one of: catalogue, title/);
    await expectRefused('/api/public/blogs?limit=51', /limit must be a whole number from 1 to 50/);
    await expectRefused('/api/public/blogs?sort=popular', /sort must be one of: newest, oldest/);
  });
});

describe('the course list', () => {
  it('pages, sorts and filters by category in any case', async () => {
    const cheap = await buildCourse(ctx.db, { title: 'Bravo', category: 'Data', position: 1 });
    const dear = await buildCourse(ctx.db, { title: 'Alpha', category: 'data', position: 2 });
    const other = await buildCourse(ctx.db, { title: 'Charlie', category: 'Design', position: 0 });
    await buildCoursePricing(ctx.db, { courseId: cheap.id, currentPricePence: 10_000 });
    await buildCoursePricing(ctx.db, { courseId: dear.id, currentPricePence: 90_000 });
    const slugs = async (query: string) => {
      const response = await get(`/api/public/courses?${query}`);
      expect(response.statusCode, query).toBe(200);
      return response.json();
    };

    const all = await slugs('');
    expect(all.data.map((c: { slug: string }) => c.slug)).toEqual([
      other.slug,
      cheap.slug,
      dear.slug,
    ]);
    expect(all.pagination).toEqual({ page: 1, limit: 100, total: 3, totalPages: 1 });

    const data = await slugs('category=DATA&sort=price-desc');
    expect(data.data.map((c: { slug: string }) => c.slug)).toEqual([dear.slug, cheap.slug]);
    const page = await slugs('sort=title&limit=2&page=2');
    expect(page.data.map((c: { title: string }) => c.title)).toEqual(['Charlie']);
    expect(page.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
  });
});

describe('the blog list', () => {
  it('finds a tag in any case and sorts oldest first or by title', async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    await buildBlogPost(ctx.db, { title: 'Zed', slug: 'zed', tags: ['AI'], publishedAt: day(1) });
    await buildBlogPost(ctx.db, { title: 'Ant', slug: 'ant', tags: ['ai'], publishedAt: day(2) });
    await buildBlogPost(ctx.db, { title: 'Mid', slug: 'mid', tags: ['web'], publishedAt: day(3) });
    const slugs = async (query: string) =>
      (await get(`/api/public/blogs?${query}`))
        .json()
        .data.items.map((post: { slug: string }) => post.slug);
    expect(await slugs('tag=Ai')).toEqual(['ant', 'zed']);
    expect(await slugs('tag=ai&sort=oldest')).toEqual(['zed', 'ant']);
    expect(await slugs('sort=title')).toEqual(['ant', 'mid', 'zed']);
  });
});
