// How the authenticator secrets of two-factor sign-in are kept (docs/security.md, "Secrets at
// rest"): sealed with AES-256-GCM (lib/secret-box.ts) under the server's secrets key, bound to
// their account, in `users.totp_secret` and `users.totp_pending_secret`. A copy of the database
// or a backup alone does not give them; the key (SECRETS_KEY, or DATA_DIR/secrets-key) does.

import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import {
  currentSecretBox as currentBox,
  isSealed,
  type SecretBox,
  SecretUnreadableError,
} from '../../lib/secret-box.ts';
import type { Users } from '../module.ts';

// The key is the process's (lib/secret-box.ts `useSecretsKey`, installed by buildApp); every
// reader and writer of the columns goes through this module.

/** What a secret is bound to: its account (the pending one becomes the enabled one as it is). */
const contextOf = (userId: string) => `users.totp:${userId}`;

/** The secret as it is stored. */
export function sealTotpSecret(userId: string, secret: string): string {
  return currentBox().seal(secret, contextOf(userId));
}

/** The answer when the stored secret cannot be read: a server fault, said plainly. */
export const SECRET_UNREADABLE_MESSAGE =
  "Two-factor sign-in cannot check authenticator codes: the server cannot read this account's " +
  'stored secret. Sign in with a recovery code, or ask whoever runs the server.';

/**
 * The base32 secret of a stored one. One that cannot be opened (another key, damaged) fails the
 * request with a 500 that says so, and the server's log names the cause and what to do.
 */
export function openTotpSecret(userId: string, stored: string): string {
  const current = currentBox();
  try {
    return current.open(stored, contextOf(userId));
  } catch (error) {
    if (!(error instanceof SecretUnreadableError)) throw error;
    throw new AppError('INTERNAL_ERROR', SECRET_UNREADABLE_MESSAGE, {
      cause: new SecretUnreadableError(
        `The two-factor secret of account ${userId} cannot be decrypted with this server's ` +
          `secrets key (${current.keyId}): ${error.message}. Start the server with the key it ` +
          'was sealed under (SECRETS_KEY, or the secrets-key file in DATA_DIR, kept beside the ' +
          'backups), or turn two-factor sign-in off for the account with npm run admin -- ' +
          'disable-2fa EMAIL so they set it up again.',
      ),
    });
  }
}

/**
 * Seals the secrets an older version stored in clear, in one transaction; answers how many
 * accounts it sealed (0 once done, so every later start changes nothing). Several instances
 * starting at once take the same rows in turn: the second finds them sealed.
 */
export async function sealClearTotpSecrets(
  db: Database,
  users: Users,
  secrets: SecretBox = currentBox(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await users.lockClearTotpSecrets(tx);
    const seal = (userId: string, value: string | null) =>
      value === null || isSealed(value) ? value : secrets.seal(value, contextOf(userId));
    for (const row of rows) {
      await users.replaceTotpSecrets(tx, row.id, row, {
        totpSecret: seal(row.id, row.totpSecret),
        totpPendingSecret: seal(row.id, row.totpPendingSecret),
      });
    }
    return rows.length;
  });
}
