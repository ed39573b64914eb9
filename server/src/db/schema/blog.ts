import type { Seo } from '@coursedesk/contract/publishing';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import {
  createdAt,
  id,
  publishingColumns,
  searchVector,
  trimmedNonEmpty,
  updatedAt,
} from './columns.ts';

/**
 * Blog post. The wire's `author { name, role, avatar }` is flattened into `author*`
 * columns. `readTime` is in minutes. Listed newest first by `published_at`.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: id(),
    title: text().notNull(),
    /** Lower case and unique: the post's address on the site. */
    slug: text().notNull().unique(),
    excerpt: text().notNull().default(''),
    /** Markdown, rendered without raw HTML. */
    content: text().notNull(),
    authorName: text().notNull(),
    authorRole: text().notNull().default(''),
    /** A stored file name or a full URL. */
    authorAvatar: text(),
    category: text().notNull().default(''),
    tags: text().array().notNull().default([]),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readTime: integer().notNull().default(5),
    featured: boolean().notNull().default(false),
    /** A stored file name or a full URL. */
    image: text(),
    ...publishingColumns(),
    /** Search-engine fields set by the editor; the public answers fill the rest from the record. */
    seo: jsonb().$type<Seo>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The public search's words: title, then excerpt and category, then content. */
    searchVector: searchVector([
      { weight: 'A', text: sql`"title"` },
      { weight: 'B', text: sql`"excerpt" || ' ' || "category"` },
      { weight: 'C', text: sql`"content"` },
    ]),
  },
  (t) => [
    check('blog_posts_title_check', sql`btrim(${t.title}) <> ''`),
    check(
      'blog_posts_slug_check',
      sql`${trimmedNonEmpty(t.slug)} and ${t.slug} = lower(${t.slug})`,
    ),
    check('blog_posts_read_time_check', sql`${t.readTime} >= 1`),
    index('blog_posts_published_at_idx').on(t.publishedAt),
    index('blog_posts_search_idx').using('gin', t.searchVector),
  ],
);
