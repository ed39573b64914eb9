import { API_BASE_PATH } from '@coursedesk/contract/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';

/**
 * The SHA-256 of the one inline script of web/index.html, which sets the colour theme before the
 * first paint: the policy allows that script and no other (a test keeps the two in step).
 */
export const THEME_SCRIPT_HASH = "'sha256-MVlZKZJwO4sdp8eEn/AQh1f3C1nba+nDzLm0eTg0/2c='";

/** helmet's options: the content security policy of the web app and the API. */
export const helmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", THEME_SCRIPT_HASH],
      // Toasts and dialogs set inline style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'no-referrer' },
} satisfies Parameters<typeof helmet>[0];

/**
 * helmet's headers, computed once: with these options they depend on nothing in the request, so
 * its middleware runs once against a response that only records what it sets.
 */
function computeSecurityHeaders(): Readonly<Record<string, string>> {
  const middleware = helmet(helmetOptions);
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  middleware({} as never, recorder as never, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('helmet did not set its headers synchronously');
  return Object.freeze(headers);
}

export const securityHeaders = computeSecurityHeaders();

/**
 * The headers every response carries: helmet's security headers, the request id, and no caching
 * of API answers. The one place that sets them, called for each request by an onRequest hook and
 * by the paths that answer without running hooks (a malformed URL, a server shutting down).
 */
export function applyResponseHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.headers(securityHeaders);
  reply.header('x-request-id', request.id);
  if (request.url.startsWith(API_BASE_PATH)) reply.header('cache-control', 'no-store');
}

export function registerResponseHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    applyResponseHeaders(request, reply);
  });
}
