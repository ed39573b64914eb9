// Blog posts (docs/blogs.md): the wire shapes, rules and messages, shared by the
// server's validation and the web editor.
import { z } from 'zod';
import { envelope } from './envelope.ts';
import { LIST_MAX_LIMIT, listQuery, oneOfFilter, pagedEnvelope } from './list.ts';
import {
  checkPublishing,
  publishingFields,
  publishingShape,
  publishStatus,
  publishStatuses,
  scheduledAt,
  seoFields,
  seoFormValues,
  seoInput,
} from './publishing.ts';
import { storedRecord } from './record.ts';
import { text } from './text.ts';
import { isStoredImageName } from './uploads.ts';

export const blogMessages = {
  required: 'Title, content, and author name are required',
  excerptRequired: 'Excerpt is required',
  categoryRequired: 'Category is required',
  publishedAtRequired: 'Publish date is required',
  authorRoleRequired: 'Author role is required',
  slugInvalid: 'Slug must contain at least one letter or digit',
  titleNoSlug: 'Title must contain at least one letter or digit, or give a slug that does',
  publishedAtInvalid: 'Publish date must be a date',
  readTimeInvalid: 'Read time must be a whole number of minutes, at least 1',
  featuredInvalid: 'Featured must be true or false',
  tagsInvalid: 'Tags must be a list of text',
  tooManyTags: (max: number) => `Tags: at most ${max} tags`,
  tagTooLong: (max: number) => `Tags: each tag must be at most ${max} characters`,
  duplicateSlug: 'A blog post with this slug already exists',
  notFound: 'Blog post not found',
  created: 'Blog post created successfully',
  updated: 'Blog post updated successfully',
  deleted: 'Blog post deleted successfully',
  /** See docs/blogs.md. */
  fetchFailed: 'Failed to fetch blog posts',
  saveFailed: 'Failed to save blog post',
  deleteFailed: 'Failed to delete blog post',
  /** See docs/blogs.md. */
  confirmDelete: 'Are you sure you want to delete this blog post?',
} as const;

const M = blogMessages;

export const blogLimits = {
  title: 200,
  slug: 200,
  excerpt: 1000,
  /** Markdown characters: a long article is some tens of thousands. */
  content: 100_000,
  category: 100,
  authorName: 200,
  authorRole: 200,
  image: 2048,
  tags: 30,
  tag: 50,
  readTime: 600,
} as const;

/** The read time when none is given. */
export const DEFAULT_READ_TIME = 5;
/** The cards list this many tags, then '+N more'. */
export const CARD_TAGS = 3;
/** Words per minute behind the suggested read time. */
export const READING_WORDS_PER_MINUTE = 200;

/**
 * Lower-case, every run of characters other than letters and digits becomes a hyphen,
 * hyphens trimmed from both ends. 'Hello, World!' → 'hello-world'; '!!!' → ''.
 */
export function slugify(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The read time a text suggests: its words at READING_WORDS_PER_MINUTE, at least 1 minute. */
export function estimateReadTime(markdown: string): number {
  const words = markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}

/**
 * A tag is added trimmed, and not when it is blank or already there (compared without
 * regard to case). Answers the new list, or the same list when nothing was added.
 */
export function addTag(tags: readonly string[], value: string): string[] {
  const tag = value.trim();
  if (!tag || tags.some((existing) => existing.toLowerCase() === tag.toLowerCase())) {
    return [...tags];
  }
  return [...tags, tag];
}

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** An image value: empty, a name the server gave an upload, or a full http(s) URL (docs/blogs.md). */
const isImageValue = (value: string | null | undefined) =>
  !value || isStoredImageName(value) || /^https?:\/\/[^\s]+$/i.test(value);

/** An image: a stored name or full URL; '' or null removes it; missing keeps the current one. */
const imageInput = (label: string) =>
  text(label, `${label} must be text`)
    .trim()
    .max(blogLimits.image, tooLong(label, blogLimits.image))
    .refine(isImageValue, `${label} must be an uploaded image or a full http(s) URL`)
    .nullable()
    .optional();

const optionalText = (label: string, max: number) =>
  text(label, `${label} must be text`)
    .trim()
    .max(max, tooLong(label, max))
    .optional()
    .transform((value) => value ?? '');

/** Required: blank counts as missing, with the one shared message. */
const requiredText = (label: string, max: number) =>
  text(label, M.required).trim().min(1, M.required).max(max, tooLong(label, max));

const readTimeInput = z
  .union([z.number(), z.string().trim()], { error: M.readTimeInvalid })
  .optional()
  .transform((value, ctx) => {
    // An empty read time falls back to the default.
    if (value === undefined || value === '') return DEFAULT_READ_TIME;
    const minutes = typeof value === 'number' ? value : Number(value);
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > blogLimits.readTime) {
      ctx.addIssue({ code: 'custom', message: M.readTimeInvalid });
      return z.NEVER;
    }
    return minutes;
  });

const publishedAtInput = text('Publish date', M.publishedAtInvalid)
  .trim()
  .max(40, M.publishedAtInvalid)
  .optional()
  .transform((value, ctx) => {
    if (!value) return undefined;
    // A date alone ('2026-05-01', from a date input) is that day at midnight UTC.
    const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
    if (
      Number.isNaN(date.getTime()) ||
      date.getUTCFullYear() < 1900 ||
      date.getUTCFullYear() > 9999
    ) {
      ctx.addIssue({ code: 'custom', message: M.publishedAtInvalid });
      return z.NEVER;
    }
    return date;
  });

const tagsInput = z
  .array(text('Tags', M.tagsInvalid).trim().max(blogLimits.tag, M.tagTooLong(blogLimits.tag)), {
    error: M.tagsInvalid,
  })
  .max(blogLimits.tags, M.tooManyTags(blogLimits.tags))
  .optional()
  .transform((tags) => (tags ?? []).reduce<string[]>((list, tag) => addTag(list, tag), []));

const slugInput = text('Slug', 'Slug must be text')
  .trim()
  .max(blogLimits.slug, tooLong('Slug', blogLimits.slug))
  .optional()
  .transform((value) => value ?? '');

/**
 * Blog post as sent, in JSON or as the multipart fields (the server turns those into
 * this shape first). Title, content and author name are required with the one shared message; an
 * empty slug is built from the title, a given one is put in the same form; both must keep a
 * letter or digit. `image` and `author.avatar`: missing keeps the current image, '' or null
 * removes it.
 */
export const blogPostInput = z
  .object(
    {
      title: requiredText('Title', blogLimits.title),
      slug: slugInput,
      excerpt: optionalText('Excerpt', blogLimits.excerpt),
      content: text('Content', M.required)
        .max(blogLimits.content, tooLong('Content', blogLimits.content))
        .refine((value) => value.trim() !== '', M.required),
      category: optionalText('Category', blogLimits.category),
      publishedAt: publishedAtInput,
      readTime: readTimeInput,
      featured: z.boolean({ error: M.featuredInvalid }).default(false),
      author: z.object(
        {
          name: requiredText('Author name', blogLimits.authorName),
          role: optionalText('Author role', blogLimits.authorRole),
          avatar: imageInput('Author avatar'),
        },
        { error: M.required },
      ),
      tags: tagsInput,
      image: imageInput('Image'),
      ...publishingShape,
      seo: seoInput.optional(),
    },
    { error: M.required },
  )
  .superRefine(checkPublishing)
  .transform((value, ctx) => {
    const slug = slugify(value.slug || value.title);
    if (!slug) {
      ctx.addIssue({
        code: 'custom',
        path: ['slug'],
        message: value.slug ? M.slugInvalid : M.titleNoSlug,
      });
      return z.NEVER;
    }
    return { ...value, slug };
  });
export type BlogPostInput = z.input<typeof blogPostInput>;
export type BlogPostValues = z.output<typeof blogPostInput>;

/**
 * What the editor holds: the multipart fields as the form edits them. On top of the server's rules the
 * form requires: excerpt, category, publish date, author role.
 */
export const blogPostFormValues = z
  .object({
    title: z.string(),
    slug: z.string(),
    excerpt: z.string(),
    content: z.string(),
    category: z.string(),
    publishedAt: z.string(),
    readTime: z.string(),
    featured: z.boolean(),
    authorName: z.string(),
    authorRole: z.string(),
    tags: z.array(z.string()),
    publishStatus,
    publishAt: z.string(),
    seo: seoFormValues,
  })
  .superRefine((values, ctx) => {
    const required: [keyof typeof values, string][] = [
      ['excerpt', M.excerptRequired],
      ['category', M.categoryRequired],
      ['publishedAt', M.publishedAtRequired],
      ['authorRole', M.authorRoleRequired],
    ];
    for (const [field, message] of required) {
      if (String(values[field]).trim() === '')
        ctx.addIssue({ code: 'custom', path: [field], message });
    }
    const wire = blogPostInput.safeParse(blogFormToInput(values));
    if (wire.success) return;
    for (const issue of wire.error.issues) {
      ctx.addIssue({ code: 'custom', path: formPathOf(issue.path), message: issue.message });
    }
  });
export type BlogPostFormValues = z.infer<typeof blogPostFormValues>;

/** Where a wire issue shows in the form. */
function formPathOf(path: PropertyKey[]): string[] {
  const [first, second] = path;
  if (first === 'author') return [second === 'role' ? 'authorRole' : 'authorName'];
  if (first === 'tags') return ['tags'];
  if (first === 'seo') return ['seo', String(second ?? 'title')];
  return [String(first ?? 'title')];
}

/** The form's values as the JSON body (images aside, which the form adds itself). */
export function blogFormToInput(values: BlogPostFormValues): BlogPostInput {
  return {
    title: values.title,
    slug: values.slug,
    excerpt: values.excerpt,
    content: values.content,
    category: values.category,
    publishedAt: values.publishedAt,
    readTime: values.readTime,
    featured: values.featured,
    author: { name: values.authorName, role: values.authorRole },
    tags: values.tags,
    publishStatus: values.publishStatus,
    publishAt: values.publishStatus === 'scheduled' ? scheduledAt(values.publishAt) : null,
    seo: values.seo,
  };
}

export const blogPost = storedRecord({
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content: z.string(),
  author: z.object({ name: z.string(), role: z.string(), avatar: z.string().nullable() }),
  category: z.string(),
  tags: z.array(z.string()),
  publishedAt: z.string(),
  readTime: z.number(),
  featured: z.boolean(),
  image: z.string().nullable(),
  ...publishingFields,
  seo: seoFields.default({}),
});
export type BlogPost = z.infer<typeof blogPost>;

export const blogPostResponse = envelope(blogPost);

/** How many posts the screen's page holds: rows of two and three cards. */
export const BLOG_PAGE_SIZE = 24;
export const blogSortFields = ['publishedAt', 'title', 'createdAt'] as const;

/**
 * GET /admin/blogs: a page of posts, newest first unless sorted otherwise, searched in the title,
 * the category and the tags.
 */
export const blogListQuery = listQuery(
  { sortFields: blogSortFields, defaultSortOrder: 'desc', defaultLimit: LIST_MAX_LIMIT },
  { publishStatus: oneOfFilter('publishStatus', publishStatuses) },
);
export type BlogListQuery = z.output<typeof blogListQuery>;
export const blogPostListResponse = pagedEnvelope(blogPost);

/** GET /admin/blogs/stats: the screen's figures over every post. */
export const blogStats = z.object({
  total: z.number().int().min(0),
  featured: z.number().int().min(0),
  /** Distinct categories, blank ones aside. */
  categories: z.number().int().min(0),
  /** Distinct tags, in any case. */
  tags: z.number().int().min(0),
});
export type BlogStats = z.infer<typeof blogStats>;
export const blogStatsResponse = envelope(blogStats);

/** The multipart file fields: the post's image and the author's avatar. */
export const BLOG_IMAGE_FIELD = 'image';
export const BLOG_AVATAR_FIELD = 'avatarImage';
