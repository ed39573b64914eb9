import type { CoursePricing } from '@coursedesk/contract/courses';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { defineList, type SpineFilters } from '../../../db/list/paged-list.ts';
import { first, only } from '../../../db/rows.ts';
import { coursePricing, courses } from '../../../db/schema/index.ts';

/** A course's pricing plan, with the text id of its course. */
export type PricingRow = typeof coursePricing.$inferSelect & { courseSlug: string };
export type NewPricingRow = Omit<
  typeof coursePricing.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>;

const pricingColumns = { ...getTableColumns(coursePricing), courseSlug: courses.slug };

function pricingQuery(db: Executor) {
  return db
    .select(pricingColumns)
    .from(coursePricing)
    .innerJoin(courses, eq(courses.id, coursePricing.courseId));
}

/**
 * The list on the spine (db/list/paged-list.ts), in the courses' catalogue order; `courseIds`
 * (the courses' text ids) keeps those of some courses only. It reads the course for its text id,
 * so it is kept until either table is written.
 */
export function definePricingList(present: (row: PricingRow) => CoursePricing) {
  return defineList({
    table: coursePricing,
    id: coursePricing.id,
    joins: [{ table: courses, on: eq(courses.id, coursePricing.courseId), kind: 'inner' }],
    columns: pricingColumns,
    whereOf: (filters: SpineFilters & { courseIds?: string[] | undefined }) =>
      filters.courseIds
        ? sql`${coursePricing.courseId} in (select c.id from ${courses} c where c.slug = any(${sql.param(filters.courseIds)}::text[]))`
        : undefined,
    dateColumn: coursePricing.createdAt,
    sortKeys: { position: { expression: sql`${courses.position}`, type: 'bigint' } },
    present: (row: PricingRow) => present(row),
    versionTables: ['course_pricing', 'courses'],
  });
}

export function findPricingById(db: Executor, id: string): Promise<PricingRow | undefined> {
  return first(pricingQuery(db).where(eq(coursePricing.id, id)));
}

export function findPricingByCourse(
  db: Executor,
  courseId: string,
): Promise<PricingRow | undefined> {
  return first(pricingQuery(db).where(eq(coursePricing.courseId, courseId)));
}

export async function insertPricing(db: Executor, values: NewPricingRow): Promise<string> {
  return (await only(db.insert(coursePricing).values(values).returning({ id: coursePricing.id })))
    .id;
}

export async function updatePricing(
  db: Executor,
  id: string,
  values: Partial<NewPricingRow>,
): Promise<boolean> {
  const rows = await db
    .update(coursePricing)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(coursePricing.id, id))
    .returning({ id: coursePricing.id });
  return rows.length > 0;
}

/** The course's pricing plan, created or replaced. */
export async function upsertPricing(db: Executor, values: NewPricingRow): Promise<void> {
  const { courseId: _courseId, ...changes } = values;
  await db
    .insert(coursePricing)
    .values(values)
    .onConflictDoUpdate({
      target: coursePricing.courseId,
      set: { ...changes, updatedAt: sql`now()` },
    });
}

export async function deletePricing(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .delete(coursePricing)
    .where(eq(coursePricing.id, id))
    .returning({ id: coursePricing.id });
  return rows.length > 0;
}
