import { authMessages, type LoginSession } from '@coursedesk/contract/auth';
import { useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_PASSWORD_PATH } from '@/lib/account-password';
import { ACCOUNT_SECURITY_PATH } from '@/lib/account-security';
import { ApiError } from '@/lib/api-client';
import { startSession } from '@/lib/session';
import { getProfileQueryOptions } from './api/get-profile';

export const LOGIN_FAILED = 'Login failed. Please try again.';

/**
 * Where a new session opens: choosing a new password when another admin set it, else the setup of
 * two-factor sign-in when required, else the dashboard.
 */
export const landingOf = (session: LoginSession) =>
  session.passwordChangeRequired
    ? ACCOUNT_PASSWORD_PATH
    : session.twoFactorSetupRequired
      ? ACCOUNT_SECURITY_PATH
      : '/dashboard';

/**
 * Begins the session a sign-in answered (after the password, or after the code). Only an
 * administrator gets one; the sign-in answer is a fresh profile, so it is not asked for again.
 */
export function useStartSession() {
  const queryClient = useQueryClient();
  return (session: LoginSession) => {
    if (session.user.role !== 'admin') {
      throw new ApiError({ status: 403, code: 'FORBIDDEN', message: authMessages.adminOnly });
    }
    queryClient.setQueryData(getProfileQueryOptions().queryKey, session.user);
    startSession(session.token, session.user);
    return session;
  };
}
