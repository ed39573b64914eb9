import { SIDEBAR_BREAKPOINT_PX } from '@coursedesk/contract/constants';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { usePaletteLauncher } from '@/app/palette/palette-launcher';
import { TwoFactorSetupGate } from '@/features/account/components/two-factor-setup-gate';
import { useSession } from '@/lib/session';
import { Header } from './header';
import { Sidebar } from './sidebar';

// The drawer (and the dialog code it brings) loads when first opened on a narrow screen.
const MobileSidebar = lazy(async () => ({
  default: (await import('./mobile-sidebar')).MobileSidebar,
}));

/**
 * Sidebar, header and the current screen. Tailwind's `lg` breakpoint (1024 px) is the
 * SIDEBAR_BREAKPOINT_PX: below it the sidebar becomes a drawer.
 */
export function AppShell() {
  const session = useSession();
  const navigation = useNavigation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Kept mounted once opened, so that closing it animates.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (drawerOpen && !drawerUsed) setDrawerUsed(true);
  const palette = usePaletteLauncher();

  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${SIDEBAR_BREAKPOINT_PX}px)`);
    const closeOnWide = (event: MediaQueryListEvent) => {
      if (event.matches) setDrawerOpen(false);
    };
    wide.addEventListener('change', closeOnWide);
    return () => wide.removeEventListener('change', closeOnWide);
  }, []);

  // The route guard renders the shell only for a signed-in session.
  if (session.status !== 'signed-in') return null;

  return (
    <div className="min-h-screen lg:pl-64">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-surface px-4 py-2 text-sm font-medium text-slate-900 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      {navigation.state === 'loading' ? (
        <div
          aria-hidden="true"
          className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-edtech-green"
        />
      ) : null}

      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 lg:block">
        <Sidebar />
      </aside>
      {drawerUsed ? (
        <Suspense fallback={null}>
          <MobileSidebar open={drawerOpen} onOpenChange={setDrawerOpen} />
        </Suspense>
      ) : null}

      <div className="flex min-h-screen flex-col">
        <Header
          user={session.user}
          onOpenNavigation={() => setDrawerOpen(true)}
          onOpenPalette={palette.openPalette}
        />
        <main
          id="main-content"
          tabIndex={-1}
          className="flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8"
        >
          <div className="mx-auto max-w-7xl">
            <TwoFactorSetupGate>
              <Outlet />
            </TwoFactorSetupGate>
          </div>
        </main>
      </div>
      {palette.dialogs}
    </div>
  );
}
