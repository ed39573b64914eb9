// Setting two-factor sign-in up and turning it off (docs/security.md, "Two-factor sign-in").
// Setting up and turning off are sensitive changes: they ask for the password like the others
// (modules/auth/confirmation.ts); turning off also takes a code of the app instead.
import {
  authMessages,
  type TwoFactorSetup,
  type TwoFactorStatus,
  type twoFactorDisableInput,
} from '@coursedesk/contract/auth';
import type { z } from 'zod';
import { recordActivity } from '../../db/activity.ts';
import type { Database, Executor } from '../../db/client.ts';
import type { DeviceCookies } from '../../lib/device-cookies.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/request-auth.ts';
import { countSignInFailure } from '../../metrics/registry.ts';
import type { Confirmation, SignInClient, Users } from '../module.ts';
import {
  countUnusedRecoveryCodes,
  forgetSecondFactor,
  liftTwoFactorLimit,
  replaceRecoveryCodes,
  type UserRow,
} from './repository.ts';
import { checkSecondFactor } from './second-factor.ts';
import { createLoginThrottle, type LoginThrottleOptions } from './throttle.ts';
import {
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  recoveryCodeHash,
  totpStepOf,
} from './totp.ts';
import { openTotpSecret, sealTotpSecret } from './totp-storage.ts';

export interface TwoFactorService {
  status(auth: AuthContext): Promise<TwoFactorStatus>;
  /** A new pending secret (replacing any earlier one not yet confirmed). */
  setup(auth: AuthContext, client: SignInClient, currentPassword?: string): Promise<TwoFactorSetup>;
  /** Confirms the pending secret with a code of it; answers the recovery codes, shown once. */
  enable(auth: AuthContext, code: string): Promise<string[]>;
  disable(
    auth: AuthContext,
    client: SignInClient,
    input: z.output<typeof twoFactorDisableInput>,
  ): Promise<void>;
}

const wrongCode = (path: string) =>
  new AppError('FORBIDDEN', authMessages.codeWrong, {
    issues: [{ path, message: authMessages.codeWrong }],
  });

const TURN_ON = 'turn on two-factor sign-in';
const TURN_OFF = 'turn off two-factor sign-in';

/** A wrong code inside a transaction: it rolls back. */
class WrongCode extends Error {}

export function createTwoFactorService(
  db: Database,
  confirmation: Confirmation,
  devices: DeviceCookies,
  users: Users,
  options: { requireTwoFactor?: boolean; throttle?: LoginThrottleOptions } = {},
): TwoFactorService {
  const throttle = createLoginThrottle(db, options.throttle);

  async function account(auth: AuthContext): Promise<UserRow> {
    const user = await users.findById(db, auth.user._id);
    // The session's own account: gone only if it was deleted during this request.
    if (!user) throw new AppError('UNAUTHENTICATED', authMessages.sessionExpired);
    return user;
  }

  const entry = (user: UserRow, action: 'two_factor_enable' | 'two_factor_disable') => ({
    area: 'auth' as const,
    action,
    recordId: user.id,
    label: user.email,
  });

  /** A wrong code when turning it on or off: recorded (never the code), then answered 403. */
  async function refuseCode(user: UserRow, attempted: string): Promise<never> {
    countSignInFailure('invalid_credentials');
    await recordActivity(db, {
      area: 'auth',
      action: 'two_factor_code_refused',
      recordId: user.id,
      label: user.email,
      after: { attempted },
    });
    throw wrongCode('code');
  }

  return {
    async status(auth) {
      const user = await account(auth);
      return {
        enabled: user.totpSecret !== null,
        enabledAt: user.totpEnabledAt?.toISOString() ?? null,
        recoveryCodesLeft: user.totpSecret ? await countUnusedRecoveryCodes(db, user.id) : 0,
        required: options.requireTwoFactor === true,
      };
    },

    async setup(auth, client, currentPassword) {
      const before = await account(auth);
      if (before.totpSecret) throw conflict(authMessages.twoFactorAlreadyOn);
      await confirmation.require(auth, client, currentPassword, 'set up two-factor sign-in');
      const secret = newTotpSecret();
      await users.setPendingTotpSecret(db, before.id, sealTotpSecret(before.id, secret));
      return { secret, otpauthUri: otpauthUri(secret, before.email) };
    },

    async enable(auth, code) {
      const user = await account(auth);
      if (user.totpSecret) throw conflict(authMessages.twoFactorAlreadyOn);
      const secret = user.totpPendingSecret;
      if (!secret) throw conflict(authMessages.twoFactorNotSetUp);
      const step = totpStepOf(openTotpSecret(user.id, secret), code);
      if (step === undefined) return refuseCode(user, TURN_ON);
      const codes = newRecoveryCodes();
      await db.transaction(async (tx) => {
        if (!(await users.enableTotp(tx, user.id, secret, step))) {
          throw conflict(authMessages.twoFactorNotSetUp);
        }
        await replaceRecoveryCodes(tx, user.id, codes.map(recoveryCodeHash));
        await liftTwoFactorLimit(tx, user.id);
        await recordActivity(tx, entry(user, 'two_factor_enable'));
      });
      return codes;
    },

    async disable(auth, client, { currentPassword, code }) {
      if (options.requireTwoFactor) throw conflict(authMessages.twoFactorRequiredNoDisable);
      const user = await account(auth);
      if (!user.totpSecret) throw conflict(authMessages.twoFactorNotOn);
      if (code === undefined) {
        await confirmation.require(auth, client, currentPassword, TURN_OFF);
      }
      const email = user.email;
      const device =
        code === undefined
          ? undefined
          : devices.deviceOf(email, client.cookies[devices.name(email)]);
      // A code is checked like a sign-in's second step, on the same throttle.
      if (code !== undefined) await throttle.admit(email, client.address, device);
      const off = (tx: Executor) =>
        users
          .clearTwoFactor(tx, user.id)
          .then(() => forgetSecondFactor(tx, user.id))
          .then(() => recordActivity(tx, entry(user, 'two_factor_disable')));
      const passed = await db
        .transaction(async (tx) => {
          if (code !== undefined && !(await checkSecondFactor(tx, users, user, code))) {
            throw new WrongCode();
          }
          await off(tx);
          return true;
        })
        .catch((error: unknown) => {
          if (error instanceof WrongCode) return false;
          throw error;
        });
      if (!passed) await refuseCode(user, TURN_OFF);
      if (code !== undefined) await throttle.succeeded(email, client.address, device);
    },
  };
}
