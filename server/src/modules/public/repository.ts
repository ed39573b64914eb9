import type { PublicBlogSort, PublicCourseSort } from '@coursedesk/contract/public';
import type { PublishStatus } from '@coursedesk/contract/publishing';
import {
  type AnyColumn,
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  getTableName,
  gt,
  lte,
  min,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.ts';
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

/**
 * The rows of `table` a visitor may see. Every public read of courses and posts goes through it:
 * today every row is live (a post's publish date is checked beside it); the publishing states
 * narrow it here, in one place.
 */
export function liveCondition(table: PublishingTable, now: Date): SQL {
  return liveWhere(table, now);
}

/**
 * The live rows a search engine may list (the sitemap): those whose page does not ask to be
 * left out of search engines. Every row may be listed today; the pages' SEO settings narrow it
 * here, in one place.
 */
export function indexableCondition(table: typeof courses | typeof blogPosts): SQL {
  return sql`coalesce((${table.seo} ->> 'noindex')::boolean, false) = false`;
}

export type SectionRow = Record<string, unknown>;
export type CompanyInfoRow = typeof companyInfo.$inferSelect;
export type ContactDataRow = typeof contactData.$inferSelect;
export type CourseRow = Omit<typeof courses.$inferSelect, 'searchVector'>;
export type PricingRow = typeof coursePricing.$inferSelect;
export type DetailsRow = typeof courseDetails.$inferSelect;
export type BlogPostRow = Omit<typeof blogPosts.$inferSelect, 'searchVector'>;

// The columns the answers present: never the search words, which only the search reads.
const { searchVector: _courseWords, ...courseColumns } = getTableColumns(courses);
const { searchVector: _postWords, ...postColumns } = getTableColumns(blogPosts);

/** The tables each answer reads: their versions make its ETag. */
export const tablesOf = {
  company: [companyInfo, contactData, highlightedCountries].map((t) => getTableName(t)),
  courseCards: [courses, coursePricing, courseIcons].map((t) => getTableName(t)),
  course: [courses, courseDetails, coursePricing, courseIcons].map((t) => getTableName(t)),
  blog: [getTableName(blogPosts)],
  search: [courses, blogPosts].map((t) => getTableName(t)),
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

const courseOrders: Record<PublicCourseSort, SQL[]> = {
  catalogue: [asc(courses.position), asc(courses.createdAt), asc(courses.id)],
  title: [asc(courses.title), asc(courses.id)],
  'price-asc': [
    sql`${coursePricing.currentPricePence} asc nulls last`,
    asc(courses.position),
    asc(courses.id),
  ],
  'price-desc': [
    sql`${coursePricing.currentPricePence} desc nulls last`,
    asc(courses.position),
    asc(courses.id),
  ],
  newest: [desc(courses.createdAt), desc(courses.id)],
};

export interface CourseFilter {
  category?: string | undefined;
}

function courseWhere(filter: CourseFilter, now: Date) {
  return and(
    liveCondition(courses, now),
    filter.category === undefined
      ? undefined
      : sql`lower(${courses.category}) = lower(${filter.category})`,
  );
}

/** One page of the courses in `sort`'s order, each with its plan and its icon's path. */
export async function findCourseCards(
  db: Executor,
  now: Date,
  filter: CourseFilter,
  sort: PublicCourseSort,
  offset: number,
  limit: number,
): Promise<{ rows: CourseCardRow[]; total: number }> {
  const where = courseWhere(filter, now);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ course: courseColumns, pricing: coursePricing, iconPath: courseIcons.iconPath })
      .from(courses)
      .leftJoin(coursePricing, eq(coursePricing.courseId, courses.id))
      .leftJoin(courseIcons, iconJoin)
      .where(where)
      .orderBy(...courseOrders[sort])
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(courses).where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
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
      course: courseColumns,
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
  tag?: string | undefined;
  category?: string | undefined;
}

/** The posts a visitor may see at `now`: live, and their publish date come. */
const published = (now: Date) =>
  and(liveCondition(blogPosts, now), lte(blogPosts.publishedAt, now));

const blogOrders: Record<PublicBlogSort, SQL[]> = {
  newest: [desc(blogPosts.publishedAt), desc(blogPosts.createdAt), desc(blogPosts.id)],
  oldest: [asc(blogPosts.publishedAt), asc(blogPosts.createdAt), asc(blogPosts.id)],
  title: [asc(blogPosts.title), asc(blogPosts.id)],
};

function blogWhere(now: Date, filter: BlogFilter) {
  return and(
    published(now),
    filter.tag === undefined
      ? undefined
      : sql`exists (select 1 from unnest(${blogPosts.tags}) as tag where lower(tag) = lower(${filter.tag}))`,
    filter.category === undefined
      ? undefined
      : sql`lower(${blogPosts.category}) = lower(${filter.category})`,
  );
}

/** One page of the posts published by `now`, in `sort`'s order, with their total. */
export async function findBlogPage(
  db: Executor,
  now: Date,
  filter: BlogFilter,
  sort: PublicBlogSort,
  offset: number,
  limit: number,
): Promise<{ rows: BlogPostRow[]; total: number }> {
  const where = blogWhere(now, filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select(postColumns)
      .from(blogPosts)
      .where(where)
      .orderBy(...blogOrders[sort])
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
    .select(postColumns)
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), published(now)))
    .limit(1);
  return row;
}

// Search -----------------------------------------------------------------------------------------

/** Around the words found in a highlight: control characters, which no real text holds. */
export const HIGHLIGHT_START = '\u0002';
export const HIGHLIGHT_STOP = '\u0003';
const HEADLINE_OPTIONS = `StartSel="${HIGHLIGHT_START}", StopSel="${HIGHLIGHT_STOP}", MaxWords=35, MinWords=15, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * How much of a hit's text its passage is drawn from: its start (a post's excerpt and the first
 * paragraphs, about 230 words: room for the two fragments of 35 words). `ts_headline` reads all it
 * is given, and its time grows faster than the text (PostgreSQL, 200 texts: 100 ms over 3,000
 * characters, 37 ms over 1,500); a word found only further on gives the text's start.
 */
const HEADLINE_SOURCE_LENGTH = 1500;

export interface SearchHitRow {
  type: 'course' | 'post';
  slug: string;
  title: string;
  category: string;
  image: string | null;
  publishedAt: Date | null;
  rank: number;
  highlight: string;
}

export interface SearchOptions {
  q: string;
  type?: 'course' | 'post' | undefined;
  now: Date;
  offset: number;
  limit: number;
}

/**
 * One page of the live courses and published posts that match `q` (websearch syntax, English
 * stemming) through their stored search words and GIN indexes, best first (`ts_rank` over the
 * weighted words, shorter documents first among equals), with the total and a highlighted
 * passage of each hit on the page only.
 */
export async function searchContent(
  db: Executor,
  options: SearchOptions,
): Promise<{ rows: SearchHitRow[]; total: number }> {
  const query = sql`websearch_to_tsquery('english'::regconfig, ${options.q})`;
  const parts: SQL[] = [];
  if (options.type !== 'post') {
    parts.push(sql`select 'course' as type, ${courses.id} as id, ${courses.slug} as slug,
        ${courses.title} as title, ${courses.category} as category, ${courses.image} as image,
        null::timestamptz as published_at, ts_rank(${courses.searchVector}, query, 1) as rank
      from ${courses}, query
      where ${courses.searchVector} @@ query and ${liveCondition(courses, options.now)}`);
  }
  if (options.type !== 'course') {
    parts.push(sql`select 'post' as type, ${blogPosts.id} as id, ${blogPosts.slug} as slug,
        ${blogPosts.title} as title, ${blogPosts.category} as category,
        ${blogPosts.image} as image, ${blogPosts.publishedAt} as published_at,
        ts_rank(${blogPosts.searchVector}, query, 1) as rank
      from ${blogPosts}, query
      where ${blogPosts.searchVector} @@ query and ${published(options.now)}`);
  }
  const result = await db.execute(sql`with query as (select ${query} as query),
    hits as (${sql.join(parts, sql` union all `)}),
    counted as (select count(*)::int as total from hits),
    page as (
      select * from hits order by rank desc, title asc, slug asc
      limit ${options.limit} offset ${options.offset}
    )
    select counted.total, page.type, page.slug, page.title, page.category, page.image,
      page.published_at as "publishedAt", page.rank,
      case page.type
        when 'course' then (
          select ts_headline('english'::regconfig,
            left(${courses.description} || ' ' || ${courses.extra}, ${HEADLINE_SOURCE_LENGTH}),
            query, ${HEADLINE_OPTIONS})
          from ${courses}, query where ${courses.id} = page.id)
        else (
          select ts_headline('english'::regconfig,
            left(${blogPosts.excerpt} || ' ' || ${blogPosts.content}, ${HEADLINE_SOURCE_LENGTH}),
            query, ${HEADLINE_OPTIONS})
          from ${blogPosts}, query where ${blogPosts.id} = page.id)
      end as highlight
    from counted left join page on true
    order by page.rank desc, page.title asc, page.slug asc`);
  const rows = rowsOf<SearchHitRow & { total: number }>(result);
  const total = Number(rows[0]?.total ?? 0);
  return {
    total,
    rows: rows
      .filter((row) => row.slug !== null)
      .map((row) => ({
        type: row.type,
        slug: row.slug,
        title: row.title,
        category: row.category,
        image: row.image,
        publishedAt: row.publishedAt === null ? null : new Date(row.publishedAt),
        rank: Number(row.rank),
        highlight: row.highlight ?? '',
      })),
  };
}

// Sitemap and feed -------------------------------------------------------------------------------

export interface PageRow {
  slug: string;
  /** The record's last change, as `Date.prototype.toISOString` writes it (UTC, milliseconds). */
  lastmod: string;
}

/**
 * `column` as W3C date-time text in UTC, written by the database: thousands of rows come back as
 * the text the sitemap holds, without a date object made and formatted for each. The
 * milliseconds are cut, not rounded, as a timestamp read into a date object cuts them.
 */
const lastmodOf = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The live courses a search engine may list, in the catalogue's order. */
export async function findIndexableCourses(db: Executor, now: Date): Promise<PageRow[]> {
  return db
    .select({ slug: courses.slug, lastmod: lastmodOf(courses.updatedAt) })
    .from(courses)
    .where(and(liveCondition(courses, now), indexableCondition(courses)))
    .orderBy(asc(courses.position), asc(courses.createdAt), asc(courses.id));
}

/** The posts published by `now` a search engine may list, newest first. */
export async function findIndexablePosts(db: Executor, now: Date): Promise<PageRow[]> {
  return db
    .select({ slug: blogPosts.slug, lastmod: lastmodOf(blogPosts.updatedAt) })
    .from(blogPosts)
    .where(and(published(now), indexableCondition(blogPosts)))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
}

/** The latest `limit` posts published by `now`, newest first, for the feed. */
export async function findFeedPosts(
  db: Executor,
  now: Date,
  limit: number,
): Promise<BlogPostRow[]> {
  return db
    .select(postColumns)
    .from(blogPosts)
    .where(and(published(now), indexableCondition(blogPosts)))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.createdAt), desc(blogPosts.id))
    .limit(limit);
}
