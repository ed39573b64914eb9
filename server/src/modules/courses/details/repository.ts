// A course's details: the statements of a course's part (part/repository.ts), for its own table.
import type { CourseDetails } from '@coursedesk/contract/courses';
import { courseDetails } from '../../../db/schema/index.ts';
import { coursePart, type NewPartRow, type PartRow } from '../part/repository.ts';

export type DetailsRow = PartRow<typeof courseDetails>;
export type NewDetailsRow = NewPartRow<typeof courseDetails>;

const part = coursePart(courseDetails, 'course_details');

export const defineDetailsList = (present: (row: DetailsRow) => CourseDetails) =>
  part.defineList(present);
export const findDetailsById = part.findById;
export const findDetailsByCourse = part.findByCourse;
export const insertDetails = part.insert;
export const updateDetails = part.update;
export const upsertDetails = part.upsert;
export const deleteDetails = part.delete;
