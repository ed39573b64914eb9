// The two ways the repositories take a statement's rows, and the statements by id that blog posts
// and courses share.
import { eq, sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import type { blogPosts, courses } from './schema/index.ts';

/** The first row, or undefined when there is none. */
export async function first<T>(rows: Promise<T[]>): Promise<T | undefined> {
  return (await rows)[0];
}

/** The one row a write returns. */
export async function only<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('the write returned no row');
  return row;
}

type SluggedTable = typeof blogPosts | typeof courses;

/**
 * The statements of one record by its id in a table whose records also have a slug (blog posts,
 * courses): found by id or slug, locked, updated (with `updatedAt` now) and deleted.
 */
export function sluggedRecords<Table extends SluggedTable>(table: Table) {
  type Row = Table['$inferSelect'];
  // Typed as either table: drizzle's builders do not resolve their types over a type parameter.
  const records = table as SluggedTable;
  const byId = (id: string) => eq(records.id, id);
  return {
    findById: (db: Executor, id: string): Promise<Row | undefined> =>
      first(db.select().from(records).where(byId(id))),

    findBySlug: (db: Executor, slug: string): Promise<Row | undefined> =>
      first(db.select().from(records).where(eq(records.slug, slug))),

    /** The record, locked until the transaction ends, so two saves of it queue. */
    lock: (db: Executor, id: string): Promise<Row | undefined> =>
      first(db.select().from(records).where(byId(id)).for('update')),

    update: (
      db: Executor,
      id: string,
      values: Partial<Omit<Table['$inferInsert'], 'id' | 'createdAt' | 'updatedAt'>>,
    ): Promise<Row | undefined> =>
      first<Row>(
        db
          .update(records)
          .set({ ...(values as Partial<typeof courses.$inferInsert>), updatedAt: sql`now()` })
          .where(byId(id))
          .returning(),
      ),

    delete: (db: Executor, id: string): Promise<Row | undefined> =>
      first<Row>(db.delete(records).where(byId(id)).returning()),
  };
}
