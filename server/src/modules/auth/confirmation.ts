// Confirming one's password for a change that can take an account (docs/security.md,
// "Confirming"): the password is checked like a sign-in (the same throttle, so a stolen token
// cannot guess it), and the session then counts as confirmed for 10 minutes. Signing in does not
// count. Every refusal is recorded in the activity log, never with the password.
import { authMessages, CONFIRMATION_SECONDS } from '@coursedesk/contract/auth';
import { recordActivity } from '../../db/activity.ts';
import type { Database } from '../../db/client.ts';
import type { DeviceCookies } from '../../lib/device-cookies.ts';
import { AppError } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { AuthContext } from '../../lib/request-auth.ts';
import { countSignInFailure } from '../../metrics/registry.ts';
import type { Confirmation, SignInClient, Users } from '../module.ts';
import { confirmedWithin, confirmSession } from './repository.ts';
import { createLoginThrottle, type LoginThrottleOptions } from './throttle.ts';

const refusal = (message: string) =>
  new AppError('FORBIDDEN', message, { issues: [{ path: 'currentPassword', message }] });

/** Why a confirmation was refused, as its activity entry says. */
type Reason = 'wrong password' | 'not confirmed' | 'too many attempts';

/** What `POST /auth/confirm` is recorded as attempting. */
const CONFIRM_ATTEMPT = 'confirm their password';

export function createConfirmation(
  db: Database,
  devices: DeviceCookies,
  users: Users,
  throttleOptions?: LoginThrottleOptions,
): Confirmation {
  const throttle = createLoginThrottle(db, throttleOptions);

  /** The refusal's entry, in a transaction of its own: the change it refused writes nothing. */
  const record = (auth: AuthContext, reason: Reason, attempted: string) =>
    recordActivity(db, {
      area: 'auth',
      action: 'confirmation_refused',
      recordId: auth.user._id,
      label: auth.user.email,
      after: { reason, attempted },
    });

  async function check(
    auth: AuthContext,
    password: string,
    client: SignInClient,
    attempted: string,
  ): Promise<void> {
    const email = auth.user.email.toLowerCase();
    const device = devices.deviceOf(email, client.cookies[devices.name(email)]);
    try {
      await throttle.admit(email, client.address, device);
    } catch (error) {
      await record(auth, 'too many attempts', attempted);
      throw error;
    }
    const user = await users.findByEmail(db, auth.user.email);
    if (!user || !(await verifyPassword(user.passwordHash, password))) {
      countSignInFailure('invalid_credentials');
      await record(auth, 'wrong password', attempted);
      throw refusal(authMessages.confirmWrong);
    }
    await throttle.succeeded(email, client.address, device);
    await confirmSession(db, auth.sessionId);
  }

  return {
    confirm: (auth, password, client) => check(auth, password, client, CONFIRM_ATTEMPT),
    async require(auth, client, currentPassword, attempted) {
      if (currentPassword !== undefined) return check(auth, currentPassword, client, attempted);
      if (await confirmedWithin(db, auth.sessionId, CONFIRMATION_SECONDS)) return;
      await record(auth, 'not confirmed', attempted);
      throw refusal(authMessages.confirmRequired);
    },
    async refused(auth, attempted) {
      await record(auth, 'not confirmed', attempted);
      return refusal(authMessages.confirmRequired);
    },
  };
}
