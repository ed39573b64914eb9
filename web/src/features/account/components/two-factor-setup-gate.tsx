import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ACCOUNT_PASSWORD_PATH } from '@/lib/account-password';
import { ACCOUNT_SECURITY_PATH } from '@/lib/account-security';
import { usePasswordChange } from '../api/get-password-change';
import { useTwoFactorStatus } from '../api/get-two-factor-status';

/**
 * While another admin's password must be replaced, the admin is sent to choose their own; while
 * the server requires two-factor sign-in (REQUIRE_2FA) and this admin has not set it up, the API
 * refuses every other screen's calls: the admin is kept on Account security instead.
 */
export function TwoFactorSetupGate({ children }: { children: ReactNode }) {
  const password = usePasswordChange();
  // A password another admin set comes first: its page asks for nothing else (and the API
  // refuses such a session the two-factor status).
  if (password.data?.required) return <Navigate to={ACCOUNT_PASSWORD_PATH} replace />;
  return <TwoFactorGate>{children}</TwoFactorGate>;
}

function TwoFactorGate({ children }: { children: ReactNode }) {
  const status = useTwoFactorStatus();
  const location = useLocation();
  const mustSetUp = status.data?.required === true && !status.data.enabled;
  if (mustSetUp && location.pathname !== ACCOUNT_SECURITY_PATH) {
    return <Navigate to={ACCOUNT_SECURITY_PATH} replace />;
  }
  return children;
}
