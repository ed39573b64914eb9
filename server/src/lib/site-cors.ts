import { PUBLIC_BASE_PATH } from '@coursedesk/contract/public';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/** How long a browser may keep a preflight's answer. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * CORS for the public website (SITE_ORIGINS): every route under /api/public/, whichever module
 * registers it, may be read and posted to by those origins, with preflight requests answered
 * before the authentication hook. Any other route gets no CORS header at all, and a preflight
 * for it is answered as an unknown route. Registered before the routes and the auth hook.
 */
export async function registerSiteCors(
  app: FastifyInstance,
  siteOrigins: readonly string[],
): Promise<void> {
  const allowed = [...siteOrigins];
  const site = {
    origin: allowed.length > 0 ? allowed : false,
    methods: ['GET', 'HEAD', 'POST'],
    allowedHeaders: ['Content-Type', 'If-None-Match'],
    exposedHeaders: ['ETag', 'Retry-After'],
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
    credentials: false,
  };
  await app.register(cors, {
    hideOptionsRoute: true,
    delegator: (request, callback) => {
      const path = request.url.split('?', 1)[0] ?? '';
      const isPublic = path === PUBLIC_BASE_PATH || path.startsWith(`${PUBLIC_BASE_PATH}/`);
      callback(null, isPublic ? site : { origin: false });
    },
  });
}
