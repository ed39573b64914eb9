// Checking a code of two-factor sign-in (docs/security.md, "Two-factor sign-in"): a TOTP code,
// accepted once per step, or an unused recovery code, used up. Both sign-in's second step and
// turning two-factor sign-in off go through here, on the sign-in throttle.
import { recordActivity } from '../../db/activity.ts';
import type { Executor } from '../../db/client.ts';
import type { Users } from '../module.ts';
import { type UserRow, useRecoveryCode } from './repository.ts';
import { isTotpCode, normaliseCode, recoveryCodeHash, totpStepOf } from './totp.ts';
import { openTotpSecret } from './totp-storage.ts';

export type SecondFactor = 'totp' | 'recovery';

/**
 * Which factor `code` passed as for `user`, or undefined. Call it in the transaction of what the
 * code allows: a recovery code used is marked so, with its activity entry, in it.
 */
export async function checkSecondFactor(
  tx: Executor,
  users: Users,
  user: Pick<UserRow, 'id' | 'email' | 'totpSecret'>,
  code: string,
): Promise<SecondFactor | undefined> {
  if (!user.totpSecret) return undefined;
  const normalised = normaliseCode(code);
  if (isTotpCode(normalised)) {
    // A secret that cannot be read fails here, with its cause in the log; a recovery code
    // (below) needs no secret and still works.
    const step = totpStepOf(openTotpSecret(user.id, user.totpSecret), normalised);
    if (step === undefined) return undefined;
    return (await users.acceptTotpStep(tx, user.id, step)) ? 'totp' : undefined;
  }
  if (!(await useRecoveryCode(tx, user.id, recoveryCodeHash(normalised)))) return undefined;
  await recordActivity(tx, {
    area: 'auth',
    action: 'recovery_code_use',
    recordId: user.id,
    label: user.email,
    actor: { type: 'user', id: user.id, email: user.email },
  });
  return 'recovery';
}
