import type { CollectionName } from '@coursedesk/contract/collections/registry';
import { createElement } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

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
  '/activity': async () => ({
    Component: (await import('@/features/activity/routes/activity-route')).ActivityRoute,
  }),
  '/trash': async () => ({
    Component: (await import('@/features/trash/routes/trash-route')).TrashRoute,
  }),
  '/company-info': async () => ({
    Component: (await import('@/features/company/routes/company-info-route')).CompanyInfoRoute,
  }),
} satisfies Record<`/${string}`, LazyRouteFunction<RouteObject>>;

export type SectionPath = keyof typeof sectionScreens;

export const sectionRoutes: RouteObject[] = Object.entries(sectionScreens).map(([path, lazy]) => ({
  path,
  lazy,
}));
