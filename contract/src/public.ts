// The public content API (docs/website-api.md): what the website reads without a token, under
// /api/public/. Only what a visitor may see, and only what is live (docs/publishing.md): no
// server ids, versions, reference counts or anything of the back-office; each record says when
// it last changed (`updatedAt`), for a site's caches and sitemaps. Image fields are URLs (absolute when the
// server knows its public address).
import { z } from 'zod';
import { blogPost } from './blogs.ts';
import { type CollectionName, contentCollections } from './collections/registry.ts';
import { courseAccent, courseDetails, coursePricing } from './courses.ts';
import { envelope } from './envelope.ts';
import { paged, pagedEnvelope, queryField, wholeNumberField } from './list.ts';
import { publicSeo } from './publishing.ts';
import { text } from './text.ts';
import { publicImageSize } from './uploads.ts';

export const PUBLIC_BASE_PATH = '/api/public';

/**
 * The query of a public address: the fields it takes, and no other. A parameter it does not take
 * is refused (400) by name, so a misspelt filter never answers an unfiltered list.
 */
export function publicQuery<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `not a parameter of this address: ${issue.keys.join(', ')}`
        : undefined,
  });
}

/** The query of an address that takes no parameters. */
export const publicNoQuery = publicQuery({});

/** A page number of a public list: 1 to 10,000. */
const PUBLIC_MAX_PAGE = 10_000;
const pageField = wholeNumberField(
  `page must be a whole number from 1 to ${PUBLIC_MAX_PAGE}`,
  1,
  PUBLIC_MAX_PAGE,
);
const limitField = (max: number) =>
  wholeNumberField(`limit must be a whole number from 1 to ${max}`, 1, max);
const sortField = <const T extends readonly [string, ...string[]]>(values: T) =>
  queryField(z.enum(values, { error: `sort must be one of: ${values.join(', ')}` }));
const categoryField = queryField(
  text('category', 'category must be text')
    .trim()
    .max(100, 'category must be at most 100 characters'),
);

/** What every public answer may be cached for by browsers and CDNs. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

/** The key of a section in the site document: the collection's name in camelCase (`teamMembers`). */
export function sectionKey(name: CollectionName): string {
  return name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** Each website section, named as its collection: `GET /api/public/{name}` answers its items. */
export const publicSections = contentCollections.map((collection) => {
  const input = collection.input as z.ZodObject;
  const upload = 'upload' in collection ? collection.upload : undefined;
  return {
    name: collection.name,
    key: sectionKey(collection.name),
    title: collection.title,
    // The item's fields as the section declares them; an uploaded image is given as its URL.
    // Beside it, `{field}Size`: its width, height and srcset (null for an address elsewhere).
    item: (upload
      ? input.extend({
          [upload.field]: z.string().nullable(),
          [`${upload.field}Size`]: publicImageSize,
        })
      : input
    ).extend({ updatedAt: z.string() }),
  };
});

export const publicSectionResponse = (item: z.ZodObject) => envelope(z.array(item));

// Company info page's records ----------------------------------------------------------------

export const publicCompanyInfo = z.object({
  whatsappNumber: z.string(),
  supportEmail: z.string(),
  heroRoles: z.array(z.string()),
  carouselRoles: z.array(z.string()),
  marketingStats: z.array(z.object({ number: z.string(), label: z.string() })),
  whatsappQuickMessages: z.array(z.string()),
  pricingFaq: z.array(z.object({ id: z.number(), question: z.string(), answer: z.string() })),
  courseBenefitsComparison: z.array(
    z.object({
      feature: z.string(),
      description: z.string(),
      /** `tick`, `cross` or a text of its own. */
      us: z.string(),
      others: z.string(),
    }),
  ),
  socialMedia: z.object({ facebook: z.string(), instagram: z.string(), linkedin: z.string() }),
});
export type PublicCompanyInfo = z.infer<typeof publicCompanyInfo>;

export const publicContactData = z.object({
  offices: z.array(
    z.object({
      name: z.string(),
      address: z.string(),
      phone: z.string(),
      email: z.string().optional(),
      mapUrl: z.string().optional(),
    }),
  ),
  responseTime: z.string(),
  mapEmbedUrl: z.string(),
});
export type PublicContactData = z.infer<typeof publicContactData>;

/** The single records: null until the company info page is first saved. */
export const publicCompanyInfoResponse = envelope(publicCompanyInfo.nullable());
export const publicContactDataResponse = envelope(publicContactData.nullable());
export const publicCountriesResponse = envelope(z.array(z.string()));

// The site document ----------------------------------------------------------------------------

export const publicSite = z.object({
  /** Every website section by its key (`faqs`, `teamMembers`, `mentorFeatures`…), in display order. */
  sections: z.object(
    Object.fromEntries(publicSections.map((section) => [section.key, z.array(section.item)])),
  ),
  companyInfo: publicCompanyInfo.nullable(),
  contactData: publicContactData.nullable(),
  highlightedCountries: z.array(z.string()),
});
export type PublicSite = {
  sections: Record<string, Record<string, unknown>[]>;
  companyInfo: PublicCompanyInfo | null;
  contactData: PublicContactData | null;
  highlightedCountries: string[];
};
export const publicSiteResponse = envelope(publicSite);

// Courses --------------------------------------------------------------------------------------

/** A course icon: a name of the icon set with its SVG path, or an emoji (no path). */
const publicIcon = z.object({ name: z.string(), path: z.string().nullable() });

export const publicCourseCard = z.object({
  /** The course's id, its web address on the site. */
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  badge: z.string(),
  description: z.string(),
  duration: z.string(),
  /** The current price in whole pounds; null while the course has no pricing plan. */
  price: z.number().nullable(),
  originalPrice: z.number().nullable(),
  currency: z.literal('GBP'),
  accent: courseAccent,
  icon: publicIcon.nullable(),
  image: z.string().nullable(),
  /** The image's width, height and srcset; null for an address elsewhere or none. */
  imageSize: publicImageSize,
  featured: z.boolean(),
  popular: z.boolean(),
  /** When the course last changed (ISO time). */
  updatedAt: z.string(),
});
export type PublicCourseCard = z.infer<typeof publicCourseCard>;

/** A course's landing-page content: the stored details without their record fields. */
export const publicCourseDetails = courseDetails.omit({
  _id: true,
  courseId: true,
  createdAt: true,
  updatedAt: true,
});

/** A course's pricing plan: the stored plan without its record fields, in pounds of GBP. */
export const publicCoursePricing = coursePricing
  .omit({ _id: true, id: true, createdAt: true, updatedAt: true })
  .extend({ currency: z.literal('GBP') });

export const publicCourse = publicCourseCard.extend({
  extra: z.string(),
  details: publicCourseDetails.nullable(),
  pricing: publicCoursePricing.nullable(),
  /** What search engines and shared links show, filled from the course and company info. */
  seo: publicSeo,
});
export type PublicCourse = z.infer<typeof publicCourse>;

/** The course list in pages, `data` its cards as before and `pagination` beside them. */
export const publicCourseListResponse = pagedEnvelope(publicCourseCard);

export const PUBLIC_COURSE_DEFAULT_LIMIT = 100;
export const PUBLIC_COURSE_MAX_LIMIT = 100;
/** `catalogue`: the back-office's order (the default); prices by the current price. */
export const publicCourseSorts = [
  'catalogue',
  'title',
  'price-asc',
  'price-desc',
  'newest',
] as const;
export type PublicCourseSort = (typeof publicCourseSorts)[number];

export const publicCourseQuery = publicQuery({
  page: pageField,
  limit: limitField(PUBLIC_COURSE_MAX_LIMIT),
  sort: sortField(publicCourseSorts),
  /** Courses of this category, whatever its case. */
  category: categoryField,
});
export type PublicCourseQuery = z.output<typeof publicCourseQuery>;
export const publicCourseResponse = envelope(publicCourse);
export const publicCourseParams = z.object({
  slug: z.string().max(200, 'Course not found'),
});

// Blog -----------------------------------------------------------------------------------------

export const PUBLIC_BLOG_DEFAULT_LIMIT = 10;
export const PUBLIC_BLOG_MAX_LIMIT = 50;
/** `newest` (the default) and `oldest` by publish date. */
export const publicBlogSorts = ['newest', 'oldest', 'title'] as const;
export type PublicBlogSort = (typeof publicBlogSorts)[number];

export const publicBlogQuery = publicQuery({
  page: pageField,
  limit: limitField(PUBLIC_BLOG_MAX_LIMIT),
  sort: sortField(publicBlogSorts),
  /** Posts carrying this tag, whatever its case. */
  tag: queryField(
    text('tag', 'tag must be text').trim().max(50, 'tag must be at most 50 characters'),
  ),
  /** Posts of this category, whatever its case. */
  category: categoryField,
});
export type PublicBlogQuery = z.output<typeof publicBlogQuery>;

/** A post as the blog's list shows it: the stored post without its content and record fields. */
export const publicBlogCard = blogPost
  .pick({
    slug: true,
    title: true,
    excerpt: true,
    author: true,
    category: true,
    tags: true,
    publishedAt: true,
    readTime: true,
    featured: true,
    image: true,
    updatedAt: true,
  })
  .extend({ imageSize: publicImageSize });
export type PublicBlogCard = z.infer<typeof publicBlogCard>;

export const publicBlogPost = publicBlogCard.extend({
  /** The post as written, in Markdown. */
  content: z.string(),
  /** The same rendered to HTML and sanitised: safe to insert into a page as it is. */
  contentHtml: z.string(),
  /** What search engines and shared links show, filled from the post and company info. */
  seo: publicSeo,
});
export type PublicBlogPost = z.infer<typeof publicBlogPost>;

export const publicBlogPageResponse = envelope(paged(publicBlogCard));
export const publicBlogPostResponse = envelope(publicBlogPost);
export const publicBlogParams = z.object({
  slug: z.string().max(200, 'Blog post not found'),
});

// Search -----------------------------------------------------------------------------------------

export const PUBLIC_SEARCH_MAX_LENGTH = 200;
export const PUBLIC_SEARCH_DEFAULT_LIMIT = 10;
export const PUBLIC_SEARCH_MAX_LIMIT = 50;
export const publicSearchTypes = ['course', 'post'] as const;

export const publicSearchMessages = {
  q: 'q must be the text to search for',
  qTooLong: `q must be at most ${PUBLIC_SEARCH_MAX_LENGTH} characters`,
} as const;

export const publicSearchQuery = publicQuery({
  /** Words as a visitor types them: `"exact phrase"`, `or`, and `-word` to leave one out. */
  q: z.preprocess(
    (value) => (value === undefined ? '' : value),
    text('q', publicSearchMessages.q)
      .trim()
      .min(1, publicSearchMessages.q)
      .max(PUBLIC_SEARCH_MAX_LENGTH, publicSearchMessages.qTooLong),
  ),
  /** Only courses, or only blog posts. */
  type: queryField(
    z.enum(publicSearchTypes, { error: `type must be one of: ${publicSearchTypes.join(', ')}` }),
  ),
  page: pageField,
  limit: limitField(PUBLIC_SEARCH_MAX_LIMIT),
});
export type PublicSearchQuery = z.output<typeof publicSearchQuery>;

export const publicSearchHit = z.object({
  type: z.enum(publicSearchTypes),
  /** The course's or the post's slug: its address on the site. */
  slug: z.string(),
  title: z.string(),
  category: z.string(),
  /**
   * A passage of the text around the words found, as HTML: the text escaped, the words found in
   * `<mark>…</mark>`. Safe to insert into a page as it is.
   */
  highlight: z.string(),
  /** How well it matches; higher first. Comparable within one answer only. */
  rank: z.number(),
  image: z.string().nullable(),
  /** A post's publish date; null for a course. */
  publishedAt: z.string().nullable(),
});
export type PublicSearchHit = z.infer<typeof publicSearchHit>;

export const publicSearchResponse = envelope(paged(publicSearchHit));
