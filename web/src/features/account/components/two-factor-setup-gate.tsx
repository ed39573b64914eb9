import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ACCOUNT_SECURITY_PATH } from '@/lib/account-security';
import { useTwoFactorStatus } from '../api/get-two-factor-status';

/**
 * While the server requires two-factor sign-in (REQUIRE_2FA) and this admin has not set it up,
 * the API refuses every other screen's calls: the admin is kept on Account security instead.
 */
export function TwoFactorSetupGate({ children }: { children: ReactNode }) {
  const status = useTwoFactorStatus();
  const location = useLocation();
  const mustSetUp = status.data?.required === true && !status.data.enabled;
  if (mustSetUp && location.pathname !== ACCOUNT_SECURITY_PATH) {
    return <Navigate to={ACCOUNT_SECURITY_PATH} replace />;
  }
  return children;
}
