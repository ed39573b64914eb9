import {
  type Course,
  type CourseListQuery,
  type CourseStats,
  type CourseValues,
  courseMessages as M,
} from '@coursedesk/contract/courses';
import type { Paged } from '@coursedesk/contract/list';
import { compactSeo } from '@coursedesk/contract/publishing';
import type { Database, Executor } from '../../../db/client.ts';
import { versionedCache } from '../../../db/list/versioned-cache.ts';
import { versionTag } from '../../../db/list/versions.ts';
import { publishingOnUpdate } from '../../../db/publishing.ts';
import {
  advanceVersion,
  forgetVersions,
  type RecordKey,
  readVersion,
} from '../../../db/record-versions.ts';
import { conflictOnDuplicate, notFound } from '../../../lib/errors.ts';
import { type IfMatch, type Versioned, versionOrStale } from '../../../lib/record-version.ts';
import {
  claimMedia,
  releaseMedia,
  replaceMedia,
  storedImagesOf,
} from '../../../uploads/references.ts';
import { courseSnapshot, recordCourseChange } from '../activity.ts';
import { avatarsOf, replaceAvatars } from '../details/avatars.ts';
import { findDetailsByCourse } from '../details/repository.ts';
import { isUuid } from '../keys.ts';
import { presentCourse } from './presenter.ts';
import * as repo from './repository.ts';

// The course record itself. Its details and pricing hang off it (ON DELETE CASCADE), so deleting
// a course deletes them too; the helpers here are shared with the details, pricing and bundle
// services, which find and lock the course they belong to.

export const COURSE_IMAGES = 'course-images' as const;

/** The course's columns; `image` undefined keeps the current image, '' or null removes it. */
export function courseColumns(values: CourseValues): Omit<repo.NewCourseRow, 'image'> & {
  image?: string | null;
} {
  return {
    slug: values.id,
    category: values.category,
    badge: values.badge,
    title: values.title,
    description: values.desc,
    duration: values.duration,
    extra: values.extra,
    accent: values.accent,
    iconName: values.iconName || null,
    featured: values.featured,
    ...(values.image === undefined ? {} : { image: values.image || null }),
    ...publishingOnUpdate(values),
    ...(values.seo === undefined ? {} : { seo: compactSeo(values.seo) }),
  };
}

/** The course a key names: its `_id`, or its text id. */
export async function findCourse(tx: Executor, key: string): Promise<repo.CourseRow | undefined> {
  if (isUuid(key)) {
    const row = await repo.findCourseById(tx, key);
    if (row) return row;
  }
  return repo.findCourseBySlug(tx, key);
}

export async function requireCourse(tx: Executor, key: string): Promise<repo.CourseRow> {
  const row = await findCourse(tx, key);
  if (!row) throw notFound(M.courseNotFound);
  return row;
}

/** The course, locked for the rest of the transaction. */
export async function lockCourse(tx: Executor, key: string): Promise<repo.CourseRow> {
  const found = await requireCourse(tx, key);
  const locked = await repo.lockCourse(tx, found.id);
  if (!locked) throw notFound(M.courseNotFound);
  return locked;
}

/** The version of a course as its editor saves it: the course with its details and pricing. */
export const courseVersionKey = (id: string): RecordKey => ({ kind: 'courses', id });

/**
 * In a part's save: advances the version of the course the part belongs to (`ownerId`), checked
 * against `ifMatch`, and of the course the save names when that is another; answers the version
 * of the course the part belongs to after the save.
 */
export async function advanceCourses(
  tx: Executor,
  ownerId: string,
  targetId: string,
  ifMatch: IfMatch,
): Promise<readonly number[]> {
  const version = versionOrStale(await advanceVersion(tx, [courseVersionKey(ownerId)], ifMatch));
  if (targetId === ownerId) return version;
  return versionOrStale(await advanceVersion(tx, [courseVersionKey(targetId)], undefined));
}

/**
 * Moves the course with its details and pricing to the trash (its images kept there), then
 * deletes them, releasing the images they named; answers the trash entry's id. With `ifMatch`,
 * only the version of the whole course it names (409 STALE otherwise).
 */
export async function deleteCourseWithParts(
  tx: Executor,
  key: string,
  ifMatch?: IfMatch,
): Promise<{ trashId: string }> {
  const course = await lockCourse(tx, key);
  versionOrStale(await advanceVersion(tx, [courseVersionKey(course.id)], ifMatch));
  await forgetVersions(tx, [courseVersionKey(course.id)]);
  const details = await findDetailsByCourse(tx, course.id);
  const before = await courseSnapshot(tx, course.id);
  const images = [
    ...storedImagesOf(COURSE_IMAGES, [course.image]),
    ...storedImagesOf('testimonials', avatarsOf(details)),
  ];
  const trashId = await repo.trashCourse(tx, course.id, course.title, images);
  await repo.deleteCourse(tx, course.id);
  await recordCourseChange(tx, 'delete', course.id, before);
  await releaseMedia(tx, COURSE_IMAGES, course.image);
  await replaceAvatars(tx, avatarsOf(details), []);
  return { trashId };
}

export type CourseService = ReturnType<typeof createCourseService>;

export function createCourseService(db: Database) {
  const duplicateCourse = <T>(write: () => Promise<T>) =>
    conflictOnDuplicate(M.duplicateCourse, write);
  // Pages and figures are served again until a course (or, for the figures, a plan) is written.
  const reads = repo.defineCourseList(presentCourse).reads(db);
  const totals = versionedCache<CourseStats>({
    version: versionTag(db, ['courses', 'course_pricing']),
    maxEntries: 1,
  });

  return {
    listCourses: (query: CourseListQuery): Promise<Paged<Course>> => reads.page(query),
    stats: (): Promise<CourseStats> => totals('stats', () => repo.courseTotals(db)),
    /** The course with the version of it that its editor saves (with details and pricing). */
    async getCourse(key: string): Promise<Versioned<Course>> {
      // The version before the record: a save between the two leaves it older, never newer.
      const { id } = await requireCourse(db, key);
      const version = await readVersion(db, [courseVersionKey(id)]);
      return { data: presentCourse(await requireCourse(db, id)), version };
    },
    async createCourse(values: CourseValues): Promise<Course> {
      const row = await duplicateCourse(() =>
        db.transaction(async (tx) => {
          const { image, ...columns } = courseColumns(values);
          const inserted = await repo.insertCourse(tx, { ...columns, image: image ?? null });
          await claimMedia(tx, COURSE_IMAGES, inserted.image);
          await recordCourseChange(tx, 'create', inserted.id, undefined);
          return inserted;
        }),
      );
      return presentCourse(row);
    },
    /** With `ifMatch`, only the version of the whole course it names (409 STALE otherwise). */
    async updateCourse(
      key: string,
      values: CourseValues,
      ifMatch?: IfMatch,
    ): Promise<Versioned<Course>> {
      const { row, version } = await duplicateCourse(() =>
        db.transaction(async (tx) => {
          const before = await lockCourse(tx, key);
          // The course editor's version covers this record too.
          const version = versionOrStale(
            await advanceVersion(tx, [courseVersionKey(before.id)], ifMatch),
          );
          const snapshot = await courseSnapshot(tx, before.id);
          const updated = await repo.updateCourse(tx, before.id, courseColumns(values));
          if (!updated) throw notFound(M.courseNotFound);
          await replaceMedia(tx, COURSE_IMAGES, before.image, updated.image);
          await recordCourseChange(tx, 'update', before.id, snapshot);
          return { row: updated, version };
        }),
      );
      return { data: presentCourse(row), version };
    },
    /** Deleting a course deletes its details and pricing with it. */
    async deleteCourse(key: string, ifMatch?: IfMatch): Promise<{ trashId: string }> {
      return db.transaction((tx) => deleteCourseWithParts(tx, key, ifMatch));
    },
  };
}
