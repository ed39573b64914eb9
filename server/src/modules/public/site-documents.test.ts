import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { buildBlogPost, buildCourse } from '../../test/factories.ts';
import { useTestContext } from '../../test/harness.ts';
import { buildSitemap, escapeXml } from './site-documents.ts';

// The sitemap and the blog's feed: well-formed XML (parsed back here), each page at its address
// on the site (SITE_URL and the path templates), `lastmod` from the record's last change.

const SITE = {
  url: 'https://www.example.test',
  coursePath: '/learn/{slug}',
  blogPath: '/blog/{slug}',
};
const ctx = useTestContext({ site: SITE, publicUrl: 'https://api.example.test' });
const noSite = useTestContext();
const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['url', 'item', 'category'].includes(name),
});

async function xmlOf(url: string, type: RegExp) {
  const response = await ctx.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toMatch(type);
  expect(response.headers.etag).toBeTruthy();
  expect(XMLValidator.validate(response.body)).toBe(true);
  return parser.parse(response.body);
}

describe('sitemap and feed', () => {
  it('lists the home page, each course and each published post, with lastmod', async () => {
    const course = await buildCourse(ctx.db, { slug: 'data-science' });
    const post = await buildBlogPost(ctx.db, {
      slug: 'first-post',
      title: 'First & best',
      excerpt: 'An <excerpt>',
      tags: ['AI'],
      publishedAt: new Date(Date.now() - 60_000),
    });
    await buildBlogPost(ctx.db, { slug: 'later', publishedAt: new Date(Date.now() + 86_400_000) });

    const sitemap = await xmlOf('/api/public/sitemap.xml', /^application\/xml/);
    expect(sitemap.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = sitemap.urlset.url as { loc: string; lastmod: string }[];
    expect(urls.map((url) => url.loc)).toEqual([
      'https://www.example.test/',
      'https://www.example.test/learn/data-science',
      'https://www.example.test/blog/first-post',
    ]);
    for (const url of urls) expect(Number.isNaN(Date.parse(url.lastmod))).toBe(false);
    expect(new Date(urls[1]?.lastmod ?? '').getTime()).toBe(course.updatedAt.getTime());
    expect(new Date(urls[2]?.lastmod ?? '').getTime()).toBe(post.updatedAt.getTime());

    const feed = await xmlOf('/api/public/blogs/feed.xml', /^application\/rss\+xml/);
    expect(feed.rss['@_version']).toBe('2.0');
    const channel = feed.rss.channel;
    expect(channel.title).toBeTruthy();
    expect(channel.link).toBe('https://www.example.test/');
    expect(channel.description).toBeTruthy();
    const items = channel.item as Record<string, unknown>[];
    expect(items).toHaveLength(1);
    const [item] = items;
    expect(item?.title).toBe('First & best');
    expect(item?.link).toBe('https://www.example.test/blog/first-post');
    expect(item?.description).toBe('An <excerpt>');
    expect(new Date(String(item?.pubDate)).getTime()).toBe(
      Math.floor(post.publishedAt.getTime() / 1000) * 1000,
    );
    expect(item?.category).toEqual(['News', 'AI']);
  });

  it('answers 404 while the server has no SITE_URL', async () => {
    for (const url of ['/api/public/sitemap.xml', '/api/public/blogs/feed.xml']) {
      const response = await noSite.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toMatch(/SITE_URL/);
    }
  });
});

describe('the sitemap writer', () => {
  it('escapes what it writes, so any address reads back as it was', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    const site = { url: "https://x.test/a&b's", coursePath: '/c/{slug}', blogPath: '/b/{slug}' };
    const xml = buildSitemap(site, {
      courses: [{ slug: 'x<y>&z', lastmod: new Date(0).toISOString() }],
      posts: [],
    });
    expect(XMLValidator.validate(xml)).toBe(true);
    const urls = parser.parse(xml).urlset.url as { loc: string }[];
    expect(urls.map((url) => url.loc)).toEqual([
      "https://x.test/a&b's/",
      "https://x.test/a&b's/c/x%3Cy%3E%26z",
    ]);
  });
});
