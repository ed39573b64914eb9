import type { CollectionDefinition } from '@coursedesk/contract/collections/define';
import { type CollectionName, contentCollections } from '@coursedesk/contract/collections/registry';
import {
  Award,
  Building2,
  ChartColumn,
  CircleHelp,
  Gem,
  LayoutDashboard,
  type LucideIcon,
  Milestone,
  Rocket,
  Sparkles,
  Trophy,
  UserCog,
} from 'lucide-react';
import { createElement } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

/** Sidebar headings; sections of one group are listed together under it. */
export type SectionGroup = 'Overview' | 'Administration' | 'Website content';

export interface AppSection {
  path: `/${string}`;
  /** The sidebar link's text. */
  label: string;
  icon: LucideIcon;
  group: SectionGroup;
  /** Loads the screen's code when it is first visited. */
  lazy: LazyRouteFunction<RouteObject>;
}

/**
 * The content sections in the order of the spec's route table, each with its sidebar icon.
 * Every collection of the contract must appear here, so a new one cannot be left out.
 */
const contentSectionIcons: Record<CollectionName, LucideIcon> = {
  faqs: CircleHelp,
  'mentor-features': Sparkles,
  'company-logos': Building2,
  'advantage-stats': Trophy,
  'success-stats': Award,
  'upcoming-skills': Rocket,
  values: Gem,
  stats: ChartColumn,
  milestones: Milestone,
};

function contentSection(definition: CollectionDefinition, icon: LucideIcon): AppSection {
  return {
    path: definition.path,
    label: definition.title,
    icon,
    group: 'Website content',
    lazy: async () => {
      const { CollectionRoute } = await import('@/features/collections/routes/collection-route');
      // Keyed by section, so moving between two sections starts each screen afresh.
      return { element: createElement(CollectionRoute, { definition, key: definition.name }) };
    },
  };
}

const contentSections = Object.entries(contentSectionIcons).flatMap(([name, icon]) => {
  const definition = contentCollections.find((collection) => collection.name === name);
  return definition ? [contentSection(definition, icon)] : [];
});

/** The screens of the panel, in sidebar order: each becomes a protected route and a link. */
export const sections: AppSection[] = [
  {
    path: '/dashboard',
    label: 'Dashboard',
    icon: LayoutDashboard,
    group: 'Overview',
    lazy: async () => ({
      Component: (await import('@/features/dashboard/routes/dashboard-route')).DashboardRoute,
    }),
  },
  {
    path: '/users',
    label: 'User Management',
    icon: UserCog,
    group: 'Administration',
    lazy: async () => ({
      Component: (await import('@/features/users/routes/users-route')).UsersRoute,
    }),
  },
  ...contentSections,
];
