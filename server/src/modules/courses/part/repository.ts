// The statements of a course's part: its details or its pricing plan, one row per course in a
// table of its own keyed by `course_id`, always read with the text id (slug) of its course. Declared
// once here and used twice (details/repository.ts, pricing/repository.ts).
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { defineList, type SpineFilters } from '../../../db/list/paged-list.ts';
import { first, only } from '../../../db/rows.ts';
import { type courseDetails, type coursePricing, courses } from '../../../db/schema/index.ts';

export type PartTable = typeof courseDetails | typeof coursePricing;

/** A part's row, with the text id of its course. */
export type PartRow<Table extends PartTable> = Table['$inferSelect'] & { courseSlug: string };
export type NewPartRow<Table extends PartTable> = Omit<
  Table['$inferInsert'],
  'id' | 'createdAt' | 'updatedAt'
>;

/** The statements of the part kept in `table`, whose list versions are `versionTable`'s. */
export function coursePart<Table extends PartTable>(
  table: Table,
  versionTable: 'course_details' | 'course_pricing',
) {
  type Row = PartRow<Table>;
  type NewRow = NewPartRow<Table>;
  // The two tables share the columns used here; one of them stands for both to the builder.
  const part = table as typeof courseDetails;
  const columns = { ...getTableColumns(part), courseSlug: courses.slug };
  const query = (db: Executor) =>
    db.select(columns).from(part).innerJoin(courses, eq(courses.id, part.courseId));

  return {
    /**
     * The list on the spine (db/list/paged-list.ts), in the courses' catalogue order; `courseIds`
     * (the courses' text ids) keeps those of some courses only. It reads the course for its text
     * id, so it is kept until either table is written.
     */
    defineList<Item>(present: (row: Row) => Item) {
      return defineList({
        table: part,
        id: part.id,
        joins: [{ table: courses, on: eq(courses.id, part.courseId), kind: 'inner' }],
        columns,
        whereOf: (filters: SpineFilters & { courseIds?: string[] | undefined }) =>
          filters.courseIds
            ? sql`${part.courseId} in (select c.id from ${courses} c where c.slug = any(${sql.param(filters.courseIds)}::text[]))`
            : undefined,
        dateColumn: part.createdAt,
        sortKeys: { position: { expression: sql`${courses.position}`, type: 'bigint' } },
        present: (row) => present(row as unknown as Row),
        versionTables: [versionTable, 'courses'],
      });
    },

    findById: (db: Executor, id: string): Promise<Row | undefined> =>
      first(query(db).where(eq(part.id, id))) as Promise<Row | undefined>,

    findByCourse: (db: Executor, courseId: string): Promise<Row | undefined> =>
      first(query(db).where(eq(part.courseId, courseId))) as Promise<Row | undefined>,

    insert: async (db: Executor, values: NewRow): Promise<string> =>
      (
        await only(
          db
            .insert(part)
            .values(values as NewPartRow<typeof courseDetails>)
            .returning({ id: part.id }),
        )
      ).id,

    update: async (db: Executor, id: string, values: Partial<NewRow>): Promise<boolean> => {
      const rows = await db
        .update(part)
        .set({ ...(values as Partial<NewPartRow<typeof courseDetails>>), updatedAt: sql`now()` })
        .where(eq(part.id, id))
        .returning({ id: part.id });
      return rows.length > 0;
    },

    /** The course's part, created or replaced. */
    upsert: async (db: Executor, values: NewRow): Promise<void> => {
      const { courseId: _courseId, ...changes } = values as NewPartRow<typeof courseDetails>;
      await db
        .insert(part)
        .values(values as NewPartRow<typeof courseDetails>)
        .onConflictDoUpdate({ target: part.courseId, set: { ...changes, updatedAt: sql`now()` } });
    },

    delete: async (db: Executor, id: string): Promise<boolean> => {
      const rows = await db.delete(part).where(eq(part.id, id)).returning({ id: part.id });
      return rows.length > 0;
    },
  };
}
