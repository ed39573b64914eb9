import { LayoutDashboard, type LucideIcon, UserCog } from 'lucide-react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

export interface AppSection {
  path: `/${string}`;
  /** The sidebar link's text. */
  label: string;
  icon: LucideIcon;
  /** Loads the screen's code when it is first visited. */
  lazy: LazyRouteFunction<RouteObject>;
}

/** The screens of the panel, in sidebar order: each becomes a protected route and a link. */
export const sections: AppSection[] = [
  {
    path: '/dashboard',
    label: 'Dashboard',
    icon: LayoutDashboard,
    lazy: async () => ({
      Component: (await import('@/features/dashboard/routes/dashboard-route')).DashboardRoute,
    }),
  },
  {
    path: '/users',
    label: 'User Management',
    icon: UserCog,
    lazy: async () => ({
      Component: (await import('@/features/users/routes/users-route')).UsersRoute,
    }),
  },
];
