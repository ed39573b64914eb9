import type { Course, CourseStats, courseSortFields } from '@coursedesk/contract/courses';
import type { PublishStatus } from '@coursedesk/contract/publishing';
import { eq, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../../db/client.ts';
import type { SortKey } from '../../../db/list/order.ts';
import { defineList, type SpineFilters } from '../../../db/list/paged-list.ts';
import { statusWhere } from '../../../db/publishing.ts';
import { only, sluggedRecords } from '../../../db/rows.ts';
import {
  couponCourses,
  courseDetails,
  coursePricing,
  courses,
  customers,
  inquiries,
  paymentOrders,
  paymentTransactions,
  type TrashedImage,
} from '../../../db/schema/index.ts';
import { moveToTrash } from '../../../db/trash.ts';

export type CourseRow = typeof courses.$inferSelect;
export type NewCourseRow = Omit<typeof courses.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const sortKeys: Record<(typeof courseSortFields)[number], SortKey> = {
  position: { expression: sql`${courses.position}`, type: 'bigint' },
  title: { expression: sql`lower(${courses.title})`, type: 'text' },
  createdAt: { expression: sql`${courses.createdAt}`, type: 'timestamptz' },
};

/**
 * The courses list on the spine (db/list/paged-list.ts): in catalogue order, searched in the
 * title and the category, filtered by publishing state. Read afresh each time: a schedule's
 * time changes what a page shows without a write (docs/publishing.md).
 */
export function defineCourseList(present: (row: CourseRow) => Course) {
  return defineList({
    table: courses,
    id: courses.id,
    whereOf: (filters: SpineFilters & { publishStatus?: PublishStatus | undefined }) =>
      statusWhere(courses, filters.publishStatus, new Date()),
    dateColumn: courses.createdAt,
    search: {
      columns: [sql`lower(${courses.title})`, sql`lower(${courses.category})`],
      trigram: false,
    },
    sortKeys,
    present: (row: CourseRow) => present(row),
  });
}

/** The screen's figures over every course, in one statement. */
export async function courseTotals(db: Executor): Promise<CourseStats> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select count(*) as total,
      count(*) filter (where ${courses.featured}) as featured,
      count(distinct lower(btrim(${courses.category}))) as categories,
      (select count(*) from ${coursePricing} where ${coursePricing.popular}) as popular
      from ${courses}`),
  );
  return {
    total: Number(row?.total ?? 0),
    featured: Number(row?.featured ?? 0),
    popular: Number(row?.popular ?? 0),
    categories: Number(row?.categories ?? 0),
  };
}

const records = sluggedRecords(courses);
export const findCourseById = records.findById;
export const findCourseBySlug = records.findBySlug;
/** The course, locked until the transaction ends, so two saves of it queue. */
export const lockCourse = records.lock;

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

export const updateCourse = records.update;
/** Deletes the course; its details and pricing go with it (foreign keys ON DELETE CASCADE). */
export const deleteCourse = records.delete;

/**
 * The course's trash entry (db/trash.ts), written before it is deleted: the course with its
 * details, pricing and coupon links (a link whose coupon is gone by the restore is left out), and
 * the customers, inquiries and payments its delete unlinks, linked again on restore.
 */
export function trashCourse(
  tx: Executor,
  id: string,
  title: string,
  images: TrashedImage[],
): Promise<string> {
  return moveToTrash(tx, {
    area: 'courses',
    recordId: id,
    label: title,
    parts: [
      { table: courses, where: eq(courses.id, id) },
      { table: courseDetails, where: eq(courseDetails.courseId, id) },
      { table: coursePricing, where: eq(coursePricing.courseId, id) },
      {
        table: couponCourses,
        where: eq(couponCourses.courseId, id),
        keepIf: { column: 'coupon_id', references: 'coupons' },
      },
    ],
    relinks: [
      { table: customers, column: 'course_id' },
      { table: inquiries, column: 'course_id' },
      { table: paymentOrders, column: 'course_id' },
      { table: paymentTransactions, column: 'course_id' },
    ],
    images,
  });
}
