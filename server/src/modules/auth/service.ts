import { authMessages, type loginInput, type User } from '@coursedesk/contract/auth';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError, forbidden, unauthenticated } from '../../lib/errors.ts';
import {
  hashPassword,
  needsRehash,
  verifyAgainstNothing,
  verifyPassword,
} from '../../lib/passwords.ts';
import { TOKEN_LIFETIME_SECONDS, type TokenSigner } from '../../lib/tokens.ts';
import { presentUser } from '../users/presenter.ts';
import { findUserByEmail } from '../users/repository.ts';
import {
  deleteExpiredSessions,
  insertSession,
  prepareFindSessionUser,
  revokeSession,
  upgradePasswordHash,
} from './repository.ts';
import { SessionCache } from './session-cache.ts';
import { createLoginThrottle, type LoginThrottleOptions } from './throttle.ts';

export interface AuthContext {
  user: User;
  sessionId: string;
}

export interface AuthService {
  login(
    input: z.output<typeof loginInput>,
    clientAddress: string,
  ): Promise<{ token: string; user: User }>;
  logout(sessionId: string): Promise<void>;
  /** The signed-in admin behind a bearer token, or an UNAUTHENTICATED error. */
  authenticate(token: string): Promise<AuthContext>;
}

export function createAuthService(
  db: Database,
  signer: TokenSigner,
  throttleOptions?: LoginThrottleOptions,
  cache: SessionCache = new SessionCache(),
): AuthService {
  const throttle = createLoginThrottle(db, throttleOptions);
  const findSessionUser = prepareFindSessionUser(db);
  return {
    async login({ email, password }, clientAddress) {
      await throttle.admit(email, clientAddress);

      const user = await findUserByEmail(db, email);
      const valid = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstNothing(password);
      // Unknown email and wrong password answer alike.
      if (!user || !valid) throw new AppError('UNAUTHENTICATED', authMessages.invalidCredentials);

      await throttle.succeeded(email, clientAddress);
      // Hashes made with older parameters are replaced while the password is at hand.
      if (needsRehash(user.passwordHash)) {
        await upgradePasswordHash(db, user.id, user.passwordHash, await hashPassword(password));
      }
      if (user.role !== 'admin') throw forbidden(authMessages.adminOnly);

      await deleteExpiredSessions(db, user.id);
      const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_SECONDS * 1000);
      const sessionId = await insertSession(db, user.id, expiresAt);
      const token = await signer.sign({ userId: user.id, sessionId }, expiresAt);
      return { token, user: presentUser(user) };
    },

    async logout(sessionId) {
      await revokeSession(db, sessionId);
      cache.forgetSession(sessionId);
    },

    async authenticate(token) {
      const claims = await signer.verify(token);
      if (!claims) throw unauthenticated(authMessages.sessionExpired);
      const { sessionId, userId } = claims;
      const cached = await cache.lookupSynced(sessionId, userId);
      if (cached) return { user: cached, sessionId };
      const epoch = cache.epoch;
      const found = await findSessionUser(sessionId, userId);
      // Sessions end when a user is demoted, so a non-admin here is only a defensive check.
      if (found?.user.role !== 'admin') throw unauthenticated(authMessages.sessionExpired);
      const user = Object.freeze(presentUser(found.user));
      cache.store(sessionId, { userId, user, expiresAt: found.expiresAt.getTime() }, epoch);
      return { user, sessionId };
    },
  };
}
