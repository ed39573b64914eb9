import type { LoginSession } from '@coursedesk/contract/auth';

export const LOGIN_FAILED = 'Login failed. Please try again.';

/** Where a new session opens: the dashboard, or the setup of two-factor sign-in when required. */
export const landingOf = (session: LoginSession) =>
  session.twoFactorSetupRequired ? '/account/security' : '/dashboard';
