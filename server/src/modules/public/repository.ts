import type { PublishStatus } from '@coursedesk/contract/publishing';
import { and, asc, count, desc, eq, getTableName, gt, lte, min, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { liveWhere, nextGoLive, type PublishingTable } from '../../db/publishing.ts';
import {
  blogPosts,
  companyInfo,
  contactData,
  courseDetails,
  courseIcons,
  coursePricing,
  courses,
  highlightedCountries,
} from '../../db/schema/index.ts';
import type { ServerCollection } from '../module.ts';

// Every SQL statement of the public content API: reads only, of live content (published, or
// scheduled for a time that has come: db/publishing.ts) unless a preview names the record.

export type SectionRow = Record<string, unknown>;
export type CompanyInfoRow = typeof companyInfo.$inferSelect;
export type ContactDataRow = typeof contactData.$inferSelect;
export type CourseRow = typeof courses.$inferSelect;
export type PricingRow = typeof coursePricing.$inferSelect;
export type DetailsRow = typeof courseDetails.$inferSelect;
export type BlogPostRow = typeof blogPosts.$inferSelect;

/** The tables each answer reads: their versions make its ETag. */
export const tablesOf = {
  company: [companyInfo, contactData, highlightedCountries].map((t) => getTableName(t)),
  courseCards: [courses, coursePricing, courseIcons].map((t) => getTableName(t)),
  course: [courses, courseDetails, coursePricing, courseIcons].map((t) => getTableName(t)),
  blog: [getTableName(blogPosts)],
  courses: [getTableName(courses)],
  companyInfo: [getTableName(companyInfo)],
  contactData: [getTableName(contactData)],
  highlightedCountries: [getTableName(highlightedCountries)],
};

export const tableOfSection = (entry: ServerCollection) => getTableName(entry.table);

const publishing = (entry: ServerCollection) => entry.table as unknown as PublishingTable;

/** The section's live items in the site's order. */
export async function findSectionRows(
  db: Executor,
  entry: ServerCollection,
  now: Date,
): Promise<SectionRow[]> {
  return (await db
    .select()
    .from(entry.table)
    .where(liveWhere(publishing(entry), now))
    .orderBy(...entry.orderBy.map((column) => asc(column)))) as SectionRow[];
}

export async function findCompanyInfo(db: Executor): Promise<CompanyInfoRow | undefined> {
  return (await db.select().from(companyInfo).limit(1))[0];
}

export async function findContactData(db: Executor): Promise<ContactDataRow | undefined> {
  return (await db.select().from(contactData).limit(1))[0];
}

export async function findCountries(db: Executor): Promise<string[]> {
  const [row] = await db
    .select({ countries: highlightedCountries.countries })
    .from(highlightedCountries)
    .limit(1);
  return row?.countries ?? [];
}

export interface CourseCardRow {
  course: CourseRow;
  pricing: PricingRow | null;
  iconPath: string | null;
}

const iconJoin = eq(courseIcons.iconName, courses.iconName);

/** The live courses in the catalogue's order, each with its plan and its icon's path. */
export async function findCourseCards(db: Executor, now: Date): Promise<CourseCardRow[]> {
  return db
    .select({ course: courses, pricing: coursePricing, iconPath: courseIcons.iconPath })
    .from(courses)
    .leftJoin(coursePricing, eq(coursePricing.courseId, courses.id))
    .leftJoin(courseIcons, iconJoin)
    .where(liveWhere(courses, now))
    .orderBy(asc(courses.position), asc(courses.createdAt), asc(courses.id));
}

export interface CourseWholeRow extends CourseCardRow {
  details: DetailsRow | null;
}

export async function findCourseBySlug(
  db: Executor,
  slug: string,
): Promise<CourseWholeRow | undefined> {
  const [row] = await db
    .select({
      course: courses,
      pricing: coursePricing,
      details: courseDetails,
      iconPath: courseIcons.iconPath,
    })
    .from(courses)
    .leftJoin(coursePricing, eq(coursePricing.courseId, courses.id))
    .leftJoin(courseDetails, eq(courseDetails.courseId, courses.id))
    .leftJoin(courseIcons, iconJoin)
    .where(eq(courses.slug, slug))
    .limit(1);
  return row;
}

export interface BlogFilter {
  tag?: string;
  category?: string;
}

/** Live, and dated by `now` (a post dated later waits for its date as it always has). */
const published = (now: Date) => and(liveWhere(blogPosts, now), lte(blogPosts.publishedAt, now));

function blogWhere(now: Date, filter: BlogFilter) {
  return and(
    published(now),
    filter.tag === undefined ? undefined : sql`${filter.tag} = any(${blogPosts.tags})`,
    filter.category === undefined
      ? undefined
      : sql`lower(${blogPosts.category}) = lower(${filter.category})`,
  );
}

/** One page of the posts published by `now`, newest first, with their total. */
export async function findBlogPage(
  db: Executor,
  now: Date,
  filter: BlogFilter,
  offset: number,
  limit: number,
): Promise<{ rows: BlogPostRow[]; total: number }> {
  const where = blogWhere(now, filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.createdAt), desc(blogPosts.id))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(blogPosts).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * The next time a post becomes public (the earliest publish date or schedule after `now`), if
 * any.
 */
export async function findNextPublication(db: Executor, now: Date): Promise<Date | undefined> {
  const [[dated], scheduled] = await Promise.all([
    db
      .select({ next: min(blogPosts.publishedAt) })
      .from(blogPosts)
      .where(gt(blogPosts.publishedAt, now)),
    nextGoLive(db, blogPosts, now),
  ]);
  const times = [dated?.next?.getTime(), scheduled].filter((t): t is number => t !== undefined);
  return times.length === 0 ? undefined : new Date(Math.min(...times));
}

/** The next time a course or a section's item goes live, if any (ms). */
export const nextCourseGoLive = (db: Executor, now: Date) => nextGoLive(db, courses, now);
export const nextSectionGoLive = (db: Executor, entry: ServerCollection, now: Date) =>
  nextGoLive(db, publishing(entry) as never, now);

export interface Liveness {
  id: string;
  publishStatus: PublishStatus;
  publishAt: Date | null;
}

/** Every course's slug with its state: a slug not live is answered 404 without reading more. */
export async function findCourseSlugs(db: Executor): Promise<(Liveness & { slug: string })[]> {
  return db
    .select({
      id: courses.id,
      slug: courses.slug,
      publishStatus: courses.publishStatus,
      publishAt: courses.publishAt,
    })
    .from(courses);
}

/** Every post's slug with its publish date and state. */
export async function findPostSlugs(
  db: Executor,
): Promise<(Liveness & { slug: string; publishedAt: Date })[]> {
  return db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      publishedAt: blogPosts.publishedAt,
      publishStatus: blogPosts.publishStatus,
      publishAt: blogPosts.publishAt,
    })
    .from(blogPosts);
}

/** The post with this slug whatever its state: a preview's read. */
export async function findPostBySlug(db: Executor, slug: string): Promise<BlogPostRow | undefined> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1);
  return row;
}

/** The post with this slug, when it is published by `now`. */
export async function findPublishedPost(
  db: Executor,
  slug: string,
  now: Date,
): Promise<BlogPostRow | undefined> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), published(now)))
    .limit(1);
  return row;
}
