import type { CollectionName } from '@coursedesk/contract/collections/registry';
import type { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { getDashboardStatsQueryOptions } from '@/features/dashboard/api/get-dashboard-stats';
import { getToken } from '@/lib/session';

/**
 * The route of a content section: the screen's code and the collection's declaration (schemas,
 * fields, messages) load together on the first visit, so neither is part of the sign-in page.
 */
function contentScreen(name: CollectionName): LazyRouteFunction<RouteObject> {
  return async () => {
    const [{ CollectionRoute }, { contentCollections }] = await Promise.all([
      import('@/features/collections/routes/collection-route'),
      import('@coursedesk/contract/collections/registry'),
    ]);
    const definition = contentCollections.find((collection) => collection.name === name);
    if (!definition) throw new Error(`The contract declares no collection named ${name}`);
    // Keyed by section, so moving between two sections starts each screen afresh.
    return { element: createElement(CollectionRoute, { definition, key: name }) };
  };
}

/**
 * Each protected screen's path and how its code loads: all the route table needs. The sidebar's
 * labels and icons (sections.ts) load with the signed-in shell.
 */
export const sectionScreens = {
  '/dashboard': async () => ({
    Component: (await import('@/features/dashboard/routes/dashboard-route')).DashboardRoute,
  }),
  '/courses': async () => ({
    Component: (await import('@/features/courses/routes/courses-route')).CoursesRoute,
  }),
  '/payments': async () => ({
    Component: (await import('@/features/payments/routes/payments-route')).PaymentsRoute,
  }),
  '/coupons': async () => ({
    Component: (await import('@/features/coupons/routes/coupons-route')).CouponsRoute,
  }),
  '/users': async () => ({
    Component: (await import('@/features/users/routes/users-route')).UsersRoute,
  }),
  '/user-management': async () => ({
    Component: (await import('@/features/customers/routes/user-management-route'))
      .UserManagementRoute,
  }),
  '/blogs': async () => ({
    Component: (await import('@/features/blogs/routes/blogs-route')).BlogsRoute,
  }),
  '/team-members': contentScreen('team-members'),
  '/faqs': contentScreen('faqs'),
  '/mentors': contentScreen('mentors'),
  '/mentor-features': contentScreen('mentor-features'),
  '/company-logos': contentScreen('company-logos'),
  '/advantage-stats': contentScreen('advantage-stats'),
  '/testimonials': contentScreen('testimonials'),
  '/trustpilot-reviews': contentScreen('trustpilot-reviews'),
  '/success-stats': contentScreen('success-stats'),
  '/upcoming-skills': contentScreen('upcoming-skills'),
  '/values': contentScreen('values'),
  '/stats': contentScreen('stats'),
  '/milestones': contentScreen('milestones'),
  '/site-keys': async () => ({
    Component: (await import('@/features/site-keys/routes/site-keys-route')).SiteKeysRoute,
  }),
  '/activity': async () => ({
    Component: (await import('@/features/activity/routes/activity-route')).ActivityRoute,
  }),
  '/trash': async () => ({
    Component: (await import('@/features/trash/routes/trash-route')).TrashRoute,
  }),
  '/webhooks': async () => ({
    Component: (await import('@/features/webhooks/routes/webhooks-route')).WebhooksRoute,
  }),
  '/company-info': async () => ({
    Component: (await import('@/features/company/routes/company-info-route')).CompanyInfoRoute,
  }),
} satisfies Record<`/${string}`, LazyRouteFunction<RouteObject>>;

export type SectionPath = keyof typeof sectionScreens;

/**
 * What a screen reads before its code has loaded: the request goes out as the route matches, beside
 * the screen's code instead of after it. The dashboard's figures are its largest paint, so their
 * query (a few hundred bytes) is part of the entry rather than a chunk that would queue behind the
 * screen's own; the chart's chunk is asked for at the same moment.
 */
const earlyReads: Partial<Record<SectionPath, (queryClient: QueryClient) => void>> = {
  '/dashboard': (queryClient) => {
    void queryClient.prefetchQuery(getDashboardStatsQueryOptions());
    // A chunk that fails to load here is reported where the chart is drawn.
    import('@/components/ui/revenue-area-chart').catch(() => undefined);
  },
};

/**
 * The protected screens' routes. A screen with an early read starts it from its loader, which
 * does not wait for it: the screen shows its own loading state until the answer is in.
 */
export function sectionRoutes(queryClient: QueryClient): RouteObject[] {
  return Object.entries(sectionScreens).map(([path, lazy]) => {
    const read = earlyReads[path as SectionPath];
    if (!read) return { path, lazy };
    const loader = () => {
      if (getToken()) read(queryClient);
      return null;
    };
    return { path, lazy, loader };
  });
}
