// Confirming one's password for a sensitive action (docs/security.md, "Confirming"): the password
// is checked like a sign-in (the same throttle, so a stolen token cannot guess it), and the
// session then counts as confirmed for 10 minutes. Signing in does not count.
import { authMessages, CONFIRMATION_SECONDS } from '@coursedesk/contract/auth';
import type { Database } from '../../db/client.ts';
import type { DeviceCookies } from '../../lib/device-cookies.ts';
import { AppError } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { AuthContext } from '../../lib/request-auth.ts';
import { countSignInFailure } from '../../metrics/registry.ts';
import type { Confirmation, SignInClient } from '../module.ts';
import { confirmedWithin, confirmSession, findUserByEmail } from './repository.ts';
import { createLoginThrottle, type LoginThrottleOptions } from './throttle.ts';

const refused = (message: string) =>
  new AppError('FORBIDDEN', message, { issues: [{ path: 'currentPassword', message }] });

export function createConfirmation(
  db: Database,
  devices: DeviceCookies,
  throttleOptions?: LoginThrottleOptions,
): Confirmation {
  const throttle = createLoginThrottle(db, throttleOptions);

  async function confirm(auth: AuthContext, password: string, client: SignInClient) {
    const email = auth.user.email.toLowerCase();
    const device = devices.deviceOf(email, client.cookies[devices.name(email)]);
    await throttle.admit(email, client.address, device);
    const user = await findUserByEmail(db, auth.user.email);
    if (!user || !(await verifyPassword(user.passwordHash, password))) {
      countSignInFailure('invalid_credentials');
      throw refused(authMessages.confirmWrong);
    }
    await throttle.succeeded(email, client.address, device);
    await confirmSession(db, auth.sessionId);
  }

  return {
    confirm,
    async require(auth, client, currentPassword) {
      if (currentPassword !== undefined) return confirm(auth, currentPassword, client);
      if (await confirmedWithin(db, auth.sessionId, CONFIRMATION_SECONDS)) return;
      throw refused(authMessages.confirmRequired);
    },
  };
}
