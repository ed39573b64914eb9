import type { SessionInfo } from '@coursedesk/contract/auth';
import { LogOut, Monitor } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorBanner } from '@/components/ui/error-banner';
import { RelativeTime } from '@/components/ui/relative-time';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSessions } from '../api/get-sessions';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { useRevokeSession } from '../api/revoke-session';

const FAILED = 'Something went wrong. Please try again.';

/** Where the signed-in admin is signed in, with a way to sign any other session out. */
export function SessionsPanel() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  function signOut(session: SessionInfo) {
    revoke.mutate(session.id, {
      onSuccess: ({ message }) => notifySuccess(message),
      onError: (error) => notifyError(errorMessage(error, FAILED)),
    });
  }

  return (
    <Card as="section" padding="md" aria-labelledby="sessions-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="sessions-heading" className="text-lg font-semibold text-slate-900">
            Sessions
          </h2>
          <p className="text-sm text-slate-500">Where your account is signed in now.</p>
        </div>
        <Button
          variant="secondary"
          disabled={others === 0 || revokeOthers.isPending}
          onClick={() =>
            revokeOthers.mutate(undefined, {
              onSuccess: ({ message }) => notifySuccess(message),
              onError: (error) => notifyError(errorMessage(error, FAILED)),
            })
          }
        >
          <LogOut aria-hidden="true" />
          Sign out other sessions
        </Button>
      </div>
      {sessions.isPending ? (
        <Spinner label="Loading sessions..." />
      ) : sessions.isError ? (
        <ErrorBanner
          message="The sessions could not be loaded."
          detail={errorMessage(sessions.error, FAILED)}
          onRetry={() => void sessions.refetch()}
          retrying={sessions.isFetching}
        />
      ) : (
        <ul aria-label="Sessions" className="divide-y divide-slate-200">
          {sessions.data.map((session) => (
            <li
              key={session.id}
              className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex items-start gap-3">
                <Monitor aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
                <div>
                  <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                    {session.device}
                    {session.current ? <Badge tone="green">This session</Badge> : null}
                  </p>
                  <p className="text-xs text-slate-500">
                    {session.address ? `${session.address} · ` : ''}Signed in{' '}
                    <RelativeTime at={session.createdAt} /> · Last active{' '}
                    <RelativeTime at={session.lastSeenAt} />
                  </p>
                </div>
              </div>
              {session.current ? null : (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Revoke ${session.device}, signed in ${formatDateTime(session.createdAt)}`}
                  disabled={revoke.isPending && revoke.variables === session.id}
                  onClick={() => signOut(session)}
                >
                  Revoke
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
