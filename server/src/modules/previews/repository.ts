import { eq, getTableColumns } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { blogPosts, courses } from '../../db/schema/index.ts';
import type { ServerCollection } from '../module.ts';

// Reads only: which record a preview names, and its address on the site.

export async function findCourseSlug(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: courses.slug })
    .from(courses)
    .where(eq(courses.id, id))
    .limit(1);
  return row?.slug;
}

export async function findPostSlug(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(eq(blogPosts.id, id))
    .limit(1);
  return row?.slug;
}

/** A section's item has no slug: its `_id` stands for it. */
export async function findItemId(
  db: Executor,
  entry: ServerCollection,
  id: string,
): Promise<string | undefined> {
  const { id: idColumn } = getTableColumns(entry.table) as { id: typeof courses.id };
  const [row] = await db
    .select({ id: idColumn })
    .from(entry.table)
    .where(eq(idColumn, id))
    .limit(1);
  return row?.id;
}
