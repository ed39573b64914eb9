import { publicSearchResponse } from '@coursedesk/contract/public';
import { describe, expect, it } from 'vitest';
import { buildBlogPost, buildCourse } from '../../test/factories.ts';
import { useTestContext } from '../../test/harness.ts';
import { highlightHtml } from './service.ts';

// GET /api/public/search: PostgreSQL's full-text search over live courses and published posts,
// English words stemmed, the best match first, a highlighted passage with each hit.

const ctx = useTestContext();
const search = async (query: string) => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/public/search?${query}` });
  expect(response.statusCode, query).toBe(200);
  return publicSearchResponse.parse(response.json()).data;
};
const slugsOf = (page: { items: { slug: string }[] }) => page.items.map((hit) => hit.slug);

describe('public search', () => {
  it('stems English words, ranks a title above a passing mention, and highlights what it found', async () => {
    await buildCourse(ctx.db, {
      slug: 'machine-learning',
      title: 'Machine Learning Engineering',
      category: 'Data',
      description: 'Train models and deploy them.',
      extra: 'Evenings',
    });
    await buildBlogPost(ctx.db, {
      slug: 'models-in-production',
      title: 'Shipping models to production',
      excerpt: 'What breaks after launch.',
      content: 'We keep learning from <b>each</b> incident & every deployment.',
      category: 'Engineering',
    });
    await buildBlogPost(ctx.db, {
      slug: 'tomorrow',
      title: 'Learning tomorrow',
      content: 'Not yet published.',
      publishedAt: new Date(Date.now() + 86_400_000),
    });

    // "learned" finds "Learning" (title) and "learning" (body): one stem.
    const learned = await search('q=learned');
    expect(slugsOf(learned)).toEqual(['machine-learning', 'models-in-production']);
    expect(learned.total).toBe(2);
    const [course, post] = learned.items;
    expect(course?.type).toBe('course');
    expect(post?.type).toBe('post');
    expect(course?.rank).toBeGreaterThan(post?.rank ?? Number.POSITIVE_INFINITY);
    expect(post?.highlight).toContain('<mark>learning</mark>');
    // The stored text is escaped: its markup never reaches the page.
    expect(post?.highlight).not.toContain('<b>');
    expect(post?.highlight).toContain('&amp;');
    expect(post?.publishedAt).not.toBeNull();

    expect(slugsOf(await search('q=deploying'))).toEqual([
      'machine-learning',
      'models-in-production',
    ]);
    expect(slugsOf(await search('q=learning&type=post'))).toEqual(['models-in-production']);
    expect(slugsOf(await search('q=%22machine+learning%22'))).toEqual(['machine-learning']);
    expect(slugsOf(await search('q=learning+-machine'))).toEqual(['models-in-production']);
    expect((await search('q=the')).total).toBe(0);
  });

  it('pages its hits with the total', async () => {
    for (const n of [1, 2, 3]) {
      await buildBlogPost(ctx.db, { slug: `pager-${n}`, title: `Pagination notes ${n}` });
    }
    const second = await search('q=pagination&limit=2&page=2');
    expect(second.total).toBe(3);
    expect(second.totalPages).toBe(2);
    expect(second.items).toHaveLength(1);
    const past = await search('q=pagination&limit=2&page=9');
    expect(past.total).toBe(3);
    expect(past.items).toEqual([]);
  });

  it('refuses a missing, blank or overlong q with a message that says so', async () => {
    for (const [query, message] of [
      ['', 'q must be the text to search for'],
      ['q=%20%20', 'q must be the text to search for'],
      [`q=${'a'.repeat(201)}`, 'q must be at most 200 characters'],
      ['q=ai&limit=51', 'limit must be a whole number from 1 to 50'],
      ['q=ai&type=page', 'type must be one of: course, post'],
    ] as const) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/public/search?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toContain(message);
    }
  });

  it('makes a passage safe HTML with only its marks', () => {
    expect(highlightHtml('a \u0002<x>\u0003 & \u0002b')).toBe('a <mark>&lt;x&gt;</mark> &amp; b');
  });
});
