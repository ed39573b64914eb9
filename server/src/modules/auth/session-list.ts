// The signed-in admin's own sessions (docs/security.md, "Sessions"): the list, signing one out,
// and signing out every other. Signing out another session asks for the password (a stolen token
// must not lock its owner out, docs/security.md "Confirming"). A session revoked here is refused by every instance on its next
// request: its row is revoked in the database, this instance forgets it at once, and the others
// hear of it through the sessions trigger's notification.
import { authMessages, type SessionInfo } from '@coursedesk/contract/auth';
import { recordActivity } from '../../db/activity.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuthContext } from '../../lib/request-auth.ts';
import type { Confirmation, Sessions, SignInClient } from '../module.ts';
import { deviceName } from './device-name.ts';
import { isLiveSessionOf, listLiveSessions, revokeOtherSessions } from './repository.ts';

export interface SessionListService {
  list(auth: AuthContext): Promise<SessionInfo[]>;
  revoke(auth: AuthContext, client: SignInClient, sessionId: string): Promise<void>;
  /** Answers how many sessions were signed out. */
  revokeOthers(auth: AuthContext, client: SignInClient): Promise<number>;
}

export function createSessionListService(
  db: Database,
  sessions: Sessions,
  confirmation: Confirmation,
): SessionListService {
  const entry = (auth: AuthContext, recordId: string | null) => ({
    area: 'auth' as const,
    action: 'session_revoke' as const,
    recordId,
    label: auth.user.email,
  });

  return {
    async list(auth) {
      const rows = await listLiveSessions(db, auth.user._id);
      return rows.map((row) => ({
        id: row.id,
        device: deviceName(row.userAgent),
        address: row.address,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === auth.sessionId,
      }));
    },

    async revoke(auth, client, sessionId) {
      if (!(await isLiveSessionOf(db, sessionId, auth.user._id))) {
        throw notFound(authMessages.sessionNotFound);
      }
      // Signing oneself out asks nothing; another session of one's own does.
      if (sessionId !== auth.sessionId) {
        await confirmation.require(auth, client, undefined, 'sign out another session');
      }
      await sessions.end(sessionId, (tx) => recordActivity(tx, entry(auth, sessionId)));
    },

    async revokeOthers(auth, client) {
      await confirmation.require(auth, client, undefined, 'sign out every other session');
      const userId = auth.user._id;
      try {
        return await db.transaction(async (tx) => {
          const revoked = await revokeOtherSessions(tx, userId, auth.sessionId);
          if (revoked > 0) await recordActivity(tx, entry(auth, null));
          return revoked;
        });
      } finally {
        sessions.forgetUser(userId);
      }
    },
  };
}
