import { ChangePasswordRoute } from '@/features/account/routes/change-password-route';
import { useLogout } from '@/features/auth/api/logout';

/** The page where an admin chooses their own password, with the app's sign-out. */
export function PasswordChangePage() {
  const logout = useLogout();
  return <ChangePasswordRoute onSignOut={() => logout.mutate()} />;
}
