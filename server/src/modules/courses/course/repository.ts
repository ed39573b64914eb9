import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { courses } from '../../../db/schema/index.ts';
import { first, only } from '../rows.ts';

export type CourseRow = typeof courses.$inferSelect;
export type NewCourseRow = Omit<typeof courses.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export function findCourses(db: Executor): Promise<CourseRow[]> {
  return db
    .select()
    .from(courses)
    .orderBy(asc(courses.position), asc(courses.createdAt), asc(courses.id));
}

export function findCourseById(db: Executor, id: string): Promise<CourseRow | undefined> {
  return first(db.select().from(courses).where(eq(courses.id, id)));
}

export function findCourseBySlug(db: Executor, slug: string): Promise<CourseRow | undefined> {
  return first(db.select().from(courses).where(eq(courses.slug, slug)));
}

/** The course, locked until the transaction ends, so two saves of it queue. */
export function lockCourse(db: Executor, id: string): Promise<CourseRow | undefined> {
  return first(db.select().from(courses).where(eq(courses.id, id)).for('update'));
}

export function insertCourse(db: Executor, values: NewCourseRow): Promise<CourseRow> {
  return only(
    db
      .insert(courses)
      .values({
        ...values,
        position: sql`(select coalesce(max(position), 0) + 1 from ${courses})`,
      })
      .returning(),
  );
}

export function updateCourse(
  db: Executor,
  id: string,
  values: Partial<NewCourseRow>,
): Promise<CourseRow | undefined> {
  return first(
    db
      .update(courses)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(courses.id, id))
      .returning(),
  );
}

/** Deletes the course; its details and pricing go with it (foreign keys ON DELETE CASCADE). */
export function deleteCourse(db: Executor, id: string): Promise<CourseRow | undefined> {
  return first(db.delete(courses).where(eq(courses.id, id)).returning());
}
