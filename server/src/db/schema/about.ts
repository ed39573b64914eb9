// Content of the About page: team, mentors, advantage stats, marketing stats, values, milestones.

import {
  basicAccents,
  edtechColors,
  mentorAccents,
} from '@coursedesk/contract/collections/accents';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import {
  createdAt,
  id,
  oneOf,
  position,
  publishingColumns,
  trimmedNonEmpty,
  updatedAt,
} from './columns.ts';

/** Team member. `image` is a stored file name or a full URL. */
export const teamMembers = pgTable('team_members', {
  id: id(),
  name: text().notNull(),
  role: text().notNull(),
  bio: text().notNull(),
  image: text(),
  linkedin: text(),
  twitter: text(),
  position: position(),
  ...publishingColumns(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Mentor. The wire's text `id` is `key`; `image` is an uploaded file name. */
export const mentors = pgTable(
  'mentors',
  {
    id: id(),
    key: text().notNull().unique(),
    name: text().notNull(),
    role: text().notNull(),
    company: text().notNull(),
    image: text().notNull(),
    accent: text({ enum: mentorAccents }).notNull(),
    position: position(),
    ...publishingColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('mentors_key_check', trimmedNonEmpty(t.key)),
    check('mentors_accent_check', oneOf(t.accent, mentorAccents)),
  ],
);

export const advantageStatAccents = basicAccents;

/** Advantage stat. The wire's text `id` (e.g. `stat-001`) is `key`. */
export const advantageStats = pgTable(
  'advantage_stats',
  {
    id: id(),
    key: text().notNull().unique(),
    title: text().notNull(),
    /** Display text such as `50,000+`. */
    value: text().notNull(),
    label: text().notNull(),
    description: text().notNull(),
    dots: integer().notNull().default(0),
    accent: text({ enum: advantageStatAccents }).notNull(),
    position: position(),
    ...publishingColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('advantage_stats_key_check', trimmedNonEmpty(t.key)),
    check('advantage_stats_dots_check', sql`${t.dots} >= 0`),
    check('advantage_stats_accent_check', oneOf(t.accent, advantageStatAccents)),
  ],
);

export const marketingStatColors = edtechColors;

/** Marketing stat (the `stats` collection). `number` is display text such as `500+`. */
export const marketingStats = pgTable(
  'marketing_stats',
  {
    id: id(),
    number: text().notNull(),
    label: text().notNull(),
    color: text({ enum: marketingStatColors }).notNull(),
    position: position(),
    ...publishingColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('marketing_stats_color_check', oneOf(t.color, marketingStatColors))],
);

/** The lightning shape a core value shows until another SVG path is chosen (docs/collections.md). */
export const defaultValueIconPath = 'M13 10V3L4 14h7v7l9-11h-7z';

/** Core value (the `values` collection). */
export const coreValues = pgTable('core_values', {
  id: id(),
  title: text().notNull(),
  description: text().notNull(),
  iconPath: text().notNull().default(defaultValueIconPath),
  position: position(),
  ...publishingColumns(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Milestone. `year` is text (e.g. `2024` or `2019–2020`). */
export const milestones = pgTable('milestones', {
  id: id(),
  year: text().notNull(),
  title: text().notNull(),
  description: text().notNull(),
  position: position(),
  ...publishingColumns(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
