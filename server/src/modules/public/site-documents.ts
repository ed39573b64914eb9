import { Feed } from 'feed';
import type { SitePages } from '../../config.ts';
import type { BlogPostRow, PageRow } from './repository.ts';

// The documents a website hands to search engines and feed readers, built from the records with
// their pages' addresses on the site (SITE_URL and the path templates, README). The feed is
// written by the `feed` library; the sitemap, two elements repeated, by the small writer below,
// every text escaped (site-documents.test.ts parses both back): ten thousand posts take a few
// milliseconds where the streaming sitemap library took a hundred and more.

/** What one sitemap may list (sitemaps.org); past it the newest posts are kept. */
export const SITEMAP_MAX_URLS = 50_000;
/** How many of the latest posts the feed carries. */
export const FEED_MAX_ITEMS = 50;

/** A record's page on the site: the template's `{slug}` replaced by the slug, escaped. */
export function pageUrl(site: SitePages, template: string, slug: string): string {
  return `${site.url}${template.replace('{slug}', encodeURIComponent(slug))}`;
}

/** The sitemap: the site's home page, each course's page and each post's, with `lastmod`. */
export function buildSitemap(
  site: SitePages,
  pages: { courses: PageRow[]; posts: PageRow[] },
): string {
  const courses = pages.courses.slice(0, SITEMAP_MAX_URLS - 1);
  const posts = pages.posts.slice(0, SITEMAP_MAX_URLS - 1 - courses.length);
  // The dates are W3C date-times of one form in UTC: the latest is the greatest text.
  let newest: string | undefined;
  for (const row of courses) if (newest === undefined || row.lastmod > newest) newest = row.lastmod;
  for (const row of posts) if (newest === undefined || row.lastmod > newest) newest = row.lastmod;
  let xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entry(escapeXml(`${site.url}/`), newest)}`;
  const course = pageUrlWriter(site, site.coursePath);
  for (const row of courses) xml += entry(course(row.slug), row.lastmod);
  const post = pageUrlWriter(site, site.blogPath);
  for (const row of posts) xml += entry(post(row.slug), row.lastmod);
  return `${xml}</urlset>\n`;
}

/** One `<url>`: its address already escaped, its date (digits, `-`, `:`, `.`, `T`, `Z`) as it is. */
const entry = (loc: string, lastmod: string | undefined) =>
  `<url><loc>${loc}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;

/**
 * `pageUrl` escaped for XML, for many slugs of one template: the text around `{slug}` is escaped
 * once, and of an encoded slug only `'` needs escaping (encodeURIComponent leaves no other
 * character XML gives a meaning).
 */
function pageUrlWriter(site: SitePages, template: string): (slug: string) => string {
  const at = template.indexOf('{slug}');
  if (at < 0) {
    const fixed = escapeXml(`${site.url}${template}`);
    return () => fixed;
  }
  const before = escapeXml(`${site.url}${template.slice(0, at)}`);
  const after = escapeXml(template.slice(at + '{slug}'.length));
  return (slug) => `${before}${encodeURIComponent(slug).replaceAll("'", '&apos;')}${after}`;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text as XML character data or an attribute value. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/**
 * The blog's feed, RSS 2.0: the latest posts, each with its page, its excerpt, its author, its
 * category and tags, and its publish date. `feedUrl` is the feed's own address, when known.
 */
export function buildFeed(
  site: SitePages,
  posts: BlogPostRow[],
  options: { feedUrl: string | undefined; image: (value: string | null) => string | null },
): string {
  const blogHome = `${site.url}/`;
  const feed = new Feed({
    title: `Blog · ${new URL(site.url).host}`,
    description: `The latest posts of ${new URL(site.url).host}`,
    id: blogHome,
    link: blogHome,
    language: 'en',
    copyright: '',
    updated: posts.reduce<Date | undefined>(
      (latest, post) => (latest && latest >= post.updatedAt ? latest : post.updatedAt),
      undefined,
    ),
    generator: 'Coursedesk',
    ...(options.feedUrl && { feedLinks: { rss: options.feedUrl } }),
  });
  for (const post of posts) {
    const link = pageUrl(site, site.blogPath, post.slug);
    const image = options.image(post.image);
    feed.addItem({
      title: post.title,
      id: link,
      link,
      description: post.excerpt,
      author: [{ name: post.authorName }],
      category: [post.category, ...post.tags]
        .filter((name) => name.trim() !== '')
        .map((name) => ({ name })),
      date: post.publishedAt,
      published: post.publishedAt,
      ...(image && /^https?:\/\//.test(image) && { image }),
    });
  }
  return feed.rss2();
}
