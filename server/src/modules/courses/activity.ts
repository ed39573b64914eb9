// A course's entries in the activity log (docs/activity.md): a write to the course, its details
// or its pricing is one entry on the course, whose fields are the course's own beside
// `details.<field>` and `pricing.<field>`, so the editor's History panel shows every part.

import { recordActivity } from '../../db/activity.ts';
import type { Executor } from '../../db/client.ts';
import { recordContentChange } from '../../db/outbox.ts';
import { presentCourse } from './course/presenter.ts';
import * as courseRepo from './course/repository.ts';
import { presentDetails } from './details/presenter.ts';
import * as detailsRepo from './details/repository.ts';
import { presentPricing } from './pricing/presenter.ts';
import * as pricingRepo from './pricing/repository.ts';

export type CourseSnapshot = Record<string, unknown> & { _id: string; title: string };

/** What a part shares with its course, left out of the course's fields. */
const PART_KEYS = new Set(['_id', 'courseId', 'createdAt', 'updatedAt']);

function prefixed(prefix: string, part: Record<string, unknown> | undefined) {
  if (!part) return {};
  return Object.fromEntries(
    Object.entries(part)
      .filter(([key]) => !PART_KEYS.has(key))
      .map(([key, value]) => [`${prefix}.${key}`, value]),
  );
}

/** The course with its details and pricing as one flat record, as the transaction sees it. */
export async function courseSnapshot(
  tx: Executor,
  courseId: string,
): Promise<CourseSnapshot | undefined> {
  const course = await courseRepo.findCourseById(tx, courseId);
  if (!course) return undefined;
  const [details, pricing] = await Promise.all([
    detailsRepo.findDetailsByCourse(tx, courseId),
    pricingRepo.findPricingByCourse(tx, courseId),
  ]);
  return {
    ...presentCourse(course),
    ...prefixed('details', details && presentDetails(details)),
    ...prefixed('pricing', pricing && presentPricing(pricing)),
  };
}

/**
 * Records a change to a course in `tx`: `before` is its snapshot taken before the change (none
 * for a create); the snapshot after is read here (none once it is deleted).
 */
export async function recordCourseChange(
  tx: Executor,
  action: 'create' | 'update' | 'delete',
  courseId: string,
  before: CourseSnapshot | undefined,
): Promise<void> {
  const after = action === 'delete' ? undefined : await courseSnapshot(tx, courseId);
  const named = after ?? before;
  await recordActivity(tx, {
    area: 'courses',
    action,
    recordId: courseId,
    label: named?.title,
    before,
    after,
  });
  await recordContentChange(tx, 'course', before, after);
}
