import { TOAST_DURATION_MS } from '@coursedesk/contract/constants';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Toaster } from 'sonner';
import { getSession, subscribeToSession } from '@/lib/session';
import { createQueryClient } from './query-client';
import { SessionSync } from './session-sync';

const TOAST_TOP_OFFSET_PX = 80;

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

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
      <Toaster
        position="top-right"
        duration={TOAST_DURATION_MS}
        richColors
        closeButton
        // Below the 64 px header, so a toast never covers the account's email and avatar.
        offset={{ top: TOAST_TOP_OFFSET_PX }}
        mobileOffset={{ top: TOAST_TOP_OFFSET_PX }}
      />
    </QueryClientProvider>
  );
}
