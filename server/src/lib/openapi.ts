import { API_BASE_PATH } from '@coursedesk/contract/constants';
import {
  type ErrorCode,
  errorResponse,
  errorStatus,
  staleErrorResponse,
} from '@coursedesk/contract/errors';
import { PUBLIC_BASE_PATH } from '@coursedesk/contract/public';
import type { FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { z } from 'zod';

// How every operation of the OpenAPI document is described, in one place: its operationId, its
// tag and the error answers it may give, all in the one error shape. The swagger plugin calls
// `describeOperation` for each route as it builds the document.

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** What each error status means, as the document's response descriptions. */
const errorDescriptions: Partial<Record<ErrorCode, string>> = {
  VALIDATION_ERROR: 'Bad input: `issues` names each bad field',
  UNAUTHENTICATED: 'No valid session token',
  FORBIDDEN: 'The session may not do this',
  NOT_FOUND: 'No such record',
  CONFLICT:
    'Conflicts with a record that exists; or, with code STALE, If-Match names an older version of the record (`stale` says who changed it and when)',
  PAYLOAD_TOO_LARGE: 'The body is too large',
  UNSUPPORTED_MEDIA_TYPE: 'The body is not of an accepted type',
  TOO_MANY_REQUESTS: 'Too many requests: try again after Retry-After seconds',
};

const errorSchemas: Record<number, z.ZodType> = Object.fromEntries(
  Object.entries(errorDescriptions).map(([code, description]) => [
    errorStatus[code as ErrorCode],
    errorResponse.describe(description),
  ]),
);
// A 409 with the code STALE carries the change the caller has not seen.
errorSchemas[errorStatus.CONFLICT] = errorResponse
  .extend({ stale: staleErrorResponse.shape.stale.optional() })
  .describe(errorDescriptions.CONFLICT ?? '');

/** `GET /api/admin/faqs/:_id` → `getAdminFaqsById`: the method, then each segment in turn. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .slice(API_BASE_PATH.length)
    .split('/')
    .filter((segment) => segment !== '' && segment !== '*')
    .map((segment) =>
      segment.startsWith(':') ? `by-${segment.slice(1).replace(/^_/, '')}` : segment,
    )
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter((word) => word !== '');
  const pascal = words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');
  return `${method.toLowerCase()}${pascal}`;
}

/** The area an operation belongs to: the public website's, or the route's declared tag, else its path's. */
export function tagOf(url: string, declared: readonly string[] | undefined): string {
  if (url.startsWith(`${PUBLIC_BASE_PATH}/`)) return 'Public';
  if (declared?.[0]) return declared[0];
  const [first = 'api', second] = url.slice(API_BASE_PATH.length + 1).split('/');
  const area = first === 'admin' && second ? second : first;
  return area
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The error statuses an operation may answer, from what it takes and whether it needs a token. */
export function errorStatusesOf(route: {
  method: string;
  url: string;
  isPublic: boolean;
  schema: FastifySchema | undefined;
}): number[] {
  const { method, url, isPublic, schema } = route;
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(method);
  const writes = hasBody || method === 'DELETE';
  const codes: ErrorCode[] = [];
  if (schema?.body || schema?.querystring || hasBody) codes.push('VALIDATION_ERROR');
  if (!isPublic) codes.push('UNAUTHENTICATED', 'FORBIDDEN');
  if (schema?.params || url.includes(':')) codes.push('NOT_FOUND');
  if (writes && !isPublic) codes.push('CONFLICT');
  if (hasBody) codes.push('PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE');
  const limited = url === `${API_BASE_PATH}/auth/login` || (isPublic && method === 'POST');
  if (limited) codes.push('TOO_MANY_REQUESTS');
  return codes.map((code) => errorStatus[code]);
}

/**
 * The swagger plugin's transform: the zod schemas become JSON schemas (fastify-type-provider-zod),
 * and each operation gets its operationId, its tag, its error answers and, when public, no
 * security requirement.
 */
export function describeOperation(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const { url } = input;
  const route = input.route as RouteOptions;
  const method = [route.method].flat()[0] ?? 'GET';
  const schema = (input.schema ?? {}) as FastifySchema & { tags?: string[]; hide?: boolean };
  if (schema.hide) return jsonSchemaTransform(input);
  const isPublic = (route.config as { public?: boolean } | undefined)?.public === true;
  const errors = Object.fromEntries(
    errorStatusesOf({ method, url, isPublic, schema }).map((status) => [
      status,
      errorSchemas[status],
    ]),
  );
  const described = {
    ...schema,
    operationId: operationIdOf(method, url),
    tags: [tagOf(url, schema.tags)],
    response: { ...errors, ...(schema.response as object | undefined) },
    ...(isPublic ? { security: [] } : {}),
  };
  return jsonSchemaTransform({ ...input, schema: described } as TransformInput);
}

/** The part of the document under /api/public/: what a website's client needs, and no more. */
export function publicDocument(document: Record<string, unknown>): Record<string, unknown> {
  const paths = document.paths as Record<string, unknown>;
  const components = (document.components ?? {}) as Record<string, unknown>;
  const { securitySchemes: _omitted, ...otherComponents } = components;
  return {
    ...document,
    info: { ...(document.info as object), title: 'Coursedesk public content API' },
    security: [],
    components: otherComponents,
    paths: Object.fromEntries(
      Object.entries(paths).filter(([path]) => path.startsWith(`${PUBLIC_BASE_PATH}/`)),
    ),
  };
}
