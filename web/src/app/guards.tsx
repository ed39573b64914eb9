import { Navigate, Outlet } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';

/** Every screen but sign-in needs a session; without one the browser goes to /login. */
export function RequireAuth() {
  const session = useSession();
  if (session.status === 'restoring') return <FullPageSpinner />;
  if (session.status === 'signed-out') return <Navigate to="/login" replace />;
  return <Outlet />;
}

/** Sign-in is for visitors without a session; a signed-in admin goes to the dashboard. */
export function GuestOnly() {
  const session = useSession();
  if (session.status === 'restoring') return <FullPageSpinner />;
  if (session.status === 'signed-in') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
