import { isIP } from 'node:net';
import { VISITOR_IP_HEADER } from '@coursedesk/contract/site-keys';
import type { FastifyRequest } from 'fastify';

/** The site key each trusted request was checked with (modules/site-keys/module.ts). */
const trustedCallers = new WeakMap<FastifyRequest, string>();

/** Called once a request's `Coursedesk-Site-Key` has been found valid. */
export function markTrustedSiteCaller(request: FastifyRequest, keyId: string): void {
  trustedCallers.set(request, keyId);
}

/**
 * Whether a request to the public API comes from a trusted server-side caller: a website's own
 * server, naming itself with a valid site key in the `Coursedesk-Site-Key` header. Such a caller
 * is told what anyone else is not (the coupon check's detailed reasons, docs/website-forms.md).
 */
export function isTrustedSiteCaller(request: FastifyRequest): boolean {
  return trustedCallers.has(request);
}

/**
 * The site caller's key and the visitor it speaks for: `Coursedesk-Visitor-Ip` when it holds an
 * address, else none (the key's requests then count as one visitor). Undefined for a request
 * without a valid key, whose visitor header is ignored.
 */
export function siteCallerOf(
  request: FastifyRequest,
): { keyId: string; visitor: string | undefined } | undefined {
  const keyId = trustedCallers.get(request);
  if (keyId === undefined) return undefined;
  const header = request.headers[VISITOR_IP_HEADER];
  const visitor = typeof header === 'string' ? header.trim() : undefined;
  return { keyId, visitor: visitor && isIP(visitor) !== 0 ? visitor : undefined };
}
