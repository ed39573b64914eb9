import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { courseDetails, courseIcons, coursePricing, courses } from '../../db/schema/index.ts';

// Every SQL statement of courses, their details, their pricing plans and the icons. The service
// decides which run together in one transaction.

export type CourseRow = typeof courses.$inferSelect;
export type NewCourseRow = Omit<typeof courses.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type DetailsRow = typeof courseDetails.$inferSelect & { courseSlug: string };
export type NewDetailsRow = Omit<
  typeof courseDetails.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>;
export type PricingRow = typeof coursePricing.$inferSelect & { courseSlug: string };
export type NewPricingRow = Omit<
  typeof coursePricing.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>;
export type IconRow = typeof courseIcons.$inferSelect;

async function first<T>(rows: Promise<T[]>): Promise<T | undefined> {
  return (await rows)[0];
}

async function only<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('the write returned no row');
  return row;
}

// Courses -------------------------------------------------------------------------------------

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

// Details -------------------------------------------------------------------------------------

const detailsColumns = { ...getTableColumns(courseDetails), courseSlug: courses.slug };

function detailsQuery(db: Executor) {
  return db
    .select(detailsColumns)
    .from(courseDetails)
    .innerJoin(courses, eq(courses.id, courseDetails.courseId));
}

export function findAllDetails(db: Executor): Promise<DetailsRow[]> {
  return detailsQuery(db).orderBy(asc(courses.position), asc(courses.createdAt), asc(courses.id));
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

// Pricing -------------------------------------------------------------------------------------

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

// Icons ---------------------------------------------------------------------------------------

export function findIcons(db: Executor): Promise<IconRow[]> {
  return db.select().from(courseIcons).orderBy(asc(courseIcons.iconName));
}

export function findIconById(db: Executor, id: string): Promise<IconRow | undefined> {
  return first(db.select().from(courseIcons).where(eq(courseIcons.id, id)));
}

export function findIconByName(db: Executor, name: string): Promise<IconRow | undefined> {
  return first(db.select().from(courseIcons).where(eq(courseIcons.iconName, name)));
}

export function insertIcon(
  db: Executor,
  values: { iconName: string; iconPath: string },
): Promise<IconRow> {
  return only(db.insert(courseIcons).values(values).returning());
}

export function updateIcon(
  db: Executor,
  id: string,
  values: { iconName: string; iconPath: string },
): Promise<IconRow | undefined> {
  return first(
    db
      .update(courseIcons)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(courseIcons.id, id))
      .returning(),
  );
}

export async function deleteIcon(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .delete(courseIcons)
    .where(eq(courseIcons.id, id))
    .returning({ id: courseIcons.id });
  return rows.length > 0;
}
