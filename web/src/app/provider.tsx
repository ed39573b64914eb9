import { TOAST_DURATION_MS } from '@coursedesk/contract/constants';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useToasterWanted } from '@/lib/notify';
import { usePasswordConfirmationRequested } from '@/lib/password-confirmation';
import { getSession, subscribeToSession, useSession } from '@/lib/session';
import { useDarkTheme } from '@/lib/theme';
import { SessionSync } from './session-sync';

// Toasts come from the signed-in screens only, and the toaster loads with the first of them
// (lib/notify.ts).
const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));
// The dialog that asks for the password again (and the dialog code it brings) loads when a
// change first asks for it.
const PasswordConfirmationDialog = lazy(async () => ({
  default: (await import('./password-confirmation-dialog')).PasswordConfirmationDialog,
}));
const TOAST_TOP_OFFSET_PX = 80;

/** The app's providers around `children`; `queryClient` is the one the router's loaders use. */
export function AppProvider({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient: QueryClient;
}) {
  const session = useSession();
  const dark = useDarkTheme();
  const toasterWanted = useToasterWanted();
  const confirming = usePasswordConfirmationRequested();
  // Kept mounted once used, so that closing it animates.
  const [confirmationUsed, setConfirmationUsed] = useState(false);
  if (confirming && !confirmationUsed) setConfirmationUsed(true);

  // Nothing fetched for one account may be shown to the next one.
  useEffect(
    () =>
      subscribeToSession(() => {
        if (getSession().status === 'signed-out') queryClient.clear();
      }),
    [queryClient],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <SessionSync />
      {children}
      {session.status === 'signed-in' ? (
        <>
          <Suspense fallback={null}>
            {confirmationUsed ? <PasswordConfirmationDialog /> : null}
          </Suspense>
          <Suspense fallback={null}>
            {toasterWanted ? (
              <Toaster
                position="top-right"
                duration={TOAST_DURATION_MS}
                richColors
                closeButton
                theme={dark ? 'dark' : 'light'}
                // Below the 64 px header, so a toast never covers the account's email and avatar.
                offset={{ top: TOAST_TOP_OFFSET_PX }}
                mobileOffset={{ top: TOAST_TOP_OFFSET_PX }}
              />
            ) : null}
          </Suspense>
        </>
      ) : null}
    </QueryClientProvider>
  );
}
