import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { blogPosts } from '../../db/schema/index.ts';

// Every SQL statement of blog posts. The service decides which run together in one transaction.

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type NewBlogPostRow = Omit<typeof blogPosts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

async function first<T>(rows: Promise<T[]>): Promise<T | undefined> {
  return (await rows)[0];
}

/** Newest first, as the site lists them. */
export function findBlogPosts(db: Executor): Promise<BlogPostRow[]> {
  return db
    .select()
    .from(blogPosts)
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.createdAt), desc(blogPosts.id));
}

export function findBlogPostById(db: Executor, id: string): Promise<BlogPostRow | undefined> {
  return first(db.select().from(blogPosts).where(eq(blogPosts.id, id)));
}

export function findBlogPostBySlug(db: Executor, slug: string): Promise<BlogPostRow | undefined> {
  return first(db.select().from(blogPosts).where(eq(blogPosts.slug, slug)));
}

/** The post, locked until the transaction ends, so two saves of it queue. */
export function lockBlogPost(db: Executor, id: string): Promise<BlogPostRow | undefined> {
  return first(db.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update'));
}

export async function insertBlogPost(db: Executor, values: NewBlogPostRow): Promise<BlogPostRow> {
  const [row] = await db.insert(blogPosts).values(values).returning();
  if (!row) throw new Error('the insert returned no row');
  return row;
}

export function updateBlogPost(
  db: Executor,
  id: string,
  values: Partial<NewBlogPostRow>,
): Promise<BlogPostRow | undefined> {
  return first(
    db
      .update(blogPosts)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(blogPosts.id, id))
      .returning(),
  );
}

export function deleteBlogPost(db: Executor, id: string): Promise<BlogPostRow | undefined> {
  return first(db.delete(blogPosts).where(eq(blogPosts.id, id)).returning());
}
