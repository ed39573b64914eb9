import { pageOf, paginationOf } from '@coursedesk/contract/list';
import {
  PUBLIC_BLOG_DEFAULT_LIMIT,
  PUBLIC_COURSE_DEFAULT_LIMIT,
  PUBLIC_SEARCH_DEFAULT_LIMIT,
  type PublicBlogCard,
  type PublicBlogPost,
  type PublicBlogQuery,
  type PublicCompanyInfo,
  type PublicContactData,
  type PublicCourse,
  type PublicCourseCard,
  type PublicCourseQuery,
  type PublicSearchHit,
  type PublicSearchQuery,
  type PublicSite,
  publicSections,
} from '@coursedesk/contract/public';
import { isLive, type PublicSeo, type Seo } from '@coursedesk/contract/publishing';
import { imageUrl, UPLOADS_BASE_PATH, type UploadArea } from '@coursedesk/contract/uploads';
import type { SitePages } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { versionedCache } from '../../db/list/versioned-cache.ts';
import { versionTag } from '../../db/list/versions.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { renderMarkdown } from '../../lib/markdown.ts';
import { createImageSizes } from '../../uploads/image-sizes.ts';
import type { Company, ServerCollection } from '../module.ts';
import type { Computed } from './answers.ts';
import * as repo from './repository.ts';
import { buildFeed, buildSitemap, FEED_MAX_ITEMS } from './site-documents.ts';

// What the website reads (docs/website-api.md), presented from the rows: only the fields a
// visitor may see, images as URLs.

export const publicMessages = {
  courseNotFound: 'Course not found',
  noSite: 'Not found: the server has no SITE_URL, so no page addresses to list',
  postNotFound: 'Blog post not found',
  previewOtherRecord: 'This preview token is for another record',
} as const;

/** The record a preview token names: its public read answers it whatever its state. */
export interface Preview {
  type: string;
  id: string;
}

/** The earliest of several times (ms); undefined when none is given. */
function earliest(...times: (number | undefined)[]): number | undefined {
  const known = times.filter((time): time is number => time !== undefined);
  return known.length === 0 ? undefined : Math.min(...known);
}

/** A description for a search result: the text cut at a word before `max` characters. */
function summaryOf(value: string, max = 160): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A stored image's URL: under PUBLIC_URL when set, else the server-relative `/uploads/...`. */
export type ImageUrls = (area: UploadArea, value: string | null | undefined) => string | null;

export function imageUrls(publicUrl: string | undefined): ImageUrls {
  return (area, value) => {
    if (!value) return null;
    const url = imageUrl(area, value);
    return publicUrl && url.startsWith(`${UPLOADS_BASE_PATH}/`) ? `${publicUrl}${url}` : url;
  };
}

const toPounds = (pence: number) => Math.round(pence / 100);

export type PublicService = ReturnType<typeof createPublicService>;

export function createPublicService(
  db: Database,
  options: {
    collections: readonly ServerCollection[];
    publicUrl: string | undefined;
    company: Company;
    site?: SitePages | undefined;
  },
) {
  const image = imageUrls(options.publicUrl);
  // Width, height and srcset beside an image's URL, for the images `sizes.load` has read.
  const sizes = createImageSizes(db);
  const sizeOf = (area: UploadArea, value: string | null | undefined) =>
    sizes.sizeOf(area, value, image(area, value));

  // The slugs that exist, kept for their table's version: an unknown slug (a mistyped or
  // made-up address) is answered 404 without a query of its own, however many are asked for.
  const courseSlugs = versionedCache<Map<string, repo.Liveness>>({
    version: versionTag(db, repo.tablesOf.courses),
    maxEntries: 1,
  });
  const postSlugs = versionedCache<Map<string, repo.Liveness & { publishedAt: Date }>>({
    version: versionTag(db, repo.tablesOf.blog),
    maxEntries: 1,
  });
  const courseOf = async (slug: string) =>
    (
      await courseSlugs(
        'slugs',
        async () => new Map((await repo.findCourseSlugs(db)).map((c) => [c.slug, c])),
      )
    ).get(slug);
  const postOf = async (slug: string) =>
    (
      await postSlugs(
        'slugs',
        async () => new Map((await repo.findPostSlugs(db)).map((p) => [p.slug, p])),
      )
    ).get(slug);
  /**
   * Whether the record may be answered: live at `now`, or the one a preview names (a preview
   * of another record or type is refused, not answered as a visitor's read).
   */
  const answerable = (
    record: repo.Liveness | undefined,
    type: string,
    now: Date,
    preview: Preview | undefined,
  ): boolean => {
    if (!record) return false;
    if (preview) {
      if (preview.type !== type || preview.id !== record.id)
        throw new AppError('FORBIDDEN', publicMessages.previewOtherRecord);
      return true;
    }
    return isLive(record.publishStatus, record.publishAt, now.getTime());
  };

  // Sections: the declared fields of each collection under their wire names, images as URLs.
  const sections = options.collections.map((entry) => {
    const { definition } = entry;
    const fields = Object.keys(definition.input.shape).map(
      (field) => [field, entry.columns?.[field] ?? field] as const,
    );
    const upload = definition.upload;
    const present = (row: repo.SectionRow) => {
      const item: Record<string, unknown> = {};
      for (const [field, column] of fields) item[field] = row[column] ?? null;
      if (upload) {
        const value = row[upload.field] as string | null;
        item[upload.field] = image(upload.area, value);
        item[`${upload.field}Size`] = sizeOf(upload.area, value);
      }
      item.updatedAt = (row.updatedAt as Date).toISOString();
      return item;
    };
    const key = publicSections.find((section) => section.name === definition.name)?.key;
    if (!key) throw new Error(`no public section for ${definition.name}`);
    return {
      name: definition.name,
      key,
      table: repo.tableOfSection(entry),
      read: async (now: Date) => {
        const rows = await repo.findSectionRows(db, entry, now);
        if (upload) await sizes.load(rows.map((row) => [upload.area, row[upload.field] as string]));
        return rows.map(present);
      },
      /** When an item scheduled later goes live: the section's answers change then. */
      validUntil: (now: Date) => repo.nextSectionGoLive(db, entry, now),
    };
  });

  async function companyInfo(): Promise<PublicCompanyInfo | null> {
    const row = await repo.findCompanyInfo(db);
    return row ? options.company.presentCompanyInfo(row) : null;
  }

  async function contactData(): Promise<PublicContactData | null> {
    const row = await repo.findContactData(db);
    return row ? options.company.presentContactData(row) : null;
  }

  function courseCard({ course, pricing, iconPath }: repo.CourseCardRow): PublicCourseCard {
    return {
      slug: course.slug,
      title: course.title,
      category: course.category,
      badge: course.badge,
      description: course.description,
      duration: course.duration,
      price: pricing ? toPounds(pricing.currentPricePence) : null,
      originalPrice: pricing ? toPounds(pricing.originalPricePence) : null,
      currency: 'GBP',
      accent: course.accent,
      icon: course.iconName ? { name: course.iconName, path: iconPath } : null,
      image: image('course-images', course.image),
      imageSize: sizeOf('course-images', course.image),
      featured: course.featured,
      popular: pricing?.popular ?? false,
      updatedAt: course.updatedAt.toISOString(),
    };
  }

  /** The record's own SEO fields, the rest filled from the record. */
  function seoOf(
    seo: Seo | null,
    area: UploadArea,
    fallback: { title: string; description: string; image: string | null },
  ): PublicSeo {
    return {
      title: seo?.title || fallback.title,
      description: seo?.description || summaryOf(fallback.description),
      image: seo?.image ? image(area, seo.image) : fallback.image,
      canonical: seo?.canonical || null,
      noindex: seo?.noindex ?? false,
    };
  }

  function blogCard(row: repo.BlogPostRow): PublicBlogCard {
    return {
      slug: row.slug,
      title: row.title,
      excerpt: row.excerpt,
      author: {
        name: row.authorName,
        role: row.authorRole,
        avatar: image('blogs', row.authorAvatar),
      },
      category: row.category,
      tags: row.tags,
      publishedAt: row.publishedAt.toISOString(),
      readTime: row.readTime,
      featured: row.featured,
      image: image('blogs', row.image),
      updatedAt: row.updatedAt.toISOString(),
      imageSize: sizeOf('blogs', row.image),
    };
  }

  /** Until the next post is published: then the blog's answers change without a write. */
  async function blogValidity(now: Date): Promise<number | undefined> {
    return (await repo.findNextPublication(db, now))?.getTime();
  }

  return {
    sections: sections.map(({ name, key, table }) => ({ name, key, table })),
    /** The tables the site document reads. */
    siteTables: [...sections.map((section) => section.table), ...repo.tablesOf.company],
    tablesOf: repo.tablesOf,

    async site(now: Date): Promise<Computed> {
      const [lists, times, info, contact, countries] = await Promise.all([
        Promise.all(sections.map((section) => section.read(now))),
        Promise.all(sections.map((section) => section.validUntil(now))),
        companyInfo(),
        contactData(),
        repo.findCountries(db),
      ]);
      const data: PublicSite = {
        sections: Object.fromEntries(sections.map((section, i) => [section.key, lists[i] ?? []])),
        companyInfo: info,
        contactData: contact,
        highlightedCountries: countries,
      };
      return { data, validUntil: earliest(...times) };
    },

    async section(name: string, now: Date): Promise<Computed> {
      const section = sections.find((candidate) => candidate.name === name);
      if (!section) throw new Error(`no section ${name}`);
      const [data, validUntil] = await Promise.all([section.read(now), section.validUntil(now)]);
      return { data, validUntil };
    },

    companyInfo: async (): Promise<Computed> => ({ data: await companyInfo() }),
    contactData: async (): Promise<Computed> => ({ data: await contactData() }),
    highlightedCountries: async (): Promise<Computed> => ({
      data: await repo.findCountries(db),
    }),

    async courses(query: PublicCourseQuery, now: Date): Promise<Computed> {
      const page = query.page ?? 1;
      const limit = query.limit ?? PUBLIC_COURSE_DEFAULT_LIMIT;
      const [{ rows, total }, validUntil] = await Promise.all([
        repo.findCourseCards(
          db,
          now,
          { category: query.category },
          query.sort ?? 'catalogue',
          (page - 1) * limit,
          limit,
        ),
        repo.nextCourseGoLive(db, now),
      ]);
      await sizes.load(rows.map((row) => ['course-images', row.course.image]));
      const paged = pageOf(rows.map(courseCard), total, page, limit);
      return { data: paged.items, pagination: paginationOf(paged), validUntil };
    },

    /** With a preview, the course it names whatever its state (and no other). */
    async course(slug: string, now: Date, preview?: Preview): Promise<Computed> {
      if (!answerable(await courseOf(slug), 'course', now, preview))
        throw notFound(publicMessages.courseNotFound);
      const [row, next] = await Promise.all([
        repo.findCourseBySlug(db, slug),
        repo.nextCourseGoLive(db, now),
      ]);
      if (!row) throw notFound(publicMessages.courseNotFound);
      await sizes.load([['course-images', row.course.image]]);
      const card = courseCard(row);
      const { course, pricing, details } = row;
      const data: PublicCourse = {
        ...card,
        extra: course.extra,
        details: details && {
          overview: details.overview,
          prerequisites: details.prerequisites,
          features: details.features,
          curriculum: details.curriculum,
          tools: details.tools,
          testimonials: details.testimonials.map((testimonial) => ({
            ...testimonial,
            avatar: image('testimonials', testimonial.avatar) ?? '',
          })),
          successStats: details.successStats,
          pricing: details.pricing,
          courseInfo: details.courseInfo,
          trustIndicators: details.trustIndicators,
        },
        pricing: pricing && {
          name: pricing.name,
          category: pricing.category,
          originalPrice: toPounds(pricing.originalPricePence),
          currentPrice: toPounds(pricing.currentPricePence),
          installmentPrice: toPounds(pricing.installmentPricePence),
          installmentMonths: pricing.installmentMonths,
          currency: 'GBP',
          discount: pricing.discount,
          duration: pricing.duration,
          extra: pricing.extra,
          description: pricing.description,
          features: pricing.features,
          highlighted: pricing.highlighted,
          popular: pricing.popular,
          accent: pricing.accent,
          badge: pricing.badge,
          cta: pricing.cta,
        },
        seo: seoOf(course.seo, 'course-images', {
          title: course.title,
          description: details?.overview || course.description,
          image: card.image,
        }),
      };
      // A course scheduled later goes live then: until that time the answer stands.
      return { data, validUntil: next };
    },

    async blogPage(query: PublicBlogQuery, now: Date): Promise<Computed> {
      const page = query.page ?? 1;
      const limit = query.limit ?? PUBLIC_BLOG_DEFAULT_LIMIT;
      const filter = { tag: query.tag, category: query.category };
      const [{ rows, total }, validUntil] = await Promise.all([
        repo.findBlogPage(db, now, filter, query.sort ?? 'newest', (page - 1) * limit, limit),
        blogValidity(now),
      ]);
      await sizes.load(rows.map((row) => ['blogs', row.image]));
      return { data: pageOf(rows.map(blogCard), total, page, limit), validUntil };
    },

    async search(query: PublicSearchQuery, now: Date): Promise<Computed> {
      const page = query.page ?? 1;
      const limit = query.limit ?? PUBLIC_SEARCH_DEFAULT_LIMIT;
      const searchPosts = query.type !== 'course';
      const [{ rows, total }, validUntil] = await Promise.all([
        repo.searchContent(db, {
          q: query.q,
          type: query.type,
          now,
          offset: (page - 1) * limit,
          limit,
        }),
        searchPosts ? blogValidity(now) : undefined,
      ]);
      const hits = rows.map(
        (row): PublicSearchHit => ({
          type: row.type,
          slug: row.slug,
          title: row.title,
          category: row.category,
          highlight: highlightHtml(row.highlight),
          rank: row.rank,
          image: image(row.type === 'course' ? 'course-images' : 'blogs', row.image),
          publishedAt: row.publishedAt?.toISOString() ?? null,
        }),
      );
      return { data: pageOf(hits, total, page, limit), validUntil };
    },

    /** The sitemap of the site's pages; 404 without SITE_URL. */
    async sitemap(now: Date): Promise<Computed> {
      const { site } = options;
      if (!site) throw notFound(publicMessages.noSite);
      const [courseRows, postRows, validUntil] = await Promise.all([
        repo.findIndexableCourses(db, now),
        repo.findIndexablePosts(db, now),
        blogValidity(now),
      ]);
      const xml = buildSitemap(site, { courses: courseRows, posts: postRows });
      return { data: null, xml, validUntil };
    },

    /** The blog's RSS feed; 404 without SITE_URL. */
    async feed(now: Date): Promise<Computed> {
      const { site } = options;
      if (!site) throw notFound(publicMessages.noSite);
      const [posts, validUntil] = await Promise.all([
        repo.findFeedPosts(db, now, FEED_MAX_ITEMS),
        blogValidity(now),
      ]);
      const feedUrl = options.publicUrl && `${options.publicUrl}/api/public/blogs/feed.xml`;
      const xml = buildFeed(site, posts, {
        feedUrl,
        image: (value) => image('blogs', value),
      });
      return { data: null, xml, validUntil };
    },

    /** With a preview, the post it names whatever its state or date (and no other). */
    async blogPost(slug: string, now: Date, preview?: Preview): Promise<Computed> {
      const post = await postOf(slug);
      const dated = post !== undefined && post.publishedAt.getTime() <= now.getTime();
      if (!answerable(post, 'blog', now, preview) || (!preview && !dated))
        throw notFound(publicMessages.postNotFound);
      const [row, validUntil] = await Promise.all([
        preview ? repo.findPostBySlug(db, slug) : repo.findPublishedPost(db, slug, now),
        blogValidity(now),
      ]);
      if (!row) throw notFound(publicMessages.postNotFound);
      await sizes.load([['blogs', row.image]]);
      const data: PublicBlogPost = {
        ...blogCard(row),
        content: row.content,
        contentHtml: renderMarkdown(row.content, { publicUrl: options.publicUrl }),
        seo: seoOf(row.seo, 'blogs', {
          title: row.title,
          description: row.excerpt || row.content,
          image: image('blogs', row.image),
        }),
      };
      return { data, validUntil };
    },
  };
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** A search passage as safe HTML: the text escaped, each word found in `<mark>`. */
export function highlightHtml(passage: string): string {
  const start = repo.HIGHLIGHT_START;
  const stop = repo.HIGHLIGHT_STOP;
  const escaped = passage.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
  return escaped
    .replace(new RegExp(`${start}([^${start}${stop}]*)${stop}`, 'g'), '<mark>$1</mark>')
    .replace(new RegExp(`[${start}${stop}]`, 'g'), '')
    .replace(/\s+/g, ' ')
    .trim();
}
