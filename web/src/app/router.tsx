import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { ACCOUNT_PASSWORD_PATH } from '@/lib/account-password';
import { ACCOUNT_SECURITY_PATH } from '@/lib/account-security';
import { GuestOnly, RequireAuth } from './guards';
import { AppShell } from './layout/app-shell';
import { RouteError } from './route-error';
import { sectionRoutes } from './section-routes';

/** The app's routes; screens that read before their code has loaded use `queryClient`. */
export function appRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      HydrateFallback: FullPageSpinner,
      ErrorBoundary: RouteError,
      children: [
        {
          Component: GuestOnly,
          children: [
            {
              path: '/login',
              lazy: async () => ({
                Component: (await import('@/features/auth/routes/login-route')).LoginRoute,
              }),
            },
          ],
        },
        {
          path: '/',
          Component: RequireAuth,
          children: [
            {
              // A page of its own: an admin whose password another admin set comes here first.
              path: ACCOUNT_PASSWORD_PATH,
              lazy: async () => ({
                Component: (await import('./password-change-page')).PasswordChangePage,
              }),
            },
            {
              Component: AppShell,
              children: [
                { index: true, element: <Navigate to="/dashboard" replace /> },
                ...sectionRoutes(queryClient),
                {
                  path: ACCOUNT_SECURITY_PATH,
                  lazy: async () => ({
                    Component: (await import('@/features/account/routes/security-route'))
                      .SecurityRoute,
                  }),
                },
              ],
            },
          ],
        },
        { path: '*', element: <Navigate to="/dashboard" replace /> },
      ],
    },
  ];
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}
