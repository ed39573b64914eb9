// Deny by default: every API request, including one for a path that matches no route, needs a
// valid admin token unless its route is marked public (`config: { public: true }`). Files of the
// web app are public. The auth module owns the hook and the cache of live sessions behind it;
// other modules read the signed-in admin with `requireAuth` (lib/request-auth.ts).
import { authMessages, type SessionLimit } from '@coursedesk/contract/auth';
import { PUBLIC_BASE_PATH } from '@coursedesk/contract/public';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Database, listenerOf } from '../../db/client.ts';
import { forbidden, unauthenticated } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/request-auth.ts';
import type { TokenSigner } from '../../lib/tokens.ts';
import type { Sessions, Users } from '../module.ts';
import {
  LAST_SEEN_INTERVAL_SECONDS,
  limitSession,
  prepareFindSessionUser,
  revokeSession,
  revokeUserSessions,
  touchSession,
} from './repository.ts';
import { AUTH_CHANNEL, SessionCache } from './session-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live sessions this instance serves without a database round trip. */
    sessionCache: SessionCache;
  }
}

/**
 * Adds the authentication hook to `app` (before any route: it applies to every one) and answers
 * what the other modules may do to sessions.
 */
export async function registerAuthentication(
  app: FastifyInstance,
  { db, tokens, users }: { db: Database; tokens: TokenSigner; users: Users },
): Promise<Sessions> {
  const cache = await sessionCache(app, db);
  const findSessionUser = prepareFindSessionUser(db);

  const lastSeen = lastSeenWriter(app, db);

  /**
   * The signed-in admin behind a bearer token, or an UNAUTHENTICATED error. A limited session
   * (one that must first set up two-factor sign-in, or choose a new password) passes only on the
   * routes whose `limitedSessions` name its limit; such sessions are never cached, so lifting the
   * limit needs no invalidation.
   */
  async function authenticate(
    token: string,
    allowed: readonly SessionLimit[] | undefined,
  ): Promise<AuthContext> {
    const claims = await tokens.verify(token);
    if (!claims) throw unauthenticated(authMessages.sessionExpired);
    const { sessionId, userId } = claims;
    const cached = await cache.lookupSynced(sessionId, userId);
    if (cached) return { user: cached, sessionId };
    const epoch = cache.epoch;
    const found = await findSessionUser(sessionId, userId);
    // Sessions end when a user is demoted, so a non-admin here is only a defensive check.
    if (found?.user.role !== 'admin') throw unauthenticated(authMessages.sessionExpired);
    const user = Object.freeze(users.present(found.user));
    if (found.limitedTo) {
      if (!allowed?.includes(found.limitedTo)) throw forbidden(limitMessages[found.limitedTo]);
      return { user, sessionId };
    }
    cache.store(sessionId, { userId, user, expiresAt: found.expiresAt.getTime() }, epoch);
    return { user, sessionId };
  }

  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public) return;
    // No route under /api/public/ needs a token: an unknown one there is answered 404, not 401.
    if (!request.routeOptions.url && isPublicPath(request.url)) return;
    const isApi = request.routeOptions.url
      ? request.routeOptions.url.startsWith('/api')
      : isApiPath(request.url);
    if (!isApi) return;
    const token = bearerToken(request);
    if (!token) throw unauthenticated();
    request.auth = await authenticate(token, request.routeOptions.config.limitedSessions);
    lastSeen(request.auth.sessionId);
  });

  return {
    async end(sessionId, alongside) {
      await db.transaction(async (tx) => {
        await revokeSession(tx, sessionId);
        await alongside?.(tx);
      });
      cache.forgetSession(sessionId);
    },
    revokeUser: (tx, userId, except) => revokeUserSessions(tx, userId, except),
    limit: (tx, sessionId, limit) => limitSession(tx, sessionId, limit),
    forgetUser: (userId) => cache.forgetUser(userId),
  };
}

/** What a limited session is told when it calls a route its limit does not allow. */
const limitMessages: Record<SessionLimit, string> = {
  two_factor_setup: authMessages.twoFactorRequired,
  password_change: authMessages.passwordChangeRequired,
};

/** How many sessions an instance remembers having marked as seen. */
const LAST_SEEN_MEMORY = 10_000;

/**
 * Marks a session as used now (its `last_seen_at`, for the sessions list), at most once a minute
 * per session and instance and without holding up the request. The update writes nothing when
 * the row was marked within the minute (by any instance), so it notifies no session cache.
 */
function lastSeenWriter(app: FastifyInstance, db: Database): (sessionId: string) => void {
  const written = new Map<string, number>();
  const intervalMs = LAST_SEEN_INTERVAL_SECONDS * 1000;
  return (sessionId) => {
    const now = Date.now();
    const last = written.get(sessionId);
    if (last !== undefined && now - last < intervalMs) return;
    written.delete(sessionId);
    written.set(sessionId, now);
    // Oldest first: forget those past the interval, and any beyond the bound.
    for (const [id, at] of written) {
      if (written.size <= LAST_SEEN_MEMORY && now - at < intervalMs) break;
      written.delete(id);
    }
    touchSession(db, sessionId).catch((error: unknown) => {
      app.log.warn({ err: error }, 'could not mark a session as seen');
    });
  };
}

/**
 * The cache of live sessions. On PostgreSQL other instances change sessions too: their changes
 * arrive by LISTEN, and while the listener is down the cache serves nothing.
 */
async function sessionCache(app: FastifyInstance, db: Database): Promise<SessionCache> {
  const listen = listenerOf(db);
  const cache = new SessionCache({ notified: listen !== undefined });
  app.decorate('sessionCache', cache);
  if (!listen) return cache;
  const listener = listen(AUTH_CHANNEL, {
    onNotification: (payload) => cache.applyNotification(payload),
    onUp: () => cache.resume(),
    onDown: () => cache.suspend(),
  });
  cache.setBarrier(listener.sync);
  app.addHook('onClose', () => listener.close());
  await listener.ready;
  return cache;
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

/** A path under /api/public/, where every route is public (docs/website-api.md). */
function isPublicPath(url: string): boolean {
  return url.startsWith(`${PUBLIC_BASE_PATH}/`);
}
