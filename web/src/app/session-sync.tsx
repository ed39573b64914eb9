import { useEffect } from 'react';
import { useProfile } from '@/features/auth/api/get-profile';
import { clearSession, updateSessionUser, useSession } from '@/lib/session';

/**
 * Confirms a stored session with the server: a restored user is refreshed from the profile, a
 * token without a usable user is resolved by it, and an account that is no longer an admin is
 * signed out. A 401 is handled by the API client.
 */
export function SessionSync() {
  const session = useSession();
  const profile = useProfile({ enabled: session.status !== 'signed-out' });
  const restoring = session.status === 'restoring';

  useEffect(() => {
    if (!profile.data) return;
    if (profile.data.role === 'admin') updateSessionUser(profile.data);
    else clearSession();
  }, [profile.data]);

  useEffect(() => {
    // Without a user the panel cannot be shown: a failed check ends a session being restored.
    if (restoring && profile.isError) clearSession();
  }, [restoring, profile.isError]);

  return null;
}
