// Value lists of courses and their pricing plans (spec §3), shared by the database schema,
// the server's validation and the web forms.
import { z } from 'zod';

/** A course's accent; the first is the default. */
export const courseAccents = ['edtech-green', 'edtech-orange', 'edtech-red'] as const;
export const courseAccent = z.enum(courseAccents);
export type CourseAccent = z.infer<typeof courseAccent>;

/** The pricing plan also allows blue; the course itself does not (spec §3). */
export const coursePlanAccents = [...courseAccents, 'edtech-blue'] as const;
export const coursePlanAccent = z.enum(coursePlanAccents);
export type CoursePlanAccent = z.infer<typeof coursePlanAccent>;
