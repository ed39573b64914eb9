import {
  type CoursePartListQuery,
  type CoursePricing,
  type CoursePricingValues,
  courseMessages as M,
} from '@coursedesk/contract/courses';
import type { Paged } from '@coursedesk/contract/list';
import type { Database, Executor } from '../../../db/client.ts';
import { advanceVersion, readVersion } from '../../../db/record-versions.ts';
import { conflictOnDuplicate, notFound } from '../../../lib/errors.ts';
import { type IfMatch, type Versioned, versionOrStale } from '../../../lib/record-version.ts';
import { courseSnapshot, recordCourseChange } from '../activity.ts';
import type { CourseRow } from '../course/repository.ts';
import { advanceCourses, courseVersionKey, findCourse, lockCourse } from '../course/service.ts';
import { isUuid } from '../keys.ts';
import { presentPricing } from './presenter.ts';
import * as repo from './repository.ts';

// A course's pricing plan, one row per course, found by its `_id` or by the course's id (`id`
// on the wire). Prices are whole pounds on the wire and pence in the database.

export function pricingColumns(course: CourseRow, values: CoursePricingValues): repo.NewPricingRow {
  return {
    courseId: course.id,
    name: values.name,
    category: values.category || course.category,
    originalPricePence: values.originalPrice * 100,
    currentPricePence: values.currentPrice * 100,
    installmentPricePence: values.installmentPrice * 100,
    installmentMonths: values.installmentMonths,
    discount: values.discount,
    duration: values.duration,
    extra: values.extra,
    description: values.description,
    badge: values.badge,
    cta: values.cta,
    features: values.features,
    highlighted: values.highlighted,
    popular: values.popular,
    accent: values.accent,
  };
}

async function findPricing(tx: Executor, key: string) {
  if (isUuid(key)) {
    const row = await repo.findPricingById(tx, key);
    if (row) return row;
  }
  const course = await findCourse(tx, key);
  return course ? repo.findPricingByCourse(tx, course.id) : undefined;
}

async function requirePricing(tx: Executor, key: string) {
  const row = await findPricing(tx, key);
  if (!row) throw notFound(M.pricingNotFound);
  return row;
}

export type PricingService = ReturnType<typeof createPricingService>;

export function createPricingService(db: Database) {
  // Pages are served again until this part or a course is written.
  const reads = repo.definePricingList(presentPricing).reads(db);
  return {
    listPricing: (query: CoursePartListQuery): Promise<Paged<CoursePricing>> => reads.page(query),
    async getPricing(key: string): Promise<Versioned<CoursePricing>> {
      // The version before the record: a save between the two leaves it older, never newer.
      const { id, courseId } = await requirePricing(db, key);
      const version = await readVersion(db, [courseVersionKey(courseId)]);
      return { data: presentPricing(await requirePricing(db, id)), version };
    },
    async createPricing(courseKey: string, values: CoursePricingValues): Promise<CoursePricing> {
      const id = await conflictOnDuplicate(M.duplicatePricing, () =>
        db.transaction(async (tx) => {
          const course = await lockCourse(tx, courseKey);
          await advanceVersion(tx, [courseVersionKey(course.id)], undefined);
          const before = await courseSnapshot(tx, course.id);
          const id = await repo.insertPricing(tx, pricingColumns(course, values));
          await recordCourseChange(tx, 'update', course.id, before);
          return id;
        }),
      );
      return presentPricing(await requirePricing(db, id));
    },
    async updatePricing(
      key: string,
      courseKey: string,
      values: CoursePricingValues,
      ifMatch?: IfMatch,
    ): Promise<Versioned<CoursePricing>> {
      const { id, version } = await conflictOnDuplicate(M.duplicatePricing, () =>
        db.transaction(async (tx) => {
          const before = await requirePricing(tx, key);
          const course = await lockCourse(tx, courseKey);
          const version = await advanceCourses(tx, before.courseId, course.id, ifMatch);
          const snapshot = await courseSnapshot(tx, course.id);
          await repo.updatePricing(tx, before.id, pricingColumns(course, values));
          await recordCourseChange(tx, 'update', course.id, snapshot);
          return { id: before.id, version };
        }),
      );
      return { data: presentPricing(await requirePricing(db, id)), version };
    },
    async deletePricing(key: string, ifMatch?: IfMatch): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await requirePricing(tx, key);
        versionOrStale(await advanceVersion(tx, [courseVersionKey(before.courseId)], ifMatch));
        const snapshot = await courseSnapshot(tx, before.courseId);
        if (!(await repo.deletePricing(tx, before.id))) throw notFound(M.pricingNotFound);
        await recordCourseChange(tx, 'update', before.courseId, snapshot);
      });
    },
  };
}
