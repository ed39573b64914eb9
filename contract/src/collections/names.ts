// Every content section's wire name and what one of its records is called, in the registry's
// order, without the sections' schemas and fields: the trash and the activity log name the
// sections, and a screen that only names them (a list's undo, the company page's history) does
// not load thirteen declarations for it. collections.test.ts keeps both equal to the registry.

export const collectionNames = [
  'team-members',
  'faqs',
  'mentors',
  'mentor-features',
  'company-logos',
  'advantage-stats',
  'testimonials',
  'trustpilot-reviews',
  'stats',
  'values',
  'milestones',
  'upcoming-skills',
  'success-stats',
] as const;

/** What one record of each section is called ('FAQ', 'Mentor'): the declaration's `singular`. */
export const collectionSingulars: Record<(typeof collectionNames)[number], string> = {
  'team-members': 'Team member',
  faqs: 'FAQ',
  mentors: 'Mentor',
  'mentor-features': 'Feature',
  'company-logos': 'Company logo',
  'advantage-stats': 'Advantage stat',
  testimonials: 'Testimonial',
  'trustpilot-reviews': 'Review',
  stats: 'Statistic',
  values: 'Value',
  milestones: 'Milestone',
  'upcoming-skills': 'Skill',
  'success-stats': 'Success stat',
};
