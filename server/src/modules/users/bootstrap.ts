import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { hashPassword } from '../../lib/passwords.ts';
import {
  countAdmins,
  findUserByEmail,
  insertUser,
  lockAdminSet,
  updateUserRow,
} from './repository.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@coursedesk.local';

export type BootstrapResult =
  | { kind: 'existing' }
  | { kind: 'created'; email: string; generatedPassword: string | undefined };

/**
 * Makes sure the panel can be entered: when no admin exists, creates one from the given
 * credentials (an existing account with that email is promoted and given that password), or
 * with a random password that the caller shows once.
 */
export async function ensureAdmin(
  db: Database,
  credentials: { email: string; password: string } | undefined,
): Promise<BootstrapResult> {
  return db.transaction(async (tx) => {
    await lockAdminSet(tx);
    if ((await countAdmins(tx)) > 0) return { kind: 'existing' as const };
    const email = (credentials?.email ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
    const generatedPassword = credentials ? undefined : randomBytes(12).toString('base64url');
    const passwordHash = await hashPassword(credentials?.password ?? generatedPassword ?? '');
    const existing = await findUserByEmail(tx, email);
    if (existing) {
      await updateUserRow(tx, existing.id, { role: 'admin', passwordHash });
    } else {
      await insertUser(tx, { name: 'Administrator', email, role: 'admin', passwordHash });
    }
    return { kind: 'created' as const, email, generatedPassword };
  });
}
