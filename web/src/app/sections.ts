import type { CollectionName } from '@coursedesk/contract/collections/registry';
import {
  Award,
  BookOpen,
  Building2,
  ChartColumn,
  ChartLine,
  CircleHelp,
  Contact,
  Gem,
  History,
  KeyRound,
  LayoutDashboard,
  type LucideIcon,
  MessageSquareQuote,
  Milestone,
  Newspaper,
  Rocket,
  Settings,
  Sparkles,
  Star,
  TicketPercent,
  Trash2,
  Trophy,
  UserCog,
  UserRoundCheck,
  Users,
  Webhook,
} from 'lucide-react';
import type { SectionPath } from './section-routes';

/** Sidebar headings; sections of one group are listed together under it. */
export type SectionGroup = 'Overview' | 'Administration' | 'Website content' | 'Settings';

/** A sidebar link; its screen is the route of the same path (section-routes.ts). */
export interface AppSection {
  path: SectionPath;
  /** The sidebar link's text. */
  label: string;
  icon: LucideIcon;
  group: SectionGroup;
}

/**
 * The content sections in the order of the route table. The labels repeat the
 * collections' titles, so the sidebar does not load the collection declarations (a test keeps
 * them equal). Every collection of the contract must appear here, so a new one cannot be left out.
 */
const contentSections: Record<CollectionName, Omit<AppSection, 'group'>> = {
  'team-members': { path: '/team-members', label: 'Meet Our Team', icon: Users },
  faqs: { path: '/faqs', label: 'FAQ Section', icon: CircleHelp },
  mentors: { path: '/mentors', label: 'Expert Mentors', icon: UserRoundCheck },
  'mentor-features': { path: '/mentor-features', label: 'Why Choose Us', icon: Sparkles },
  'company-logos': { path: '/company-logos', label: 'Global Placements', icon: Building2 },
  'advantage-stats': { path: '/advantage-stats', label: 'Advantage Stats', icon: Trophy },
  testimonials: { path: '/testimonials', label: 'Testimonials', icon: MessageSquareQuote },
  'trustpilot-reviews': { path: '/trustpilot-reviews', label: 'Trustpilot Reviews', icon: Star },
  'success-stats': { path: '/success-stats', label: 'Success Stats', icon: Award },
  'upcoming-skills': { path: '/upcoming-skills', label: 'Upcoming Skills', icon: Rocket },
  values: { path: '/values', label: 'Core Values', icon: Gem },
  stats: { path: '/stats', label: 'Marketing Statistics', icon: ChartColumn },
  milestones: { path: '/milestones', label: 'Milestones', icon: Milestone },
};

/** The screens of the panel, in sidebar order; the sections of a group must be adjacent. */
export const sections: AppSection[] = [
  { path: '/dashboard', label: 'Dashboard', icon: LayoutDashboard, group: 'Overview' },
  { path: '/payments', label: 'Payment Analytics', icon: ChartLine, group: 'Overview' },
  { path: '/courses', label: 'Course Management', icon: BookOpen, group: 'Administration' },
  { path: '/coupons', label: 'Coupon Management', icon: TicketPercent, group: 'Administration' },
  {
    path: '/user-management',
    label: 'Customers & Inquiries',
    icon: Contact,
    group: 'Administration',
  },
  { path: '/users', label: 'User Management', icon: UserCog, group: 'Administration' },
  { path: '/blogs', label: 'Blog Posts', icon: Newspaper, group: 'Website content' },
  ...Object.values(contentSections).map(
    (section): AppSection => ({ ...section, group: 'Website content' }),
  ),
  { path: '/company-info', label: 'Company Info', icon: Settings, group: 'Settings' },
  { path: '/site-keys', label: 'Site keys', icon: KeyRound, group: 'Settings' },
  { path: '/webhooks', label: 'Webhooks', icon: Webhook, group: 'Settings' },
  { path: '/activity', label: 'Activity', icon: History, group: 'Settings' },
  { path: '/trash', label: 'Trash', icon: Trash2, group: 'Settings' },
];
