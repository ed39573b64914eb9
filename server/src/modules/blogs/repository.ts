import type { BlogPost, BlogStats, blogSortFields } from '@coursedesk/contract/blogs';
import type { PublishStatus } from '@coursedesk/contract/publishing';
import { eq, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.ts';
import type { SortKey } from '../../db/list/order.ts';
import { defineList, type SpineFilters } from '../../db/list/paged-list.ts';
import { statusWhere } from '../../db/publishing.ts';
import { sluggedRecords } from '../../db/rows.ts';
import { blogPosts, type TrashedImage } from '../../db/schema/index.ts';
import { moveToTrash } from '../../db/trash.ts';

// Every SQL statement of blog posts. The service decides which run together in one transaction.

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type NewBlogPostRow = Omit<typeof blogPosts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const sortKeys: Record<(typeof blogSortFields)[number], SortKey> = {
  publishedAt: { expression: sql`${blogPosts.publishedAt}`, type: 'timestamptz' },
  title: { expression: sql`lower(${blogPosts.title})`, type: 'text' },
  createdAt: { expression: sql`${blogPosts.createdAt}`, type: 'timestamptz' },
};

/**
 * The posts list on the spine (db/list/paged-list.ts): newest first, as the site lists them,
 * searched in the title, the category and the tags (joined by line breaks: only a search holding
 * a line break could match across two of them). Kept until a post is written.
 */
export function defineBlogList(present: (row: BlogPostRow) => BlogPost) {
  return defineList({
    table: blogPosts,
    id: blogPosts.id,
    whereOf: (filters: SpineFilters & { publishStatus?: PublishStatus | undefined }) =>
      statusWhere(blogPosts, filters.publishStatus, new Date()),
    dateColumn: blogPosts.publishedAt,
    search: {
      columns: [
        sql`lower(${blogPosts.title})`,
        sql`lower(${blogPosts.category})`,
        sql`lower(array_to_string(${blogPosts.tags}, chr(10)))`,
      ],
      trigram: false,
    },
    sortKeys,
    // Read afresh each time: a schedule's time changes a page without a write.
    present: (row: BlogPostRow) => present(row),
  });
}

/** The screen's figures over every post, in one statement. */
export async function blogTotals(db: Executor): Promise<BlogStats> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select count(*) as total,
      count(*) filter (where ${blogPosts.featured}) as featured,
      count(distinct nullif(btrim(${blogPosts.category}), '')) as categories,
      (select count(distinct lower(tag)) from ${blogPosts}, unnest(${blogPosts.tags}) as tag) as tags
      from ${blogPosts}`),
  );
  return {
    total: Number(row?.total ?? 0),
    featured: Number(row?.featured ?? 0),
    categories: Number(row?.categories ?? 0),
    tags: Number(row?.tags ?? 0),
  };
}

const posts = sluggedRecords(blogPosts);
export const findBlogPostById = posts.findById;
export const findBlogPostBySlug = posts.findBySlug;
/** The post, locked until the transaction ends, so two saves of it queue. */
export const lockBlogPost = posts.lock;

export async function insertBlogPost(db: Executor, values: NewBlogPostRow): Promise<BlogPostRow> {
  const [row] = await db.insert(blogPosts).values(values).returning();
  if (!row) throw new Error('the insert returned no row');
  return row;
}

export const updateBlogPost = posts.update;
export const deleteBlogPost = posts.delete;

/** The post's trash entry, written before it is deleted (db/trash.ts); answers the entry's id. */
export function trashBlogPost(
  tx: Executor,
  id: string,
  title: string,
  images: TrashedImage[],
): Promise<string> {
  return moveToTrash(tx, {
    area: 'blogs',
    recordId: id,
    label: title,
    parts: [{ table: blogPosts, where: eq(blogPosts.id, id) }],
    images,
  });
}
