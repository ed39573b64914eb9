import { deletedResponse } from '@coursedesk/contract/envelope';
import { type Paged, pagedAnswer } from '@coursedesk/contract/list';
import type {
  FastifyRequest,
  FastifySchema,
  FastifyTypeProviderDefault,
  RouteShorthandOptions,
} from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type IfMatch, ifMatchOf, type Versioned, withEtag } from './record-version.ts';

/** The Fastify instance a module's routes plugin receives. */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** What an answer of the `{ success, message?, data }` envelope carries in `data`. */
export type DataOf<Response extends z.ZodType> =
  z.input<Response> extends { data: infer Data } ? Data : never;

/** What a paged list's answer lists, one item of its `data`. */
export type ItemOf<Response extends z.ZodType> =
  DataOf<Response> extends (infer Item)[] ? Item : never;

/** A list's endpoint: GET at the list's path (`/admin/courses`), one page at a time. */
export interface PagedListRoute<Query extends z.ZodType, Response extends z.ZodType> {
  path: string;
  tags: string[];
  querystring: Query;
  /** The paged envelope: `{ success, data, pagination }`. */
  response: Response;
  list: (query: z.output<Query>) => Promise<Paged<ItemOf<Response>>>;
}

/** GET of a paged list: the service reads the page, the route answers it with its pagination. */
export function addListRoute<Query extends z.ZodType, Response extends z.ZodType>(
  app: ZodApp,
  route: PagedListRoute<Query, Response>,
): void {
  const { path, tags, querystring, response } = route;
  const schema: FastifySchema = { tags, querystring, response: { 200: response } };
  app
    .withTypeProvider<FastifyTypeProviderDefault>()
    .get(path, { schema }, async (request) =>
      pagedAnswer(await route.list(request.query as z.output<Query>)),
    );
}

/** A record's creation: POST at the list's path (`/admin/courses`). */
export interface CreateRoute<Body extends z.ZodType, Response extends z.ZodType> {
  path: string;
  tags: string[];
  body: Body;
  /** The record in the envelope, answered with 201. */
  response: Response;
  message: string;
  create: (body: z.output<Body>) => Promise<DataOf<Response>>;
  /** More route options, such as the upload form of a body that may come as multipart. */
  options?: RouteShorthandOptions;
}

/** POST of a new record: the service creates it, the route answers 201 with it and the message. */
export function addCreateRoute<Body extends z.ZodType, Response extends z.ZodType>(
  app: ZodApp,
  route: CreateRoute<Body, Response>,
): void {
  const { path, tags, body, response, message } = route;
  const schema: FastifySchema = { tags, body, response: { 201: response } };
  app
    .withTypeProvider<FastifyTypeProviderDefault>()
    .post(path, { ...route.options, schema }, async (request, reply) => {
      const data = await route.create(request.body as z.output<Body>);
      return reply.code(201).send({ success: true, message, data });
    });
}

/** One record's endpoints: read, replace and delete it at its path (`/admin/courses/:id`). */
interface RecordRouteShape<
  Params extends z.ZodObject,
  Body extends z.ZodType,
  Response extends z.ZodType,
> {
  /** The record's path, its key included (`:id`, or `:_id` where the record is named so). */
  path: string;
  tags: string[];
  /** The key's schema; its error message is what a malformed key answers (404). */
  params: Params;
  /** The answer of a read and of a save: the record in the envelope. */
  response: Response;
  update: {
    body: Body;
    message: string;
    /** More route options, such as the upload form of a body that may come as multipart. */
    options?: RouteShorthandOptions;
  };
  /** A delete that moved the record to the trash answers the entry's id (`trashId`). */
  remove: { message: string };
}

/** A record without a version: every save and delete applies. */
export interface RecordRoutes<
  Params extends z.ZodObject,
  Body extends z.ZodType,
  Response extends z.ZodType,
> extends RecordRouteShape<Params, Body, Response> {
  versioned?: false;
  get: (params: z.output<Params>) => Promise<DataOf<Response>>;
  update: RecordRouteShape<Params, Body, Response>['update'] & {
    save: (params: z.output<Params>, body: z.output<Body>) => Promise<DataOf<Response>>;
  };
  remove: { message: string; delete: (params: z.output<Params>) => Promise<unknown> };
}

/**
 * A record an editor saves: its GET and PUT answer its version as ETag, and a PUT or DELETE
 * with If-Match applies only to that version (409 STALE otherwise), checked by the service in
 * the transaction of the write.
 */
export interface VersionedRecordRoutes<
  Params extends z.ZodObject,
  Body extends z.ZodType,
  Response extends z.ZodType,
> extends RecordRouteShape<Params, Body, Response> {
  versioned: true;
  get: (params: z.output<Params>) => Promise<Versioned<DataOf<Response>>>;
  update: RecordRouteShape<Params, Body, Response>['update'] & {
    save: (
      params: z.output<Params>,
      body: z.output<Body>,
      ifMatch: IfMatch,
    ) => Promise<Versioned<DataOf<Response>>>;
  };
  remove: {
    message: string;
    delete: (params: z.output<Params>, ifMatch: IfMatch) => Promise<unknown>;
  };
}

/**
 * GET, PUT and DELETE of one record, alike in every area: the service reads, saves or deletes,
 * and the route answers the record (with the update's message) or the delete's message; a
 * versioned record's with its ETag, and If-Match handed to the service.
 */
export function addRecordRoutes<
  Params extends z.ZodObject,
  Body extends z.ZodType,
  Response extends z.ZodType,
>(
  app: ZodApp,
  routes: RecordRoutes<Params, Body, Response> | VersionedRecordRoutes<Params, Body, Response>,
): void {
  const { path, tags, params, response, update, remove } = routes;
  // The schemas validate the key and the body before a handler runs and serialize its answer;
  // the callers' callbacks are typed from them, so here they are plain Fastify schemas.
  const plain = app.withTypeProvider<FastifyTypeProviderDefault>();
  const key = (request: FastifyRequest) => request.params as z.output<Params>;
  const body = (request: FastifyRequest) => request.body as z.output<Body>;
  const read: FastifySchema = { tags, params, response: { 200: response } };
  const save: FastifySchema = { tags, params, body: update.body, response: { 200: response } };
  const drop: FastifySchema = { tags, params, response: { 200: deletedResponse } };
  /** The delete's answer, with the trash entry's id when the record went to the trash. */
  const deleted = (result: unknown) => {
    const trashId = (result as { trashId?: unknown } | undefined)?.trashId;
    return {
      success: true as const,
      message: remove.message,
      ...(typeof trashId === 'string' ? { trashId } : {}),
    };
  };
  const answer = async (data: Promise<DataOf<Response>>) => ({
    success: true as const,
    message: update.message,
    data: await data,
  });
  if (routes.versioned) {
    plain.get(path, { schema: read }, async (request, reply) => ({
      success: true as const,
      data: withEtag(reply, await routes.get(key(request))),
    }));
    plain.put(path, { ...update.options, schema: save }, async (request, reply) =>
      answer(
        routes.update
          .save(key(request), body(request), ifMatchOf(request))
          .then((saved) => withEtag(reply, saved)),
      ),
    );
    plain.delete(path, { schema: drop }, async (request) =>
      deleted(await routes.remove.delete(key(request), ifMatchOf(request))),
    );
    return;
  }
  plain.get(path, { schema: read }, async (request) => ({
    success: true as const,
    data: await routes.get(key(request)),
  }));
  plain.put(path, { ...update.options, schema: save }, async (request) =>
    answer(routes.update.save(key(request), body(request))),
  );
  plain.delete(path, { schema: drop }, async (request) =>
    deleted(await routes.remove.delete(key(request))),
  );
}
