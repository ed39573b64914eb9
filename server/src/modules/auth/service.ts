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
  countAttempt,
  deleteExpiredSessions,
  findSessionUser,
  forgetAttempt,
  insertSession,
  revokeSession,
  type ThrottlePolicy,
  upgradePasswordHash,
} from './repository.ts';

/** Guessing one account's password: 5 tries in 15 minutes, then 15 minutes' wait. */
export const accountThrottle: ThrottlePolicy = { limit: 5, windowSeconds: 900, lockSeconds: 900 };
/** One address trying many accounts: 30 tries in 15 minutes, then 15 minutes' wait. */
export const addressThrottle: ThrottlePolicy = { limit: 30, windowSeconds: 900, lockSeconds: 900 };

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

export function createAuthService(db: Database, signer: TokenSigner): AuthService {
  return {
    async login({ email, password }, clientAddress) {
      const accountKey = `account:${email}`;
      const addressKey = `address:${clientAddress}`;
      const waits = [
        await countAttempt(db, accountKey, accountThrottle),
        await countAttempt(db, addressKey, addressThrottle),
      ];
      const retryAfter = Math.max(...waits);
      if (retryAfter > 0) {
        throw new AppError('TOO_MANY_REQUESTS', authMessages.tooManyAttempts, {
          headers: { 'retry-after': String(retryAfter) },
        });
      }

      const user = await findUserByEmail(db, email);
      const valid = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstNothing(password);
      // Unknown email and wrong password answer alike.
      if (!user || !valid) throw new AppError('UNAUTHENTICATED', authMessages.invalidCredentials);

      await forgetAttempt(db, accountKey, true);
      await forgetAttempt(db, addressKey, false);
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
    },

    async authenticate(token) {
      const claims = await signer.verify(token);
      if (!claims) throw unauthenticated(authMessages.sessionExpired);
      const user = await findSessionUser(db, claims.sessionId, claims.userId);
      // Sessions end when a user is demoted, so a non-admin here is only a defensive check.
      if (user?.role !== 'admin') throw unauthenticated(authMessages.sessionExpired);
      return { user: presentUser(user), sessionId: claims.sessionId };
    },
  };
}
