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
  get: (key: string) => Promise<DataOf<Response>>;
  create: (courseKey: string, values: Values) => Promise<DataOf<Response>>;
  update: (key: string, courseKey: string, values: Values) => Promise<DataOf<Response>>;
  remove: (key: string) => Promise<void>;
}

/** The endpoints of a course part, alike for details and pricing. */
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
    path: `${path}/:id`,
    tags: COURSE_TAGS,
    params: keyParams(messages.notFound),
    response,
    get: ({ id }) => part.get(id),
    update: {
      body,
      message: messages.updated,
      save: ({ id }, input) => {
        const { courseKey, values } = split(input);
        return part.update(id, courseKey, values);
      },
    },
    remove: { message: messages.deleted, delete: ({ id }) => part.remove(id) },
  });
}
