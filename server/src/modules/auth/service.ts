import { authMessages, type loginInput, type User } from '@coursedesk/contract/auth';
import type { z } from 'zod';
import { recordActivity } from '../../db/activity.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { DeviceCookies } from '../../lib/device-cookies.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import {
  hashPassword,
  needsRehash,
  verifyAgainstNothing,
  verifyPassword,
} from '../../lib/passwords.ts';
import { presentUser } from '../../lib/present-user.ts';
import type { AuthContext } from '../../lib/request-auth.ts';
import { TOKEN_LIFETIME_SECONDS, type TokenSigner } from '../../lib/tokens.ts';
import { countSignInFailure } from '../../metrics/registry.ts';
import type { Sessions, SignInClient } from '../module.ts';
import {
  deleteExpiredSessions,
  findUserByEmail,
  insertSession,
  upgradePasswordHash,
} from './repository.ts';
import { createLoginThrottle, type LoginThrottleOptions } from './throttle.ts';

export interface AuthService {
  /** Answers the session's token and the device cookie the browser is to keep for this account. */
  login(
    input: z.output<typeof loginInput>,
    client: SignInClient,
  ): Promise<{ token: string; user: User; deviceCookie: { name: string; value: string } }>;
  logout(auth: AuthContext): Promise<void>;
}

/**
 * A sign-in, failed sign-in or sign-out in the activity log: the account acts on itself (before
 * signing in, the request has no actor of its own). A failed one for an unknown email names the
 * email tried and no account.
 */
function recordSignIn(
  tx: Executor,
  action: 'sign_in' | 'sign_in_failed' | 'sign_out',
  account: { id: string | null; email: string },
): Promise<void> {
  return recordActivity(tx, {
    area: 'auth',
    action,
    recordId: account.id,
    label: account.email,
    actor: { type: 'user', id: account.id, email: account.email },
  });
}

/** Signing in and out; the check of every request's token is the authentication hook's. */
export function createAuthService(
  db: Database,
  signer: TokenSigner,
  sessions: Sessions,
  devices: DeviceCookies,
  throttleOptions?: LoginThrottleOptions,
): AuthService {
  const throttle = createLoginThrottle(db, throttleOptions);
  return {
    async login({ email, password }, { address: clientAddress, cookies }) {
      const cookieName = devices.name(email);
      const device = devices.deviceOf(email, cookies[cookieName]);
      await throttle.admit(email, clientAddress, device).catch((error: unknown) => {
        if (error instanceof AppError && error.status === 429) countSignInFailure('throttled');
        throw error;
      });

      const user = await findUserByEmail(db, email);
      const valid = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstNothing(password);
      // Unknown email and wrong password answer alike.
      if (!user || !valid) {
        countSignInFailure('invalid_credentials');
        await recordSignIn(db, 'sign_in_failed', { id: user?.id ?? null, email });
        throw new AppError('UNAUTHENTICATED', authMessages.invalidCredentials);
      }

      await throttle.succeeded(email, clientAddress, device);
      // Hashes made with older parameters are replaced while the password is at hand.
      if (needsRehash(user.passwordHash)) {
        await upgradePasswordHash(db, user.id, user.passwordHash, await hashPassword(password));
      }
      if (user.role !== 'admin') {
        await recordSignIn(db, 'sign_in_failed', user);
        throw forbidden(authMessages.adminOnly);
      }

      await deleteExpiredSessions(db, user.id);
      const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_SECONDS * 1000);
      const sessionId = await db.transaction(async (tx) => {
        const id = await insertSession(tx, user.id, expiresAt);
        await recordSignIn(tx, 'sign_in', user);
        return id;
      });
      const token = await signer.sign({ userId: user.id, sessionId }, expiresAt);
      return {
        token,
        user: presentUser(user),
        deviceCookie: { name: cookieName, value: devices.issue(email) },
      };
    },

    async logout({ sessionId, user }) {
      await sessions.end(sessionId, (tx) =>
        recordSignIn(tx, 'sign_out', { id: user._id, email: user.email }),
      );
    },
  };
}
