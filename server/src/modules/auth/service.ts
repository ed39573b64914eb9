import {
  authMessages,
  type LoginSession,
  type loginInput,
  type loginTwoFactorInput,
  MAX_LIVE_SESSIONS,
  type SessionLimit,
  SIGN_IN_CHALLENGE_SECONDS,
  type TwoFactorChallenge,
} from '@coursedesk/contract/auth';
import { z } from 'zod';
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
import type { AuthContext } from '../../lib/request-auth.ts';
import { TOKEN_LIFETIME_SECONDS, type TokenSigner } from '../../lib/tokens.ts';
import { countSignInFailure } from '../../metrics/registry.ts';
import type { Sessions, SignInClient, Users } from '../module.ts';
import {
  deleteChallenge,
  deleteExpiredSessions,
  findChallengeUser,
  insertChallenge,
  insertSession,
  revokeLeastRecentlyUsed,
  type UserRow,
} from './repository.ts';
import { checkSecondFactor } from './second-factor.ts';
import { createLoginThrottle, type LoginThrottleOptions } from './throttle.ts';
import { challengeId, newChallenge } from './totp.ts';

/** A session begun: its token, and the device cookie the browser is to keep for this account. */
export type StartedSession = LoginSession & { deviceCookie: { name: string; value: string } };

export interface AuthService {
  /**
   * A session, or, when the account has two-factor sign-in, the challenge that
   * `loginTwoFactor` takes with a code.
   */
  login(
    input: z.output<typeof loginInput>,
    client: SignInClient,
  ): Promise<StartedSession | TwoFactorChallenge>;
  loginTwoFactor(
    input: z.output<typeof loginTwoFactorInput>,
    client: SignInClient,
  ): Promise<StartedSession>;
  logout(auth: AuthContext): Promise<void>;
}

export interface AuthServiceOptions {
  throttle?: LoginThrottleOptions;
  /** REQUIRE_2FA: an admin without two-factor sign-in gets a session that may only set it up. */
  requireTwoFactor?: boolean;
}

/**
 * A sign-in or sign-out in the activity log: the account acts on itself (before signing in, the
 * request has no actor of its own).
 */
function recordSignIn(
  tx: Executor,
  action: 'sign_in' | 'sign_out',
  account: { id: string; email: string },
): Promise<void> {
  return recordActivity(tx, {
    area: 'auth',
    action,
    recordId: account.id,
    label: account.email,
    actor: { type: 'user', id: account.id, email: account.email },
  });
}

/** What a failed sign-in's entry may call the email tried: the label of anything else. */
export const INVALID_EMAIL_LABEL = 'invalid email';

const emailAddress = z.email();

/**
 * A failed sign-in in the activity log. Nobody is its actor: whoever tried is unknown, and the
 * email field is not theirs to claim. The account tried is its record; the email typed is its
 * label only when it is an email address, since a password pasted into the field would otherwise
 * be kept, searchable and exported (docs/activity.md).
 */
function recordFailedSignIn(
  tx: Executor,
  account: { id: string | null; email: string },
): Promise<void> {
  return recordActivity(tx, {
    area: 'auth',
    action: 'sign_in_failed',
    recordId: account.id,
    label: emailAddress.safeParse(account.email).success ? account.email : INVALID_EMAIL_LABEL,
    actor: { type: 'user', id: null, email: null },
  });
}

/** A wrong code inside the second step's transaction: it rolls back, the challenge stays. */
class WrongCode extends Error {}

/** Signing in and out; the check of every request's token is the authentication hook's. */
export function createAuthService(
  db: Database,
  signer: TokenSigner,
  sessions: Sessions,
  devices: DeviceCookies,
  users: Users,
  options: AuthServiceOptions = {},
): AuthService {
  const throttle = createLoginThrottle(db, options.throttle);
  const challengeExpired = () => new AppError('UNAUTHENTICATED', authMessages.challengeExpired);

  async function admit(email: string, client: SignInClient, device: string | undefined) {
    await throttle.admit(email, client.address, device).catch((error: unknown) => {
      if (error instanceof AppError && error.status === 429) countSignInFailure('throttled');
      throw error;
    });
  }

  async function startSession(user: UserRow, client: SignInClient): Promise<StartedSession> {
    const twoFactorSetupRequired = options.requireTwoFactor === true && !user.totpSecret;
    const passwordChangeRequired = user.passwordChangeRequiredAt !== null;
    // The password comes first; setting up two-factor sign-in follows (POST /auth/password).
    const limitedTo: SessionLimit | null = passwordChangeRequired
      ? 'password_change'
      : twoFactorSetupRequired
        ? 'two_factor_setup'
        : null;
    await deleteExpiredSessions(db, user.id);
    const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_SECONDS * 1000);
    const { sessionId, evicted } = await db.transaction(async (tx) => {
      // At most MAX_LIVE_SESSIONS: the least recently used make room for this one.
      const ended = await revokeLeastRecentlyUsed(tx, user.id, MAX_LIVE_SESSIONS - 1);
      const id = await insertSession(tx, user.id, expiresAt, {
        userAgent: client.userAgent,
        address: client.address,
        limitedTo,
      });
      const actor = { type: 'user' as const, id: user.id, email: user.email };
      for (const endedId of ended) {
        await recordActivity(tx, {
          area: 'auth',
          action: 'session_evicted',
          recordId: endedId,
          label: user.email,
          actor,
        });
      }
      await recordSignIn(tx, 'sign_in', user);
      return { sessionId: id, evicted: ended.length };
    });
    if (evicted > 0) sessions.forgetUser(user.id);
    const token = await signer.sign({ userId: user.id, sessionId }, expiresAt);
    return {
      token,
      user: users.present(user),
      twoFactorSetupRequired,
      passwordChangeRequired,
      deviceCookie: { name: devices.name(user.email), value: devices.issue(user.email) },
    };
  }

  return {
    async login({ email, password }, client) {
      const device = devices.deviceOf(email, client.cookies[devices.name(email)]);
      await admit(email, client, device);

      const user = await users.findByEmail(db, email);
      const valid = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstNothing(password);
      // Unknown email and wrong password answer alike.
      if (!user || !valid) {
        countSignInFailure('invalid_credentials');
        await recordFailedSignIn(db, { id: user?.id ?? null, email });
        throw new AppError('UNAUTHENTICATED', authMessages.invalidCredentials);
      }

      // Hashes made with older parameters are replaced while the password is at hand.
      if (needsRehash(user.passwordHash)) {
        await users.upgradePasswordHash(
          db,
          user.id,
          user.passwordHash,
          await hashPassword(password),
        );
      }
      if (user.role === 'admin' && user.totpSecret) {
        // The counts start afresh only once the code is right too: a password alone must not
        // buy more guesses at the code.
        const { challenge, id } = newChallenge();
        const expiresAt = new Date(Date.now() + SIGN_IN_CHALLENGE_SECONDS * 1000);
        await insertChallenge(db, id, user.id, expiresAt);
        return { twoFactorRequired: true as const, challenge };
      }
      await throttle.succeeded(email, client.address, device);
      if (user.role !== 'admin') {
        await recordFailedSignIn(db, user);
        throw forbidden(authMessages.adminOnly);
      }
      return startSession(user, client);
    },

    async loginTwoFactor({ challenge, code }, client) {
      const id = challengeId(challenge);
      const userId = await findChallengeUser(db, id, new Date());
      const user = userId ? await users.findById(db, userId) : undefined;
      if (!user?.totpSecret || user.role !== 'admin') throw challengeExpired();
      const email = user.email;
      const device = devices.deviceOf(email, client.cookies[devices.name(email)]);
      await admit(email, client, device);

      const outcome = await db
        .transaction(async (tx) => {
          // Used up with the code, so two requests cannot both start a session with it.
          if (!(await deleteChallenge(tx, id))) return 'expired' as const;
          const factor = await checkSecondFactor(tx, users, user, code);
          if (!factor) throw new WrongCode();
          return factor;
        })
        .catch((error: unknown) => {
          if (error instanceof WrongCode) return 'wrong' as const;
          throw error;
        });
      if (outcome === 'expired') throw challengeExpired();
      if (outcome === 'wrong') {
        countSignInFailure('invalid_credentials');
        await recordFailedSignIn(db, user);
        throw new AppError('UNAUTHENTICATED', authMessages.codeWrong, {
          issues: [{ path: 'code', message: authMessages.codeWrong }],
        });
      }
      await throttle.succeeded(email, client.address, device);
      return startSession(user, client);
    },

    async logout({ sessionId, user }) {
      await sessions.end(sessionId, (tx) =>
        recordSignIn(tx, 'sign_out', { id: user._id, email: user.email }),
      );
    },
  };
}
