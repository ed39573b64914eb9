import { KeyRound } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Card } from '@/components/ui/card';
import { FullPageSpinner } from '@/components/ui/spinner';
import { ACCOUNT_SECURITY_PATH } from '@/lib/account-security';
import { formatDateTime } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { usePasswordChange } from '../api/get-password-change';
import { ChangePasswordForm } from '../components/change-password-form';

/**
 * Choosing one's own password, on a page of its own. An admin whose password another admin set
 * comes here from sign-in and can do nothing else until they have chosen one (the API refuses
 * their session everything else); the page says who set it and when, and offers to sign out
 * (`onSignOut`, the app's own sign-out).
 */
export function ChangePasswordRoute({ onSignOut }: { onSignOut: () => void }) {
  const status = usePasswordChange();
  const navigate = useNavigate();
  if (status.isPending) return <FullPageSpinner />;
  const required = status.data?.required === true;
  const setBy = status.data?.setBy;
  const setAt = status.data?.setAt;

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-10">
      <Card padding="md" className="w-full max-w-md">
        <div className="mb-6 flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-full bg-edtech-green/10 text-edtech-green-dark">
            <KeyRound aria-hidden="true" className="size-5" />
          </span>
          <h1 className="text-xl font-semibold text-slate-900">
            {required ? 'Choose a new password' : 'Change your password'}
          </h1>
        </div>
        {required ? (
          <p className="mb-6 text-sm text-slate-600">
            {setBy ? `${setBy.name} (${setBy.email})` : 'Another admin'} set the password of your
            account{setAt ? ` on ${formatDateTime(setAt)}` : ''}. Choose your own before you go on:
            until then, nothing else is open to this session.
          </p>
        ) : (
          <p className="mb-6 text-sm text-slate-600">
            Your other sessions are signed out when it changes; this one goes on.
          </p>
        )}
        <ChangePasswordForm
          onChanged={({ twoFactorSetupRequired }) => {
            notifySuccess('Your password is changed.');
            void navigate(twoFactorSetupRequired ? ACCOUNT_SECURITY_PATH : '/dashboard', {
              replace: true,
            });
          }}
        />
        <div className="mt-6 flex justify-between text-sm">
          {required ? (
            <button
              type="button"
              onClick={onSignOut}
              className="font-medium text-slate-600 underline-offset-4 hover:underline"
            >
              Sign out
            </button>
          ) : (
            <Link
              to={ACCOUNT_SECURITY_PATH}
              className="font-medium text-slate-600 underline-offset-4 hover:underline"
            >
              Back to Account security
            </Link>
          )}
        </div>
      </Card>
    </main>
  );
}
