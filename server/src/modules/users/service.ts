import type { User } from '@coursedesk/contract/auth';
import type { Paged } from '@coursedesk/contract/list';
import type { NoticeList } from '@coursedesk/contract/notices';
import {
  type createUserInput,
  type PasswordChangeStatus,
  type UserListQuery,
  type UserStats,
  type updateUserInput,
  userMessages,
} from '@coursedesk/contract/users';
import type { z } from 'zod';
import { recordActivity } from '../../db/activity.ts';
import type { Database, Executor } from '../../db/client.ts';
import { versionedCache } from '../../db/list/versioned-cache.ts';
import { versionTag } from '../../db/list/versions.ts';
import {
  advanceVersion,
  forgetVersions,
  type RecordKey,
  readVersion,
} from '../../db/record-versions.ts';
import { AppError, conflict, conflictOnDuplicate, forbidden, notFound } from '../../lib/errors.ts';
import { hashPassword, isCommonPassword, verifyPassword } from '../../lib/passwords.ts';
import { type IfMatch, type Versioned, versionOrStale } from '../../lib/record-version.ts';
import type { AuthContext } from '../../lib/request-auth.ts';
import type { Confirmation, Sessions, SignInClient } from '../module.ts';
import { presentUser } from './presenter.ts';
import {
  countAdmins,
  deleteUserRow,
  findUserByEmail,
  findUserById,
  insertNotice,
  insertUser,
  latestNotice,
  listNotices,
  lockAdminSet,
  markNoticesRead,
  type UserRow,
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
  /**
   * The caller chooses their own password, giving the one they have: the requirement to change
   * it (set by another admin) is cleared, their other sessions end and this one goes on.
   */
  changeOwnPassword(
    caller: Caller,
    input: { currentPassword: string; password: string },
  ): Promise<{ twoFactorSetupRequired: boolean }>;
  /** Whether the caller must choose a new password, and who set the one they have, when. */
  passwordChangeStatus(caller: Caller): Promise<PasswordChangeStatus>;
  listNotices(caller: Caller): Promise<NoticeList>;
  markNoticesRead(caller: Caller, ids: readonly string[] | undefined): Promise<void>;
}

/**
 * The changes to an account that can take it over (docs/security.md, "Confirming"): a new role,
 * and anyone's new password or email. Creating and deleting an account always are.
 */
const isSensitive = (
  current: { role: string; email: string },
  change: { role: string; email: string; password: string | undefined },
) =>
  change.role !== current.role || change.password !== undefined || change.email !== current.email;

/** What an unconfirmed change to `target` was, as its refusal's activity entry says. */
function attemptOf(
  target: { email: string },
  change: { role: string; email: string; password: string | undefined },
  current: { role: string; email: string },
): string {
  const parts = [
    change.password !== undefined ? 'set the password' : undefined,
    change.email !== current.email ? `change the email to ${change.email}` : undefined,
    change.role !== current.role ? `give the role ${change.role}` : undefined,
  ].filter((part) => part !== undefined);
  return `${parts.join(', ')} of ${target.email}`;
}

/** Found unconfirmed inside the write's transaction: recorded and answered once it rolled back. */
class Unconfirmed extends Error {}

export interface UsersServiceOptions {
  /** REQUIRE_2FA: after choosing their password, an admin without it must set it up. */
  requireTwoFactor?: boolean;
}

/**
 * `sessions` (from the auth module): a new role or password ends the user's sessions in the same
 * transaction, and every change to a user is told to the session caches once it is over.
 */
export function createUsersService(
  db: Database,
  sessions: Pick<Sessions, 'revokeUser' | 'forgetUser' | 'limit'>,
  confirmation: Confirmation,
  options: UsersServiceOptions = {},
): UsersService {
  /** The caller as the notices name them: id, name and email now. */
  const actorOf = (caller: Caller) => ({
    id: caller.auth.user._id,
    name: caller.auth.user.name,
    email: caller.auth.user.email,
  });

  /**
   * The notices an admin is owed for a change another admin made to their account (in the
   * change's transaction): a password set, which they must change at their next sign-in, and an
   * email changed.
   */
  async function noticesOf(
    tx: Executor,
    caller: Caller,
    before: UserRow,
    after: UserRow,
    passwordSet: boolean,
  ): Promise<void> {
    if (before.id === caller.auth.user._id || after.role !== 'admin') return;
    const actor = actorOf(caller);
    if (passwordSet) {
      await insertNotice(tx, {
        userId: after.id,
        kind: 'password_set',
        actor,
        recipientEmail: after.email,
      });
    }
    if (before.email !== after.email) {
      await insertNotice(tx, {
        userId: after.id,
        kind: 'email_changed',
        actor,
        // The old address is the one to tell: it may be the owner who lost the account.
        recipientEmail: before.email,
        previousEmail: before.email,
        newEmail: after.email,
      });
    }
  }

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
      await confirmation.require(
        caller.auth,
        caller.client,
        currentPassword,
        `create the account ${email} (${role})`,
      );
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
      const change = { role, email, password };
      const confirmed = isSensitive(before, change);
      if (confirmed) {
        await confirmation.require(
          caller.auth,
          caller.client,
          currentPassword,
          attemptOf(before, change, before),
        );
      }
      const passwordHash = password === undefined ? undefined : await hashPassword(password);
      const isSelf = id === caller.auth.user._id;
      const row = await withEmailConflict(() =>
        db.transaction(async (tx) => {
          await lockAdminSet(tx);
          const current = await findUserById(tx, id);
          if (!current) throw notFound(userMessages.userNotFound);
          const version = versionOrStale(await advanceVersion(tx, [versionKey(id)], ifMatch));
          if (!confirmed && isSensitive(current, change)) {
            throw new Unconfirmed(attemptOf(current, change, current));
          }
          if (current.role === 'admin' && role !== 'admin' && (await countAdmins(tx)) <= 1) {
            throw conflict(userMessages.lastAdmin);
          }
          // A password another admin sets is theirs to replace at the next sign-in; one's own
          // new password ends any such requirement.
          const requirement = passwordHash
            ? { passwordChangeRequiredAt: isSelf || role !== 'admin' ? null : new Date() }
            : {};
          const updated = await updateUserRow(tx, id, {
            name,
            email,
            role,
            ...(passwordHash ? { passwordHash } : {}),
            ...requirement,
          });
          if (!updated) throw notFound(userMessages.userNotFound);
          // A new role or password ends every session the user had.
          if (role !== current.role || passwordHash) await sessions.revokeUser(tx, id);
          await noticesOf(tx, caller, current, updated, passwordHash !== undefined);
          const action =
            role !== current.role ? 'role_change' : passwordHash ? 'password_change' : 'update';
          await recordActivity(tx, {
            ...entryOf(updated, action),
            before: current,
            after: updated,
          });
          return { row: updated, version };
        }),
      )
        .catch(async (error: unknown) => {
          if (error instanceof Unconfirmed)
            throw await confirmation.refused(caller.auth, error.message);
          throw error;
        })
        .finally(() => sessions.forgetUser(id));
      return { data: presentUser(row.row), version: row.version };
    },

    async deleteUser(caller, id, ifMatch) {
      if (caller.auth.user._id === id) throw forbidden(userMessages.selfDelete);
      const target = await findUserById(db, id);
      await confirmation.require(
        caller.auth,
        caller.client,
        undefined,
        `delete the account ${target?.email ?? id}`,
      );
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

    async changeOwnPassword(caller, { currentPassword, password }) {
      assertPasswordUncommon(password);
      const id = caller.auth.user._id;
      const before = await findUserById(db, id);
      // The session's own account: gone only if it was deleted during this request.
      if (!before) throw notFound(userMessages.userNotFound);
      // Always the password itself: a confirmed session is not enough to change it.
      await confirmation.require(
        caller.auth,
        caller.client,
        currentPassword,
        'change their password',
      );
      if (await verifyPassword(before.passwordHash, password)) {
        throw new AppError('VALIDATION_ERROR', userMessages.passwordSame, {
          issues: [{ path: 'password', message: userMessages.passwordSame }],
        });
      }
      const passwordHash = await hashPassword(password);
      const twoFactorSetupRequired = options.requireTwoFactor === true && !before.totpSecret;
      await db
        .transaction(async (tx) => {
          await advanceVersion(tx, [versionKey(id)], undefined);
          const updated = await updateUserRow(tx, id, {
            passwordHash,
            passwordChangeRequiredAt: null,
          });
          if (!updated) throw notFound(userMessages.userNotFound);
          // Whoever else holds a session of this account is out; this one goes on, with only
          // the two-factor setup the server may still require.
          await sessions.revokeUser(tx, id, caller.auth.sessionId);
          await sessions.limit(
            tx,
            caller.auth.sessionId,
            twoFactorSetupRequired ? 'two_factor_setup' : null,
          );
          await recordActivity(tx, {
            ...entryOf(updated, 'password_change'),
            before,
            after: updated,
          });
        })
        .finally(() => sessions.forgetUser(id));
      return { twoFactorSetupRequired };
    },

    async passwordChangeStatus(caller) {
      const id = caller.auth.user._id;
      const user = await findUserById(db, id);
      if (!user?.passwordChangeRequiredAt) return { required: false, setBy: null, setAt: null };
      const notice = await latestNotice(db, id, 'password_set');
      return {
        required: true,
        setBy: notice ? { name: notice.actorName, email: notice.actorEmail } : null,
        setAt: user.passwordChangeRequiredAt.toISOString(),
      };
    },

    async listNotices(caller) {
      const { rows, unread } = await listNotices(db, caller.auth.user._id);
      return {
        notices: rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          by: { name: row.actorName, email: row.actorEmail },
          from: row.previousEmail,
          to: row.newEmail,
          createdAt: row.createdAt.toISOString(),
          readAt: row.readAt?.toISOString() ?? null,
        })),
        unread,
      };
    },

    markNoticesRead: (caller, ids) => markNoticesRead(db, caller.auth.user._id, ids),
  };
}
