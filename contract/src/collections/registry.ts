// Every content section served by the generic collection module, in sidebar order. Adding a
// section: declare it in its own module here, list it below, and map it to its table in
// server/src/modules/collections/registry.ts (docs/collections.md).
import { advantageStatsCollection } from './advantage-stats.ts';
import { companyLogosCollection } from './company-logos.ts';
import { faqsCollection } from './faqs.ts';
import { mentorFeaturesCollection } from './mentor-features.ts';
import { mentorsCollection } from './mentors.ts';
import { milestonesCollection } from './milestones.ts';
import { statsCollection } from './stats.ts';
import { successStatsCollection } from './success-stats.ts';
import { teamMembersCollection } from './team-members.ts';
import { testimonialsCollection } from './testimonials.ts';
import { trustpilotReviewsCollection } from './trustpilot-reviews.ts';
import { upcomingSkillsCollection } from './upcoming-skills.ts';
import { valuesCollection } from './values.ts';

export const contentCollections = [
  teamMembersCollection,
  faqsCollection,
  mentorsCollection,
  mentorFeaturesCollection,
  companyLogosCollection,
  advantageStatsCollection,
  testimonialsCollection,
  trustpilotReviewsCollection,
  statsCollection,
  valuesCollection,
  milestonesCollection,
  upcomingSkillsCollection,
  successStatsCollection,
] as const;

export type ContentCollection = (typeof contentCollections)[number];
export type CollectionName = ContentCollection['name'];
