import { user } from '@coursedesk/contract/auth';
import { blogPost } from '@coursedesk/contract/blogs';
import { API_BASE_PATH } from '@coursedesk/contract/constants';
import { coupon } from '@coursedesk/contract/coupons';
import { course } from '@coursedesk/contract/courses';
import { customer } from '@coursedesk/contract/customers';
import {
  type ErrorCode,
  errorResponse,
  errorStatus,
  staleErrorResponse,
} from '@coursedesk/contract/errors';
import { inquiry } from '@coursedesk/contract/inquiries';
import { pagination } from '@coursedesk/contract/list';
import {
  PUBLIC_BASE_PATH,
  publicBlogCard,
  publicBlogPost,
  publicCourse,
  publicCourseCard,
  publicSearchHit,
} from '@coursedesk/contract/public';
import type { FastifySchema, RouteOptions } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { z } from 'zod';

// How every operation of the OpenAPI document is described, in one place: its operationId, its
// tag and the error answers it may give, all in the one error shape. The swagger plugin calls
// `describeOperation` for each route as it builds the document.

/**
 * The shapes the documents name as component schemas (`#/components/schemas/PublicCourse`), so
 * a generated client has a type of each by name. A registry of the documents' own: the answers'
 * validation and serialization never see these names.
 */
const componentSchemas = z.registry<{ id: string }>();
for (const [id, schema] of Object.entries({
  PublicCourseCard: publicCourseCard,
  PublicCourse: publicCourse,
  PublicBlogCard: publicBlogCard,
  PublicBlogPost: publicBlogPost,
  PublicSearchHit: publicSearchHit,
  Pagination: pagination,
  Course: course,
  BlogPost: blogPost,
  User: user,
  Coupon: coupon,
  Customer: customer,
  Inquiry: inquiry,
} satisfies Record<string, z.ZodType>)) {
  componentSchemas.add(schema, { id });
}

const jsonSchemaTransform = createJsonSchemaTransform({ schemaRegistry: componentSchemas });

const withComponents = createJsonSchemaTransformObject({ schemaRegistry: componentSchemas });

/**
 * The swagger plugin's `transformObject`: adds the named schemas to the document, those its
 * operations refer to (a schema's request form is named only where a request takes it).
 */
export function describeComponents(
  input: Parameters<typeof withComponents>[0],
): ReturnType<typeof withComponents> {
  return withoutUnusedSchemas(withComponents(input) as Record<string, unknown>) as ReturnType<
    typeof withComponents
  >;
}

/** The document without the component schemas that nothing in its paths refers to. */
function withoutUnusedSchemas(document: Record<string, unknown>): Record<string, unknown> {
  const components = (document.components ?? {}) as { schemas?: Record<string, unknown> };
  const schemas = components.schemas ?? {};
  const used = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) for (const item of value) visit(item);
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key === '$ref' && typeof item === 'string') {
          const name = item.replace('#/components/schemas/', '');
          if (!used.has(name)) {
            used.add(name);
            visit(schemas[name]);
          }
        } else visit(item);
      }
    }
  };
  visit(document.paths);
  return {
    ...document,
    components: {
      ...components,
      schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))),
    },
  };
}

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

/**
 * An operation's one-line summary when its route declares none, read from its method and path:
 * `GET /api/admin/faqs/:_id` → `Get admin faqs by id`.
 */
export function summaryOf(method: string, url: string): string {
  const verbs: Record<string, string> = {
    GET: 'Get',
    POST: 'Create or run',
    PUT: 'Replace',
    PATCH: 'Change',
    DELETE: 'Delete',
  };
  const words = url
    .slice(API_BASE_PATH.length)
    .split('/')
    .filter((segment) => segment !== '' && segment !== '*')
    .map((segment) =>
      segment.startsWith(':') ? `by ${segment.slice(1).replace(/^_/, '')}` : segment,
    )
    .join(' ')
    .replaceAll('-', ' ');
  return `${verbs[method.toUpperCase()] ?? method.toUpperCase()} ${words}`.trim();
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

/** The answer of a route that sends an XML document (the sitemap, the feed). */
const xmlResponse = {
  description: 'An XML document',
  content: { 'application/xml': { schema: z.string() } },
};

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
  const declared = schema as { operationId?: string; summary?: string };
  const config = route.config as { xml?: boolean } | undefined;
  const described = {
    ...schema,
    // An id or summary the route declares is kept; the others are read from its method and path.
    operationId: declared.operationId ?? operationIdOf(method, url),
    summary: declared.summary ?? summaryOf(method, url),
    tags: [tagOf(url, schema.tags)],
    response: {
      ...errors,
      ...(config?.xml && { 200: xmlResponse }),
      ...(schema.response as object | undefined),
    },
    ...(isPublic ? { security: [] } : {}),
  };
  return jsonSchemaTransform({ ...input, schema: described } as TransformInput);
}

/** The part of the document under /api/public/: what a website's client needs, and no more. */
export function publicDocument(document: Record<string, unknown>): Record<string, unknown> {
  const paths = document.paths as Record<string, unknown>;
  const components = (document.components ?? {}) as Record<string, unknown>;
  const { securitySchemes: _omitted, ...otherComponents } = components;
  return withoutUnusedSchemas({
    ...document,
    info: { ...(document.info as object), title: 'Coursedesk public content API' },
    security: [],
    components: otherComponents,
    paths: Object.fromEntries(
      Object.entries(paths).filter(([path]) => path.startsWith(`${PUBLIC_BASE_PATH}/`)),
    ),
  });
}
