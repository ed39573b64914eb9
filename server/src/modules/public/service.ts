import { pageOf } from '@coursedesk/contract/list';
import {
  PUBLIC_BLOG_DEFAULT_LIMIT,
  type PublicBlogCard,
  type PublicBlogPost,
  type PublicBlogQuery,
  type PublicCompanyInfo,
  type PublicContactData,
  type PublicCourse,
  type PublicCourseCard,
  type PublicSite,
  publicSections,
} from '@coursedesk/contract/public';
import { imageUrl, UPLOADS_BASE_PATH, type UploadArea } from '@coursedesk/contract/uploads';
import type { Database } from '../../db/client.ts';
import { versionedCache } from '../../db/list/versioned-cache.ts';
import { versionTag } from '../../db/list/versions.ts';
import { notFound } from '../../lib/errors.ts';
import { renderMarkdown } from '../../lib/markdown.ts';
import { presentCompanyInfoFields, presentContactDataFields } from '../../lib/present-company.ts';
import { createImageSizes } from '../../uploads/image-sizes.ts';
import type { ServerCollection } from '../module.ts';
import type { Computed } from './answers.ts';
import * as repo from './repository.ts';

// What the website reads (docs/website-api.md), presented from the rows: only the fields a
// visitor may see, images as URLs.

export const publicMessages = {
  courseNotFound: 'Course not found',
  postNotFound: 'Blog post not found',
} as const;

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
  options: { collections: readonly ServerCollection[]; publicUrl: string | undefined },
) {
  const image = imageUrls(options.publicUrl);
  // Width, height and srcset beside an image's URL, for the images `sizes.load` has read.
  const sizes = createImageSizes(db);
  const sizeOf = (area: UploadArea, value: string | null | undefined) =>
    sizes.sizeOf(area, value, image(area, value));

  // The slugs that exist, kept for their table's version: an unknown slug (a mistyped or
  // made-up address) is answered 404 without a query of its own, however many are asked for.
  const courseSlugs = versionedCache<Set<string>>({
    version: versionTag(db, repo.tablesOf.courses),
    maxEntries: 1,
  });
  const postSlugs = versionedCache<Map<string, number>>({
    version: versionTag(db, repo.tablesOf.blog),
    maxEntries: 1,
  });
  const courseExists = async (slug: string) =>
    (await courseSlugs('slugs', async () => new Set(await repo.findCourseSlugs(db)))).has(slug);
  const postPublished = async (slug: string, now: Date) => {
    const posts = await postSlugs(
      'slugs',
      async () =>
        new Map((await repo.findPostSlugs(db)).map((p) => [p.slug, p.publishedAt.getTime()])),
    );
    const publishedAt = posts.get(slug);
    return publishedAt !== undefined && publishedAt <= now.getTime();
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
      return item;
    };
    const key = publicSections.find((section) => section.name === definition.name)?.key;
    if (!key) throw new Error(`no public section for ${definition.name}`);
    return {
      name: definition.name,
      key,
      table: repo.tableOfSection(entry),
      read: async () => {
        const rows = await repo.findSectionRows(db, entry);
        if (upload) await sizes.load(rows.map((row) => [upload.area, row[upload.field] as string]));
        return rows.map(present);
      },
    };
  });

  async function companyInfo(): Promise<PublicCompanyInfo | null> {
    const row = await repo.findCompanyInfo(db);
    return row ? presentCompanyInfoFields(row) : null;
  }

  async function contactData(): Promise<PublicContactData | null> {
    const row = await repo.findContactData(db);
    return row ? presentContactDataFields(row) : null;
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

    async site(): Promise<Computed> {
      const [lists, info, contact, countries] = await Promise.all([
        Promise.all(sections.map((section) => section.read())),
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
      return { data };
    },

    async section(name: string): Promise<Computed> {
      const section = sections.find((candidate) => candidate.name === name);
      if (!section) throw new Error(`no section ${name}`);
      return { data: await section.read() };
    },

    companyInfo: async (): Promise<Computed> => ({ data: await companyInfo() }),
    contactData: async (): Promise<Computed> => ({ data: await contactData() }),
    highlightedCountries: async (): Promise<Computed> => ({
      data: await repo.findCountries(db),
    }),

    async courses(): Promise<Computed> {
      const rows = await repo.findCourseCards(db);
      await sizes.load(rows.map((row) => ['course-images', row.course.image]));
      return { data: rows.map(courseCard) };
    },

    async course(slug: string): Promise<Computed> {
      if (!(await courseExists(slug))) throw notFound(publicMessages.courseNotFound);
      const row = await repo.findCourseBySlug(db, slug);
      if (!row) throw notFound(publicMessages.courseNotFound);
      await sizes.load([['course-images', row.course.image]]);
      const { course, pricing, details } = row;
      const data: PublicCourse = {
        ...courseCard(row),
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
      };
      return { data };
    },

    async blogPage(query: PublicBlogQuery, now: Date): Promise<Computed> {
      const page = query.page ?? 1;
      const limit = query.limit ?? PUBLIC_BLOG_DEFAULT_LIMIT;
      const filter = { tag: query.tag, category: query.category };
      const [{ rows, total }, validUntil] = await Promise.all([
        repo.findBlogPage(db, now, filter, (page - 1) * limit, limit),
        blogValidity(now),
      ]);
      await sizes.load(rows.map((row) => ['blogs', row.image]));
      return { data: pageOf(rows.map(blogCard), total, page, limit), validUntil };
    },

    async blogPost(slug: string, now: Date): Promise<Computed> {
      if (!(await postPublished(slug, now))) throw notFound(publicMessages.postNotFound);
      const [row, validUntil] = await Promise.all([
        repo.findPublishedPost(db, slug, now),
        blogValidity(now),
      ]);
      if (!row) throw notFound(publicMessages.postNotFound);
      await sizes.load([['blogs', row.image]]);
      const data: PublicBlogPost = {
        ...blogCard(row),
        content: row.content,
        contentHtml: renderMarkdown(row.content, { publicUrl: options.publicUrl }),
      };
      return { data, validUntil };
    },
  };
}
