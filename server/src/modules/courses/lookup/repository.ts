// Finding a course by what the outside world calls it: the website and the payment provider name
// a course by its slug (or its id), a form typed by hand by its title. Used by every area that
// takes such a name (inquiries, customers, coupon checks, payment events), so they all match alike.
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { coursePricing, courses } from '../../../db/schema/index.ts';

export interface CourseMatch {
  id: string;
  slug: string;
  title: string;
  category: string;
  /** The price charged today (the pricing plan's current price), or null without a plan. */
  pricePence: number | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const columns = {
  id: courses.id,
  slug: courses.slug,
  title: courses.title,
  category: courses.category,
  pricePence: coursePricing.currentPricePence,
};

/** The course whose slug is `reference`, or whose id it is. */
export async function findCourseByReference(
  db: Executor,
  reference: string,
): Promise<CourseMatch | undefined> {
  const where = UUID.test(reference)
    ? sql`${courses.slug} = ${reference} or ${courses.id} = ${reference.toLowerCase()}::uuid`
    : eq(courses.slug, reference);
  const [row] = await db
    .select(columns)
    .from(courses)
    .leftJoin(coursePricing, eq(coursePricing.courseId, courses.id))
    .where(where)
    .limit(1);
  return row;
}

/** The course whose title is `title`, letter case and surrounding spaces aside. */
export async function findCourseByTitle(
  db: Executor,
  title: string,
): Promise<CourseMatch | undefined> {
  const [row] = await db
    .select(columns)
    .from(courses)
    .leftJoin(coursePricing, eq(coursePricing.courseId, courses.id))
    .where(sql`lower(${courses.title}) = lower(${title.trim()})`)
    .orderBy(courses.createdAt)
    .limit(1);
  return row;
}

/** The courses these references name (slugs or ids), by reference; unknown ones are left out. */
export async function findCoursesByReferences(
  db: Executor,
  references: string[],
): Promise<Map<string, CourseMatch>> {
  const found = new Map<string, CourseMatch>();
  if (references.length === 0) return found;
  const ids = references.filter((reference) => UUID.test(reference));
  const rows = await db
    .select(columns)
    .from(courses)
    .leftJoin(coursePricing, eq(coursePricing.courseId, courses.id))
    .where(
      ids.length > 0
        ? or(
            inArray(courses.slug, references),
            inArray(
              courses.id,
              ids.map((id) => id.toLowerCase()),
            ),
          )
        : inArray(courses.slug, references),
    );
  for (const reference of references) {
    const match =
      rows.find((row) => row.slug === reference) ??
      rows.find((row) => row.id === reference.toLowerCase());
    if (match) found.set(reference, match);
  }
  return found;
}
