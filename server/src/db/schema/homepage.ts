// Content of the homepage: features, logos, FAQs, testimonials, reviews, success stats, skills.

import { basicAccents, skillAccents } from '@coursedesk/contract/collections/accents';
import { skillCategories } from '@coursedesk/contract/collections/upcoming-skills';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import {
  createdAt,
  id,
  oneOf,
  position,
  publishingColumns,
  trimmedNonEmpty,
  updatedAt,
} from './columns.ts';

/** Mentor feature: the "Why Choose Us" cards. `icon` is an emoji. */
export const mentorFeatures = pgTable('mentor_features', {
  id: id(),
  icon: text().notNull(),
  title: text().notNull(),
  description: text().notNull(),
  position: position(),
  ...publishingColumns(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Company logo (Global Placements). `logo` is a URL. */
export const companyLogos = pgTable('company_logos', {
  id: id(),
  name: text().notNull(),
  logo: text().notNull(),
  position: position(),
  ...publishingColumns(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** FAQ. The wire's numeric `id` is `number`, which is also the display order. */
export const faqs = pgTable(
  'faqs',
  {
    id: id(),
    number: integer().notNull().unique(),
    question: text().notNull(),
    answer: text().notNull(),
    ...publishingColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('faqs_number_check', sql`${t.number} >= 1`)],
);

export const testimonialAccents = basicAccents;

/**
 * Testimonial (Success Stories). The wire's `id` is `key`. `category` is an emoji plus
 * text; `photo` is a stored file name (testimonial uploads) or a full URL.
 */
export const testimonials = pgTable(
  'testimonials',
  {
    id: id(),
    key: text().notNull().unique(),
    name: text().notNull(),
    role: text().notNull(),
    company: text(),
    rating: integer().notNull().default(5),
    review: text().notNull(),
    category: text().notNull(),
    accent: text({ enum: testimonialAccents }).notNull(),
    photo: text(),
    position: position(),
    ...publishingColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('testimonials_key_check', trimmedNonEmpty(t.key)),
    check('testimonials_rating_check', sql`${t.rating} between 1 and 5`),
    check('testimonials_accent_check', oneOf(t.accent, testimonialAccents)),
  ],
);

/**
 * Trustpilot review. The wire's `id` is `key`. `rating` runs from 0.5 to 5 in halves,
 * held exactly as numeric(2,1). `reviewDate` is free display text; `location` a country code of
 * at most two characters; `avatar` a stored file name (review uploads) or a full URL.
 */
export const trustpilotReviews = pgTable(
  'trustpilot_reviews',
  {
    id: id(),
    key: text().notNull().unique(),
    name: text().notNull(),
    avatar: text(),
    location: text().notNull(),
    reviewCount: integer().notNull().default(1),
    rating: numeric({ precision: 2, scale: 1, mode: 'number' }).notNull(),
    title: text().notNull(),
    review: text().notNull(),
    reviewDate: text().notNull(),
    verified: boolean().notNull().default(true),
    position: position(),
    ...publishingColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('trustpilot_reviews_key_check', trimmedNonEmpty(t.key)),
    check('trustpilot_reviews_location_check', sql`char_length(${t.location}) <= 2`),
    check('trustpilot_reviews_review_count_check', sql`${t.reviewCount} >= 1`),
    check(
      'trustpilot_reviews_rating_check',
      sql`${t.rating} between 0.5 and 5 and ${t.rating} * 2 = trunc(${t.rating} * 2)`,
    ),
  ],
);

/** Success stat (homepage). `value` is display text. */
export const successStats = pgTable('success_stats', {
  id: id(),
  value: text().notNull(),
  label: text().notNull(),
  position: position(),
  ...publishingColumns(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export { skillAccents, skillCategories };

/**
 * Upcoming skill (Future-Ready Skills). The wire's `id` is `key`; `demand` and `growth`
 * are display text; `icon` is an emoji or an icon name.
 */
export const upcomingSkills = pgTable(
  'upcoming_skills',
  {
    id: id(),
    key: text().notNull().unique(),
    name: text().notNull(),
    category: text({ enum: skillCategories }).notNull(),
    demand: text().notNull(),
    growth: text().notNull(),
    icon: text().notNull(),
    accent: text({ enum: skillAccents }).notNull(),
    position: position(),
    ...publishingColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('upcoming_skills_key_check', trimmedNonEmpty(t.key)),
    check('upcoming_skills_category_check', oneOf(t.category, skillCategories)),
    check('upcoming_skills_accent_check', oneOf(t.accent, skillAccents)),
  ],
);
