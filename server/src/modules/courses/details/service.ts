import {
  type CourseDetails,
  type CourseDetailsValues,
  type CoursePartListQuery,
  courseMessages as M,
} from '@coursedesk/contract/courses';
import type { Paged } from '@coursedesk/contract/list';
import type { Database, Executor } from '../../../db/client.ts';
import { advanceVersion, readVersion } from '../../../db/record-versions.ts';
import { conflictOnDuplicate, notFound } from '../../../lib/errors.ts';
import { type IfMatch, type Versioned, versionOrStale } from '../../../lib/record-version.ts';
import { courseSnapshot, recordCourseChange } from '../activity.ts';
import { advanceCourses, courseVersionKey, findCourse, lockCourse } from '../course/service.ts';
import { isUuid } from '../keys.ts';
import { avatarsOf, replaceAvatars } from './avatars.ts';
import { presentDetails } from './presenter.ts';
import * as repo from './repository.ts';

// A course's details (its landing page), one row per course, found by their `_id` or by the
// course's id. The testimonial avatars they name are claimed and released with each write.

export function detailsColumns(courseId: string, values: CourseDetailsValues): repo.NewDetailsRow {
  return { courseId, ...values };
}

async function findDetails(tx: Executor, key: string) {
  if (isUuid(key)) {
    const row = await repo.findDetailsById(tx, key);
    if (row) return row;
  }
  const course = await findCourse(tx, key);
  return course ? repo.findDetailsByCourse(tx, course.id) : undefined;
}

async function requireDetails(tx: Executor, key: string) {
  const row = await findDetails(tx, key);
  if (!row) throw notFound(M.detailsNotFound);
  return row;
}

export type DetailsService = ReturnType<typeof createDetailsService>;

export function createDetailsService(db: Database) {
  // Pages are served again until this part or a course is written.
  const reads = repo.defineDetailsList(presentDetails).reads(db);
  return {
    listDetails: (query: CoursePartListQuery): Promise<Paged<CourseDetails>> => reads.page(query),
    async getDetails(key: string): Promise<Versioned<CourseDetails>> {
      // The version before the record: a save between the two leaves it older, never newer.
      const { id, courseId } = await requireDetails(db, key);
      const version = await readVersion(db, [courseVersionKey(courseId)]);
      return { data: presentDetails(await requireDetails(db, id)), version };
    },
    async createDetails(courseKey: string, values: CourseDetailsValues): Promise<CourseDetails> {
      const id = await conflictOnDuplicate(M.duplicateDetails, () =>
        db.transaction(async (tx) => {
          const course = await lockCourse(tx, courseKey);
          await advanceVersion(tx, [courseVersionKey(course.id)], undefined);
          const before = await courseSnapshot(tx, course.id);
          const inserted = await repo.insertDetails(tx, detailsColumns(course.id, values));
          await replaceAvatars(tx, [], avatarsOf(values));
          await recordCourseChange(tx, 'update', course.id, before);
          return inserted;
        }),
      );
      return presentDetails(await requireDetails(db, id));
    },
    async updateDetails(
      key: string,
      courseKey: string,
      values: CourseDetailsValues,
      ifMatch?: IfMatch,
    ): Promise<Versioned<CourseDetails>> {
      const { id, version } = await conflictOnDuplicate(M.duplicateDetails, () =>
        db.transaction(async (tx) => {
          const before = await requireDetails(tx, key);
          const course = await lockCourse(tx, courseKey);
          const version = await advanceCourses(tx, before.courseId, course.id, ifMatch);
          const snapshot = await courseSnapshot(tx, course.id);
          await repo.updateDetails(tx, before.id, detailsColumns(course.id, values));
          await replaceAvatars(tx, avatarsOf(before), avatarsOf(values));
          await recordCourseChange(tx, 'update', course.id, snapshot);
          return { id: before.id, version };
        }),
      );
      return { data: presentDetails(await requireDetails(db, id)), version };
    },
    async deleteDetails(key: string, ifMatch?: IfMatch): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await requireDetails(tx, key);
        versionOrStale(await advanceVersion(tx, [courseVersionKey(before.courseId)], ifMatch));
        const snapshot = await courseSnapshot(tx, before.courseId);
        await repo.deleteDetails(tx, before.id);
        await replaceAvatars(tx, avatarsOf(before), []);
        await recordCourseChange(tx, 'update', before.courseId, snapshot);
      });
    },
  };
}
