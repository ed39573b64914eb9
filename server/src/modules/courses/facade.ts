// What the courses module offers the others through the module context (`courses`,
// modules/module.ts): a course found by what the outside world calls it, so the areas that take
// such a name (coupon checks, customers, inquiries, payment events) match alike and never read
// the courses tables themselves.
import type { Courses } from '../module.ts';
import {
  findCourseByReference,
  findCourseByTitle,
  findCoursesByReferences,
} from './lookup/repository.ts';

export const coursesFacade: Courses = {
  findByReference: findCourseByReference,
  findByTitle: findCourseByTitle,
  findByReferences: findCoursesByReferences,
};
