/**
 * If-None-Match: `*` or a list of entity tags, compared weakly (RFC 9110 §13.1.2). True when the
 * client already holds the answer tagged `etag`, so a 304 may answer it.
 */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  for (const candidate of header.split(',')) {
    const tag = candidate.trim();
    if (tag === '*' || tag === etag || tag === `W/${etag}`) return true;
  }
  return false;
}
