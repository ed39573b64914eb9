import type { SessionLimit, User } from '@coursedesk/contract/auth';
import type { FastifyRequest } from 'fastify';
import { unauthenticated } from './errors.ts';

/** The signed-in admin of a request, as the auth module's hook found it. */
export interface AuthContext {
  user: User;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Only routes that set this answer without an admin token. */
    public?: boolean;
    /**
     * The limited sessions that may call the route (docs/security.md, "Limited sessions"): one
     * that must first set up the two-factor sign-in the server requires (REQUIRE_2FA), or choose
     * a new password because another admin set it. Any other route answers such a session 403.
     */
    limitedSessions?: readonly SessionLimit[];
  }
  interface FastifyRequest {
    /** Set by the authentication hook (modules/auth/authentication.ts); null on public routes. */
    auth: AuthContext | null;
  }
}

/** The signed-in admin of a request that passed authentication. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
