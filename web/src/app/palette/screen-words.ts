import type { SectionPath } from '@/app/section-routes';
import type { AppSection } from '@/app/sections';

/**
 * The words people use for each screen besides its sidebar label: the plural they type
 * ("Coupons" for Coupon Management), what its records are called elsewhere ("customers",
 * "inquiries"), and common synonyms. Kept with the palette rather than the sidebar, so the entry
 * does not carry them; every screen must have its entry (a new one does not type-check without).
 */
const screenWords = {
  '/dashboard': ['home', 'overview', 'summary', 'start'],
  '/payments': ['payments', 'transactions', 'revenue', 'sales', 'orders', 'refunds', 'analytics'],
  '/courses': ['courses', 'programs', 'programmes', 'bootcamps', 'classes', 'catalog'],
  '/coupons': ['coupons', 'discounts', 'promo codes', 'vouchers', 'promotions'],
  '/user-management': [
    'customers',
    'inquiries',
    'enquiries',
    'students',
    'clients',
    'leads',
    'contacts',
    'people',
  ],
  '/users': ['users', 'admins', 'administrators', 'accounts', 'staff', 'team', 'roles'],
  '/blogs': ['blogs', 'posts', 'articles', 'news'],
  '/team-members': ['team members', 'staff', 'about us'],
  '/faqs': ['faqs', 'questions', 'answers', 'help'],
  '/mentors': ['mentors', 'instructors', 'teachers', 'tutors', 'experts'],
  '/mentor-features': ['mentor features', 'features', 'benefits', 'why us'],
  '/company-logos': ['company logos', 'logos', 'partners', 'employers', 'hiring', 'placements'],
  '/advantage-stats': ['advantages', 'statistics'],
  '/testimonials': ['testimonials', 'quotes', 'stories', 'students say'],
  '/trustpilot-reviews': ['reviews', 'ratings'],
  '/success-stats': ['success', 'outcomes', 'statistics'],
  '/upcoming-skills': ['skills', 'coming soon', 'roadmap'],
  '/values': ['values', 'principles', 'mission'],
  '/stats': ['statistics', 'numbers', 'figures'],
  '/milestones': ['milestones', 'timeline', 'achievements'],
  '/company-info': ['settings', 'company', 'contact details', 'address', 'social links'],
  '/site-keys': ['site keys', 'api keys', 'website server', 'integration', 'visitor limits'],
  '/activity': ['activity', 'audit log', 'history', 'changes', 'log'],
  '/webhooks': ['webhooks', 'notifications', 'hooks', 'rebuild', 'integrations', 'deliveries'],
  '/trash': ['trash', 'deleted', 'restore', 'bin', 'recycle'],
} satisfies Record<SectionPath, readonly string[]>;

/** Everything a screen answers to, lower-cased: its label, its path's words and its words. */
function wordsOf(section: AppSection): string {
  const pathWords = section.path.slice(1).replaceAll('-', ' ');
  return [section.label, pathWords, ...screenWords[section.path]].join(' ').toLowerCase();
}

/**
 * The screens a palette search finds: those that have every word of it somewhere in their label,
 * path or words (so "coupons", "customers", "course man" all find theirs). Screens whose label
 * holds the whole search come first, the others after them, each in sidebar order.
 */
export function findScreens(sections: readonly AppSection[], search: string): AppSection[] {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return [...sections];
  const terms = wanted.split(/\s+/);
  const found = sections.filter((section) => {
    const words = wordsOf(section);
    return terms.every((term) => words.includes(term));
  });
  const byLabel = (section: AppSection) => section.label.toLowerCase().includes(wanted);
  return [...found.filter(byLabel), ...found.filter((section) => !byLabel(section))];
}
