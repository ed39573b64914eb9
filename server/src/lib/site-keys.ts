import type { FastifyRequest } from 'fastify';

/**
 * Whether a request to the public API comes from a trusted server-side caller: a website's own
 * server, naming itself with a site key in the `Coursedesk-Site-Key` header. Such a caller is
 * told what anyone else is not (the coupon check's detailed reasons, docs/website-forms.md).
 * No site key is issued yet, so no request is trusted, whatever it sends; this is the one place
 * that will check them.
 */
export function isTrustedSiteCaller(_request: FastifyRequest): boolean {
  return false;
}
