import { z } from 'zod';

/** Every error the API returns has this shape; the status follows from the code. */
export const errorCodes = [
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'STALE',
  'REQUEST_TIMEOUT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorStatus: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  STALE: 409,
  REQUEST_TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

export const errorIssue = z.object({ path: z.string(), message: z.string() });
export type ErrorIssue = z.infer<typeof errorIssue>;

/**
 * The last change of a record whose version a save or delete did not match (STALE): who made it
 * (null when it was the system, such as the website's forms) and when.
 */
export const staleChange = z.object({
  changedBy: z.object({ email: z.string(), name: z.string().nullable() }).nullable(),
  changedAt: z.iso.datetime({ offset: true }),
});
export type StaleChange = z.infer<typeof staleChange>;

export const errorResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.enum(errorCodes),
  issues: z.array(errorIssue).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/**
 * The answer to a PUT or DELETE whose If-Match names an older version of the record (409): the
 * error shape with the change the caller has not seen.
 */
export const staleErrorResponse = errorResponse.extend({
  code: z.literal('STALE'),
  stale: staleChange,
});
export type StaleErrorResponse = z.infer<typeof staleErrorResponse>;

export const staleMessage = 'Someone else changed this record after you opened it';

/**
 * A record's version as its ETag carries it: a quoted text of one number per part
 * (`"3"`, or `"3.1.2"` for a page saving several records at once).
 */
export function formatEtag(version: readonly number[]): string {
  return `"${version.join('.')}"`;
}

/**
 * The versions an If-Match header names: undefined when it is absent or `*` (any version),
 * null when it is not a list of this server's ETags.
 */
export function parseIfMatch(header: string | undefined): number[][] | undefined | null {
  if (header === undefined) return undefined;
  const tags = header.split(',').map((tag) => tag.trim());
  if (tags.includes('*')) return undefined;
  const versions: number[][] = [];
  for (const tag of tags) {
    const match = /^(?:W\/)?"(\d{1,9}(?:\.\d{1,9})*)"$/.exec(tag);
    if (!match?.[1]) return null;
    versions.push(match[1].split('.').map(Number));
  }
  return versions.length > 0 ? versions : null;
}
