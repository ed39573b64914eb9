// npm run admin: account recovery on the server's machine, for an admin locked out
// (docs/operations.md, "Locked out").
import { randomBytes } from 'node:crypto';
import { PASSWORD_MAX_LENGTH } from '@coursedesk/contract/auth';
import { PASSWORD_MIN_LENGTH } from '@coursedesk/contract/users';
import { recordActivity } from '../db/activity.ts';
import type { Database } from '../db/client.ts';
import { forgetSignInAttempts } from '../db/throttle.ts';
import { hashPassword, isCommonPassword } from '../lib/passwords.ts';
import { forgetSecondFactor, revokeUserSessions } from '../modules/auth/repository.ts';
import {
  clearTwoFactor,
  findAccountByEmail,
  replacePassword,
} from '../modules/users/repository.ts';

/** A recovery refused before anything was changed; the message says why. */
export class AccountRefusedError extends Error {}

export interface PasswordReset {
  email: string;
  /** The new password when one was generated; undefined when it was given. */
  generated: string | undefined;
}

/**
 * Gives the account with `email` a new password (the given one, or a generated one), in one
 * transaction with the end of every session of theirs; then their sign-in counts start afresh,
 * so they can sign in at once from a new browser.
 */
export async function resetPassword(
  db: Database,
  email: string,
  password?: string,
): Promise<PasswordReset> {
  const normalised = email.trim().toLowerCase();
  const account = await findAccountByEmail(db, normalised);
  if (!account) throw new AccountRefusedError(`There is no account with the email ${email}.`);
  if (password !== undefined) {
    if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
      throw new AccountRefusedError(
        `The password must have ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`,
      );
    }
    if (isCommonPassword(password)) {
      throw new AccountRefusedError('This password is too common: choose another.');
    }
  }
  const generated = password === undefined ? randomBytes(15).toString('base64url') : undefined;
  const passwordHash = await hashPassword(password ?? generated ?? '');
  await db.transaction(async (tx) => {
    await replacePassword(tx, account.id, passwordHash);
    await revokeUserSessions(tx, account.id);
    await forgetSignInAttempts(tx, account.email.toLowerCase());
  });
  return { email: account.email, generated };
}

/**
 * Turns two-factor sign-in off for the account with `email` (its secret, recovery codes and any
 * sign-in waiting for a code go), with its activity entry, for an admin who lost both their
 * authenticator and their recovery codes. Their password and sessions are left as they are; with
 * REQUIRE_2FA they set it up again at their next sign-in.
 */
export async function disableTwoFactor(db: Database, email: string): Promise<{ email: string }> {
  const account = await findAccountByEmail(db, email.trim().toLowerCase());
  if (!account) throw new AccountRefusedError(`There is no account with the email ${email}.`);
  if (!account.totpSecret) {
    throw new AccountRefusedError(`${account.email} does not have two-factor sign-in on.`);
  }
  await db.transaction(async (tx) => {
    await clearTwoFactor(tx, account.id);
    await forgetSecondFactor(tx, account.id);
    await recordActivity(tx, {
      area: 'auth',
      action: 'two_factor_disable',
      recordId: account.id,
      label: account.email,
    });
  });
  return { email: account.email };
}
