import { API_BASE_PATH } from '@coursedesk/contract/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';

const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
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
};

const securityHeaders = helmet({
  contentSecurityPolicy,
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'no-referrer' },
});

/**
 * The headers every response carries: helmet's security headers, the request id, and no caching
 * of API answers. The one place that sets them, called for each request by an onRequest hook and
 * by the paths that answer without running hooks (a malformed URL, a server shutting down).
 */
export function applyResponseHeaders(request: FastifyRequest, reply: FastifyReply): void {
  // helmet sets its headers synchronously on the raw response.
  securityHeaders(request.raw, reply.raw, () => {});
  reply.header('x-request-id', request.id);
  if (request.url.startsWith(API_BASE_PATH)) reply.header('cache-control', 'no-store');
}

export function registerResponseHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    applyResponseHeaders(request, reply);
  });
}
