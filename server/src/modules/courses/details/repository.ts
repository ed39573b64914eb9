import type { CourseDetails } from '@coursedesk/contract/courses';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { defineList, type SpineFilters } from '../../../db/list/paged-list.ts';
import { first, only } from '../../../db/rows.ts';
import { courseDetails, courses } from '../../../db/schema/index.ts';

/** A course's details, with the text id of their course. */
export type DetailsRow = typeof courseDetails.$inferSelect & { courseSlug: string };
export type NewDetailsRow = Omit<
  typeof courseDetails.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>;

const detailsColumns = { ...getTableColumns(courseDetails), courseSlug: courses.slug };

function detailsQuery(db: Executor) {
  return db
    .select(detailsColumns)
    .from(courseDetails)
    .innerJoin(courses, eq(courses.id, courseDetails.courseId));
}

/**
 * The list on the spine (db/list/paged-list.ts), in the courses' catalogue order; `courseIds`
 * (the courses' text ids) keeps those of some courses only. It reads the course for its text id,
 * so it is kept until either table is written.
 */
export function defineDetailsList(present: (row: DetailsRow) => CourseDetails) {
  return defineList({
    table: courseDetails,
    id: courseDetails.id,
    joins: [{ table: courses, on: eq(courses.id, courseDetails.courseId), kind: 'inner' }],
    columns: detailsColumns,
    whereOf: (filters: SpineFilters & { courseIds?: string[] | undefined }) =>
      filters.courseIds
        ? sql`${courseDetails.courseId} in (select c.id from ${courses} c where c.slug = any(${sql.param(filters.courseIds)}::text[]))`
        : undefined,
    dateColumn: courseDetails.createdAt,
    sortKeys: { position: { expression: sql`${courses.position}`, type: 'bigint' } },
    present: (row: DetailsRow) => present(row),
    versionTables: ['course_details', 'courses'],
  });
}

export function findDetailsById(db: Executor, id: string): Promise<DetailsRow | undefined> {
  return first(detailsQuery(db).where(eq(courseDetails.id, id)));
}

export function findDetailsByCourse(
  db: Executor,
  courseId: string,
): Promise<DetailsRow | undefined> {
  return first(detailsQuery(db).where(eq(courseDetails.courseId, courseId)));
}

export async function insertDetails(db: Executor, values: NewDetailsRow): Promise<string> {
  return (await only(db.insert(courseDetails).values(values).returning({ id: courseDetails.id })))
    .id;
}

export async function updateDetails(
  db: Executor,
  id: string,
  values: Partial<NewDetailsRow>,
): Promise<boolean> {
  const rows = await db
    .update(courseDetails)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(courseDetails.id, id))
    .returning({ id: courseDetails.id });
  return rows.length > 0;
}

/** The course's details, created or replaced. */
export async function upsertDetails(db: Executor, values: NewDetailsRow): Promise<void> {
  const { courseId: _courseId, ...changes } = values;
  await db
    .insert(courseDetails)
    .values(values)
    .onConflictDoUpdate({
      target: courseDetails.courseId,
      set: { ...changes, updatedAt: sql`now()` },
    });
}

export async function deleteDetails(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .delete(courseDetails)
    .where(eq(courseDetails.id, id))
    .returning({ id: courseDetails.id });
  return rows.length > 0;
}
