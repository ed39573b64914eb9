import type { CollectionDefinition } from '@coursedesk/contract/collections/define';
import { type CollectionName, contentCollections } from '@coursedesk/contract/collections/registry';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  advantageStats,
  companyLogos,
  coreValues,
  faqs,
  marketingStats,
  mentorFeatures,
  mentors,
  milestones,
  successStats,
  teamMembers,
  testimonials,
  trustpilotReviews,
  upcomingSkills,
} from '../../db/schema/index.ts';

/** A content table: a uuid key and timestamps, like every table of the schema. */
export type ContentTable = PgTable & {
  id: PgColumn;
  createdAt: PgColumn;
  updatedAt: PgColumn;
};

export interface CollectionStorage {
  table: ContentTable;
  /** Wire fields kept under another column (the wire's own `id` fields); others keep their name. */
  columns?: Record<string, string>;
  /** The order the site shows the items in. */
  orderBy: PgColumn[];
  /** Tables with a `position` column: a new item goes last. */
  positioned: boolean;
  /**
   * The SQL of each figure the section declares (`stats` of its definition, by key): one
   * aggregate over all its rows, computed by the summary.
   */
  stats?: Record<string, SQL>;
}

export interface ServerCollection extends CollectionStorage {
  definition: CollectionDefinition;
}

const positioned = (table: ContentTable & { position: PgColumn }): CollectionStorage => ({
  table,
  orderBy: [table.position, table.createdAt, table.id],
  positioned: true,
});

/** Where each declared collection is stored: the type makes a declaration without a table fail. */
const storage: Record<CollectionName, CollectionStorage> = {
  faqs: { table: faqs, columns: { id: 'number' }, orderBy: [faqs.number], positioned: false },
  'mentor-features': positioned(mentorFeatures),
  'company-logos': positioned(companyLogos),
  'advantage-stats': { ...positioned(advantageStats), columns: { id: 'key' } },
  stats: positioned(marketingStats),
  values: positioned(coreValues),
  milestones: positioned(milestones),
  'upcoming-skills': { ...positioned(upcomingSkills), columns: { id: 'key' } },
  'success-stats': positioned(successStats),
  'team-members': {
    ...positioned(teamMembers),
    stats: {
      total: sql`count(*)`,
      // The first word of the role, in any case: 'Senior Engineer' and 'senior designer' are one.
      uniqueRoles: sql`count(distinct lower((regexp_match(${teamMembers.role}, ${'\\S+'}))[1]))`,
      completeProfiles: sql`count(*) filter (where coalesce(${teamMembers.linkedin}, '') <> '' and coalesce(${teamMembers.twitter}, '') <> '')`,
    },
  },
  mentors: { ...positioned(mentors), columns: { id: 'key' } },
  testimonials: { ...positioned(testimonials), columns: { id: 'key' } },
  'trustpilot-reviews': { ...positioned(trustpilotReviews), columns: { id: 'key' } },
};

export const serverCollections: ServerCollection[] = contentCollections.map((definition) => {
  const place: CollectionStorage = storage[definition.name];
  return { definition: definition as unknown as CollectionDefinition, ...place };
});
