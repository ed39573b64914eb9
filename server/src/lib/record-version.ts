// Versions on the wire (docs/architecture.md, "Stale saves"): a versioned record's GET and PUT
// answer its version as ETag, and a PUT or DELETE may name the version it loaded in If-Match.
import { formatEtag, parseIfMatch, type StaleChange } from '@coursedesk/contract/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, stale } from './errors.ts';

/** The versions an If-Match names (any one of them may match); undefined: no check at all. */
export type IfMatch = readonly (readonly number[])[] | undefined;

/** A record with the version it was read or saved at. */
export interface Versioned<T> {
  data: T;
  version: readonly number[];
}

/** The request's If-Match; one that names no version this server gives is a 400. */
export function ifMatchOf(request: FastifyRequest): IfMatch {
  const header = request.headers['if-match'];
  const versions = parseIfMatch(Array.isArray(header) ? header.join(',') : header);
  if (versions === null) {
    throw new AppError('VALIDATION_ERROR', 'If-Match must name a version given as ETag', {
      issues: [{ path: 'If-Match', message: 'Not a version of this record' }],
    });
  }
  return versions;
}

/** Answers the record's version as its ETag, and its data. */
export function withEtag<T>(reply: FastifyReply, { data, version }: Versioned<T>): T {
  reply.header('etag', formatEtag(version));
  return data;
}

/**
 * The new version of a write whose check passed; a stale one is the 409 STALE answer, with the
 * current version as its ETag (what a deliberate overwrite names).
 */
export function versionOrStale(
  check:
    | { ok: true; version: readonly number[] }
    | { ok: false; change: StaleChange; current: readonly number[] },
): readonly number[] {
  if (!check.ok) throw stale(check.change, formatEtag(check.current));
  return check.version;
}
