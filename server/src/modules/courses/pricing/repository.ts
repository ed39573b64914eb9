import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { coursePricing, courses } from '../../../db/schema/index.ts';
import { first, only } from '../rows.ts';

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

export function findAllPricing(db: Executor): Promise<PricingRow[]> {
  return pricingQuery(db).orderBy(asc(courses.position), asc(courses.createdAt), asc(courses.id));
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
