// The public content API (docs/website-api.md): what the website reads without a token, under
// /api/public/. Only what a visitor may see: no server ids, timestamps of edits, versions,
// reference counts or anything of the back-office. Image fields are URLs (absolute when the
// server knows its public address).
import { z } from 'zod';
import { blogPost } from './blogs.ts';
import { type CollectionName, contentCollections } from './collections/registry.ts';
import { courseAccent, courseDetails, coursePricing } from './courses.ts';
import { envelope } from './envelope.ts';
import { paged, queryField, wholeNumberField } from './list.ts';
import { text } from './text.ts';
import { publicImageSize } from './uploads.ts';

export const PUBLIC_BASE_PATH = '/api/public';

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
    item: upload
      ? input.extend({
          [upload.field]: z.string().nullable(),
          [`${upload.field}Size`]: publicImageSize,
        })
      : input,
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
});
export type PublicCourse = z.infer<typeof publicCourse>;

export const publicCourseListResponse = envelope(z.array(publicCourseCard));
export const publicCourseResponse = envelope(publicCourse);
export const publicCourseParams = z.object({
  slug: z.string().max(200, 'Course not found'),
});

// Blog -----------------------------------------------------------------------------------------

export const PUBLIC_BLOG_DEFAULT_LIMIT = 10;
export const PUBLIC_BLOG_MAX_LIMIT = 50;
const PUBLIC_BLOG_MAX_PAGE = 10_000;

export const publicBlogQuery = z.object({
  page: wholeNumberField(
    `page must be a whole number from 1 to ${PUBLIC_BLOG_MAX_PAGE}`,
    1,
    PUBLIC_BLOG_MAX_PAGE,
  ),
  limit: wholeNumberField(
    `limit must be a whole number from 1 to ${PUBLIC_BLOG_MAX_LIMIT}`,
    1,
    PUBLIC_BLOG_MAX_LIMIT,
  ),
  tag: queryField(
    text('tag', 'tag must be text').trim().max(50, 'tag must be at most 50 characters'),
  ),
  category: queryField(
    text('category', 'category must be text')
      .trim()
      .max(100, 'category must be at most 100 characters'),
  ),
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
  })
  .extend({ imageSize: publicImageSize });
export type PublicBlogCard = z.infer<typeof publicBlogCard>;

export const publicBlogPost = publicBlogCard.extend({
  /** The post as written, in Markdown. */
  content: z.string(),
  /** The same rendered to HTML and sanitised: safe to insert into a page as it is. */
  contentHtml: z.string(),
});
export type PublicBlogPost = z.infer<typeof publicBlogPost>;

export const publicBlogPageResponse = envelope(paged(publicBlogCard));
export const publicBlogPostResponse = envelope(publicBlogPost);
export const publicBlogParams = z.object({
  slug: z.string().max(200, 'Blog post not found'),
});
