// How an endpoint's signing secret is kept (docs/security.md, "Secrets at rest"): sealed with
// AES-256-GCM under the server's secrets key (lib/secret-box.ts), as the two-factor secrets are,
// bound to its endpoint, in `webhook_endpoints.secret`. The admin sees it once, at creation; the
// sender opens it for each attempt. A copy of the database or a backup alone does not give it.
import type { Database } from '../../db/client.ts';
import { currentSecretBox, isSealed, SecretUnreadableError } from '../../lib/secret-box.ts';
import { lockClearEndpointSecrets, replaceEndpointSecret } from './repository.ts';

/** What a secret is bound to: its endpoint, so a value copied to another does not open. */
const contextOf = (endpointId: string) => `webhook_endpoints.secret:${endpointId}`;

/** The secret as it is stored. */
export function sealEndpointSecret(endpointId: string, secret: string): string {
  return currentSecretBox().seal(secret, contextOf(endpointId));
}

/**
 * The secret of a stored one, or why it cannot be read (another key, a damaged value, one not
 * sealed): the attempt then fails with that reason, never the value.
 */
export function openEndpointSecret(
  endpointId: string,
  stored: string,
): { ok: true; secret: string } | { ok: false; error: string } {
  try {
    return { ok: true, secret: currentSecretBox().open(stored, contextOf(endpointId)) };
  } catch (error) {
    if (!(error instanceof SecretUnreadableError)) throw error;
    return {
      ok: false,
      error: `the endpoint's signing secret cannot be decrypted with this server's secrets key: ${error.message}`,
    };
  }
}

/**
 * Seals the secrets an older version stored in clear, in one transaction; answers how many it
 * sealed (0 once done). Several instances starting at once take the rows in turn: the second
 * finds them sealed.
 */
export async function sealClearEndpointSecrets(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await lockClearEndpointSecrets(tx);
    for (const row of rows) {
      if (isSealed(row.secret)) continue;
      await replaceEndpointSecret(tx, row.id, sealEndpointSecret(row.id, row.secret));
    }
    return rows.length;
  });
}
