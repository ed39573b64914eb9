import { authMessages, type User } from '@coursedesk/contract/auth';
import type { Paged } from '@coursedesk/contract/list';
import {
  type createUserInput,
  type UserListQuery,
  type UserStats,
  type updateUserInput,
  userMessages,
} from '@coursedesk/contract/users';
import type { z } from 'zod';
import { recordActivity } from '../../db/activity.ts';
import type { Database } from '../../db/client.ts';
import { versionedCache } from '../../db/list/versioned-cache.ts';
import { versionTag } from '../../db/list/versions.ts';
import {
  advanceVersion,
  forgetVersions,
  type RecordKey,
  readVersion,
} from '../../db/record-versions.ts';
import { AppError, conflict, conflictOnDuplicate, forbidden, notFound } from '../../lib/errors.ts';
import { hashPassword, isCommonPassword } from '../../lib/passwords.ts';
import { presentUser } from '../../lib/present-user.ts';
import { type IfMatch, type Versioned, versionOrStale } from '../../lib/record-version.ts';
import type { AuthContext } from '../../lib/request-auth.ts';
import type { Confirmation, Sessions, SignInClient } from '../module.ts';
import {
  countAdmins,
  deleteUserRow,
  findUserByEmail,
  findUserById,
  insertUser,
  lockAdminSet,
  updateUserRow,
  userList,
  userTotals,
} from './repository.ts';

/** An account's entry in the activity log, named by its email (its password hash is redacted). */
const entryOf = (
  row: { id: string; email: string },
  action: 'create' | 'update' | 'role_change' | 'password_change' | 'delete',
) => ({ area: 'users', action, recordId: row.id, label: row.email }) as const;

const versionKey = (id: string): RecordKey => ({ kind: 'users', id });

type CreateUser = z.output<typeof createUserInput>;
type UpdateUser = z.output<typeof updateUserInput>;

/** The admin making a change and their client: a sensitive change asks them to confirm. */
export interface Caller {
  auth: AuthContext;
  client: SignInClient;
}

export interface UsersService {
  listUsers(query: UserListQuery): Promise<Paged<User>>;
  stats(): Promise<UserStats>;
  /** A user with the version its editor names in If-Match. */
  getUser(id: string): Promise<Versioned<User>>;
  createUser(input: CreateUser, caller: Caller): Promise<User>;
  /** With `ifMatch`, only the version it names is saved or deleted (409 STALE otherwise). */
  updateUser(
    id: string,
    input: UpdateUser,
    caller: Caller,
    ifMatch?: IfMatch,
  ): Promise<Versioned<User>>;
  deleteUser(caller: Caller, id: string, ifMatch?: IfMatch): Promise<void>;
}

/**
 * `sessions` (from the auth module): a new role or password ends the user's sessions in the same
 * transaction, and every change to a user is told to the session caches once it is over.
 */
export function createUsersService(
  db: Database,
  sessions: Pick<Sessions, 'revokeUser' | 'forgetUser'>,
  confirmation: Confirmation,
): UsersService {
  /**
   * The sensitive changes (docs/security.md, "Confirming"): a new role, and one's own new
   * password or email. Creating and deleting an account always are.
   */
  const isSensitive = (
    current: { id: string; role: string; email: string },
    change: { role: string; email: string; password: string | undefined },
    caller: Caller,
  ) =>
    change.role !== current.role ||
    (current.id === caller.auth.user._id &&
      (change.password !== undefined || change.email !== current.email));

  // Pages and figures are served again until the users table is written (its version trigger).
  const reads = userList.reads(db);
  const totals = versionedCache<UserStats>({ version: versionTag(db, ['users']), maxEntries: 1 });

  async function assertEmailFree(email: string, exceptId?: string): Promise<void> {
    const existing = await findUserByEmail(db, email);
    if (existing && existing.id !== exceptId) throw conflict(userMessages.emailTaken);
  }

  /** Two writers can pass the pre-check at once; the unique index has the final word. */
  const withEmailConflict = <T>(write: () => Promise<T>) =>
    conflictOnDuplicate(userMessages.emailTaken, write);

  /** The list is too big for the web bundle, so this rule of new passwords lives here only. */
  function assertPasswordUncommon(password: string | undefined): void {
    if (password === undefined || !isCommonPassword(password)) return;
    throw new AppError('VALIDATION_ERROR', userMessages.passwordTooCommon, {
      issues: [{ path: 'password', message: userMessages.passwordTooCommon }],
    });
  }

  return {
    listUsers: (query) => reads.page(query),
    stats: () => totals('stats', () => userTotals(db)),

    async getUser(id) {
      // The version first: a save in between leaves it older than the account, never newer.
      const version = await readVersion(db, [versionKey(id)]);
      const row = await findUserById(db, id);
      if (!row) throw notFound(userMessages.userNotFound);
      return { data: presentUser(row), version };
    },

    async createUser({ name, email, role, password, currentPassword }, caller) {
      assertPasswordUncommon(password);
      await assertEmailFree(email);
      // Asked once the form's own errors are answered.
      await confirmation.require(caller.auth, caller.client, currentPassword);
      const passwordHash = await hashPassword(password);
      const row = await withEmailConflict(() =>
        db.transaction(async (tx) => {
          const inserted = await insertUser(tx, { name, email, role, passwordHash });
          await recordActivity(tx, { ...entryOf(inserted, 'create'), after: inserted });
          return inserted;
        }),
      );
      return presentUser(row);
    },

    async updateUser(id, { name, email, role, password, currentPassword }, caller, ifMatch) {
      assertPasswordUncommon(password);
      await assertEmailFree(email, id);
      // Asked before the transaction (the check writes its own counts); checked again inside it,
      // should the user have changed meanwhile.
      const before = await findUserById(db, id);
      if (!before) throw notFound(userMessages.userNotFound);
      const confirmed = isSensitive(before, { role, email, password }, caller);
      if (confirmed) await confirmation.require(caller.auth, caller.client, currentPassword);
      const passwordHash = password === undefined ? undefined : await hashPassword(password);
      const row = await withEmailConflict(() =>
        db.transaction(async (tx) => {
          await lockAdminSet(tx);
          const current = await findUserById(tx, id);
          if (!current) throw notFound(userMessages.userNotFound);
          const version = versionOrStale(await advanceVersion(tx, [versionKey(id)], ifMatch));
          if (!confirmed && isSensitive(current, { role, email, password }, caller)) {
            throw new AppError('FORBIDDEN', authMessages.confirmRequired, {
              issues: [{ path: 'currentPassword', message: authMessages.confirmRequired }],
            });
          }
          if (current.role === 'admin' && role !== 'admin' && (await countAdmins(tx)) <= 1) {
            throw conflict(userMessages.lastAdmin);
          }
          const updated = await updateUserRow(tx, id, {
            name,
            email,
            role,
            ...(passwordHash ? { passwordHash } : {}),
          });
          if (!updated) throw notFound(userMessages.userNotFound);
          // A new role or password ends every session the user had.
          if (role !== current.role || passwordHash) await sessions.revokeUser(tx, id);
          const action =
            role !== current.role ? 'role_change' : passwordHash ? 'password_change' : 'update';
          await recordActivity(tx, {
            ...entryOf(updated, action),
            before: current,
            after: updated,
          });
          return { row: updated, version };
        }),
      ).finally(() => sessions.forgetUser(id));
      return { data: presentUser(row.row), version: row.version };
    },

    async deleteUser(caller, id, ifMatch) {
      if (caller.auth.user._id === id) throw forbidden(userMessages.selfDelete);
      await confirmation.require(caller.auth, caller.client, undefined);
      await db.transaction(async (tx) => {
        await lockAdminSet(tx);
        const target = await findUserById(tx, id);
        if (!target) throw notFound(userMessages.userNotFound);
        versionOrStale(await advanceVersion(tx, [versionKey(id)], ifMatch));
        await forgetVersions(tx, [versionKey(id)]);
        // Two admins deleting each other at once must not leave the panel without one.
        if (target.role === 'admin' && (await countAdmins(tx)) <= 1) {
          throw new AppError('CONFLICT', userMessages.lastAdminDelete);
        }
        await deleteUserRow(tx, id);
        await recordActivity(tx, { ...entryOf(target, 'delete'), before: target });
      });
      sessions.forgetUser(id);
    },
  };
}
