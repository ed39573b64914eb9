import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext, AuthService } from '../modules/auth/service.ts';
import { unauthenticated } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Only routes that set this answer without an admin token. */
    public?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/**
 * Deny by default: every API request, including one for a path that matches no route, needs a
 * valid admin token unless its route is marked public. Files of the web app are public.
 */
export function registerAuthentication(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public) return;
    const isApi = request.routeOptions.url
      ? request.routeOptions.url.startsWith('/api')
      : isApiPath(request.url);
    if (!isApi) return;
    const token = bearerToken(request);
    if (!token) throw unauthenticated();
    request.auth = await auth.authenticate(token);
  });
}

/** An unmatched URL counts as API when its path, however spelt, starts with /api. */
function isApiPath(url: string): boolean {
  let path = url.split('?')[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    return true;
  }
  return /^\/+api(\/|$)/i.test(path);
}

/** `Bearer <token>` exactly: the scheme (any case), one space, one token68 (RFC 6750), nothing more. */
const BEARER_PATTERN = /^bearer ([A-Za-z0-9\-._~+/]+=*)$/i;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  return BEARER_PATTERN.exec(header)?.[1];
}

/** The signed-in admin of a request that passed authentication. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
