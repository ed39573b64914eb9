import { PUBLIC_BASE_PATH } from '@coursedesk/contract/public';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** How long a browser may keep a preflight's answer. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** Whether `path` (without its query) is under /api/public/. */
function isPublicPath(path: string): boolean {
  return path === PUBLIC_BASE_PATH || path.startsWith(`${PUBLIC_BASE_PATH}/`);
}

/**
 * CORS for the public website (SITE_ORIGINS): every route under /api/public/, whichever module
 * registers it, may be read and posted to by those origins, with preflight requests answered
 * before the authentication hook. Any other route gets no CORS header at all, and a preflight
 * for it is answered as an unknown route. Registered before the routes and the auth hook.
 *
 * The other routes are told apart once, as they are added (their `cors: false`), not on every
 * request: the plugin then passes them by at once, where deciding per request set its options up
 * afresh for each one.
 */
export async function registerSiteCors(
  app: FastifyInstance,
  siteOrigins: readonly string[],
): Promise<void> {
  const allowed = [...siteOrigins];
  app.addHook('onRoute', (route) => {
    // The plugin's own preflight route serves every path; the hook below guards it.
    if (route.url === '*' && [route.method].flat().includes('OPTIONS')) return;
    // The plugin reads `config.cors` though its types do not declare it.
    if (!isPublicPath(route.url))
      route.config = { ...route.config, cors: false } as typeof route.config;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'OPTIONS' || request.routeOptions.url !== '*') return;
    if (!isPublicPath(request.url.split('?', 1)[0] ?? '')) return reply.callNotFound();
  });
  await app.register(cors, {
    hideOptionsRoute: true,
    origin: allowed.length > 0 ? allowed : false,
    methods: ['GET', 'HEAD', 'POST'],
    allowedHeaders: ['Content-Type', 'If-None-Match', 'Coursedesk-Preview'],
    exposedHeaders: ['ETag', 'Retry-After'],
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
    credentials: false,
  });
}
