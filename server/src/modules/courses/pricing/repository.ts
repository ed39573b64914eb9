// A course's pricing plan: the statements of a course's part (part/repository.ts), for its own table.
import type { CoursePricing } from '@coursedesk/contract/courses';
import { coursePricing } from '../../../db/schema/index.ts';
import { coursePart, type NewPartRow, type PartRow } from '../part/repository.ts';

export type PricingRow = PartRow<typeof coursePricing>;
export type NewPricingRow = NewPartRow<typeof coursePricing>;

const part = coursePart(coursePricing, 'course_pricing');

export const definePricingList = (present: (row: PricingRow) => CoursePricing) =>
  part.defineList(present);
export const findPricingById = part.findById;
export const findPricingByCourse = part.findByCourse;
export const insertPricing = part.insert;
export const updatePricing = part.update;
export const upsertPricing = part.upsert;
export const deletePricing = part.delete;
