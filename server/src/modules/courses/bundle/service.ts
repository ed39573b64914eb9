import {
  type CourseBundle,
  type CourseDetailsValues,
  type CoursePricingValues,
  type CourseValues,
  courseMessages as M,
} from '@coursedesk/contract/courses';
import type { Database, Executor } from '../../../db/client.ts';
import { advanceVersion, readVersion } from '../../../db/record-versions.ts';
import { conflictOnDuplicate, notFound } from '../../../lib/errors.ts';
import { type IfMatch, type Versioned, versionOrStale } from '../../../lib/record-version.ts';
import { claimMedia, replaceMedia } from '../../../uploads/references.ts';
import { courseSnapshot, recordCourseChange } from '../activity.ts';
import { presentCourse } from '../course/presenter.ts';
import * as courseRepo from '../course/repository.ts';
import {
  COURSE_IMAGES,
  courseColumns,
  courseVersionKey,
  deleteCourseWithParts,
  lockCourse,
  requireCourse,
} from '../course/service.ts';
import { avatarsOf, replaceAvatars } from '../details/avatars.ts';
import { presentDetails } from '../details/presenter.ts';
import * as detailsRepo from '../details/repository.ts';
import { detailsColumns } from '../details/service.ts';
import { presentPricing } from '../pricing/presenter.ts';
import * as pricingRepo from '../pricing/repository.ts';
import { pricingColumns } from '../pricing/service.ts';

// The whole course as the editor saves it: the course, its details and its pricing plan, written
// or deleted in one transaction, so a failure anywhere changes nothing (docs/courses.md).

export interface CourseBundleValues {
  course: CourseValues;
  details: CourseDetailsValues;
  pricing: CoursePricingValues;
}

export interface BundleServiceOptions {
  /**
   * Runs inside a bundle's transaction just before the pricing plan is written; a test makes it
   * throw to show that nothing of the save is kept.
   */
  beforePricingWrite?: (tx: Executor) => Promise<void>;
}

async function readBundle(tx: Executor, course: courseRepo.CourseRow): Promise<CourseBundle> {
  const [details, pricing] = await Promise.all([
    detailsRepo.findDetailsByCourse(tx, course.id),
    pricingRepo.findPricingByCourse(tx, course.id),
  ]);
  if (!details) throw notFound(M.detailsNotFound);
  if (!pricing) throw notFound(M.pricingNotFound);
  return {
    course: presentCourse(course),
    details: presentDetails(details),
    pricing: presentPricing(pricing),
  };
}

export type BundleService = ReturnType<typeof createBundleService>;

export function createBundleService(db: Database, options: BundleServiceOptions = {}) {
  const duplicateCourse = <T>(write: () => Promise<T>) =>
    conflictOnDuplicate(M.duplicateCourse, write);

  return {
    /** The course as its editor loads it, with the version a save names in If-Match. */
    async getBundle(key: string): Promise<Versioned<CourseBundle>> {
      // The version is read before the record, so a save between the two makes the version
      // older than the record (its save is then refused), never newer.
      const { id } = await requireCourse(db, key);
      const version = await readVersion(db, [courseVersionKey(id)]);
      return { data: await readBundle(db, await requireCourse(db, id)), version };
    },
    /** Creates course, details and pricing together; a taken course id is 409. */
    async createBundle(values: CourseBundleValues): Promise<CourseBundle> {
      return duplicateCourse(() =>
        db.transaction(async (tx) => {
          const { image, ...columns } = courseColumns(values.course);
          const course = await courseRepo.insertCourse(tx, { ...columns, image: image ?? null });
          await claimMedia(tx, COURSE_IMAGES, course.image);
          await detailsRepo.insertDetails(tx, detailsColumns(course.id, values.details));
          await replaceAvatars(tx, [], avatarsOf(values.details));
          await options.beforePricingWrite?.(tx);
          await pricingRepo.insertPricing(tx, pricingColumns(course, values.pricing));
          await recordCourseChange(tx, 'create', course.id, undefined);
          return readBundle(tx, course);
        }),
      );
    },
    /**
     * Updates the course (its id may change) and creates or replaces its details and pricing,
     * together. A new id that another course has is 409; with `ifMatch`, a version other than
     * the one it names is 409 STALE and nothing is written.
     */
    async updateBundle(
      key: string,
      values: CourseBundleValues,
      ifMatch?: IfMatch,
    ): Promise<Versioned<CourseBundle>> {
      return duplicateCourse(() =>
        db.transaction(async (tx) => {
          const before = await lockCourse(tx, key);
          const version = versionOrStale(
            await advanceVersion(tx, [courseVersionKey(before.id)], ifMatch),
          );
          const snapshot = await courseSnapshot(tx, before.id);
          const detailsBefore = await detailsRepo.findDetailsByCourse(tx, before.id);
          const course = await courseRepo.updateCourse(tx, before.id, courseColumns(values.course));
          if (!course) throw notFound(M.courseNotFound);
          await replaceMedia(tx, COURSE_IMAGES, before.image, course.image);
          await detailsRepo.upsertDetails(tx, detailsColumns(course.id, values.details));
          await replaceAvatars(tx, avatarsOf(detailsBefore), avatarsOf(values.details));
          await options.beforePricingWrite?.(tx);
          await pricingRepo.upsertPricing(tx, pricingColumns(course, values.pricing));
          await recordCourseChange(tx, 'update', course.id, snapshot);
          return { data: await readBundle(tx, course), version };
        }),
      );
    },
    async deleteBundle(key: string, ifMatch?: IfMatch): Promise<{ trashId: string }> {
      return db.transaction((tx) => deleteCourseWithParts(tx, key, ifMatch));
    },
  };
}
