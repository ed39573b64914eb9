import { z } from 'zod';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path's `{id}` is the record's `_id`, or the course's text id (slug). */
export const isUuid = (key: string) => UUID.test(key);

/** A path's `{id}`: the record's `_id` or the course's text id; anything else names nothing. */
export const keyParams = (message: string) =>
  z.object({ id: z.string({ error: message }).min(1, message).max(200, message) });

/** The OpenAPI tag of the course endpoints. */
export const COURSE_TAGS = ['Courses'];
