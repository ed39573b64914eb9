import { type CoursePartListQuery, coursePartListQuery } from '@coursedesk/contract/courses';
import type { Paged } from '@coursedesk/contract/list';
import type { z } from 'zod';
import {
  addCreateRoute,
  addListRoute,
  addRecordRoutes,
  type DataOf,
  type ItemOf,
  type ZodApp,
} from '../../lib/record-routes.ts';
import type { IfMatch, Versioned } from '../../lib/record-version.ts';
import { COURSE_TAGS, keyParams } from './keys.ts';

/**
 * A part of a course kept beside it (its details, its pricing plan): listed and created at its
 * path, and read, saved or deleted at `path/:id`, found by the part's `_id` or by its course's id.
 */
export interface CoursePart<
  Body extends z.ZodType,
  Response extends z.ZodType,
  ListResponse extends z.ZodType,
  Values,
> {
  path: string;
  /** The part's input: the course's id and the part's values. */
  body: Body;
  /** One part in the envelope, and a page of them. */
  response: Response;
  listResponse: ListResponse;
  messages: { notFound: string; created: string; updated: string; deleted: string };
  /** The body's course id and the part's values, as the service takes them. */
  split: (body: z.output<Body>) => { courseKey: string; values: Values };
  list: (query: CoursePartListQuery) => Promise<Paged<ItemOf<ListResponse>>>;
  /** The part with the version of its whole course, which its editor saves too. */
  get: (key: string) => Promise<Versioned<DataOf<Response>>>;
  create: (courseKey: string, values: Values) => Promise<DataOf<Response>>;
  update: (
    key: string,
    courseKey: string,
    values: Values,
    ifMatch: IfMatch,
  ) => Promise<Versioned<DataOf<Response>>>;
  remove: (key: string, ifMatch: IfMatch) => Promise<void>;
}

/**
 * The endpoints of a course part, alike for details and pricing. A part's read answers the
 * version of its whole course (the course editor's), and a save or delete with If-Match applies
 * only to that version.
 */
export function addCoursePartRoutes<
  Body extends z.ZodType,
  Response extends z.ZodType,
  ListResponse extends z.ZodType,
  Values,
>(app: ZodApp, part: CoursePart<Body, Response, ListResponse, Values>): void {
  const { path, body, response, messages, split } = part;
  addListRoute(app, {
    path,
    tags: COURSE_TAGS,
    querystring: coursePartListQuery,
    response: part.listResponse,
    list: part.list,
  });
  addCreateRoute(app, {
    path,
    tags: COURSE_TAGS,
    body,
    response,
    message: messages.created,
    create: (input) => {
      const { courseKey, values } = split(input);
      return part.create(courseKey, values);
    },
  });
  addRecordRoutes(app, {
    versioned: true,
    path: `${path}/:id`,
    tags: COURSE_TAGS,
    params: keyParams(messages.notFound),
    response,
    get: ({ id }) => part.get(id),
    update: {
      body,
      message: messages.updated,
      save: ({ id }, input, ifMatch) => {
        const { courseKey, values } = split(input);
        return part.update(id, courseKey, values, ifMatch);
      },
    },
    remove: { message: messages.deleted, delete: ({ id }, ifMatch) => part.remove(id, ifMatch) },
  });
}
