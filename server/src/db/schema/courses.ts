import { type CourseDetails, courseAccents, coursePlanAccents } from '@coursedesk/contract/courses';
import type { Seo } from '@coursedesk/contract/publishing';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import {
  createdAt,
  id,
  oneOf,
  pence,
  position,
  publishingColumns,
  searchVector,
  trimmedNonEmpty,
  updatedAt,
} from './columns.ts';

/**
 * Course. The wire's text `id` is `slug`; `desc` is `description`. `iconName` names a
 * course icon or holds an emoji, so it is plain text, not a foreign key.
 */
export const courses = pgTable(
  'courses',
  {
    id: id(),
    slug: text().notNull().unique(),
    category: text().notNull(),
    badge: text().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    duration: text().notNull(),
    extra: text().notNull(),
    accent: text({ enum: courseAccents }).notNull().default('edtech-green'),
    iconName: text(),
    featured: boolean().notNull().default(false),
    /** A stored file name (served from the course-images upload path) or a full URL. */
    image: text(),
    position: position(),
    ...publishingColumns(),
    /** Search-engine fields set by the editor; the public answers fill the rest from the record. */
    seo: jsonb().$type<Seo>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The public search's words: title, then category, badge and description, then extra. */
    searchVector: searchVector([
      { weight: 'A', text: sql`"title"` },
      { weight: 'B', text: sql`"category" || ' ' || "badge" || ' ' || "description"` },
      { weight: 'C', text: sql`"extra"` },
    ]),
  },
  (t) => [
    check('courses_slug_check', trimmedNonEmpty(t.slug)),
    check('courses_title_check', trimmedNonEmpty(t.title)),
    check('courses_description_check', trimmedNonEmpty(t.description)),
    check('courses_category_check', trimmedNonEmpty(t.category)),
    check('courses_accent_check', oneOf(t.accent, courseAccents)),
    index('courses_category_idx').on(t.category),
    index('courses_search_idx').using('gin', t.searchVector),
  ],
);

// The details' nested parts are stored as the wire has them: their types are the contract's.
export type CourseFeature = CourseDetails['features'][number];
export type CurriculumModule = CourseDetails['curriculum'][number];
export type CurriculumTopic = CurriculumModule['topics'][number];
export type CourseTool = CourseDetails['tools'][number];
/** A testimonial's `rating` is 1 to 5. */
export type CourseTestimonial = CourseDetails['testimonials'][number];
export type CourseSuccessStat = CourseDetails['successStats'][number];
/** Display copy of the landing page's price box; the prices that are charged live in course_pricing. */
export type CourseDetailsPricing = CourseDetails['pricing'];
export type CourseInfo = CourseDetails['courseInfo'];
export type CourseTrustIndicators = CourseDetails['trustIndicators'];

/**
 * Course details: one row per course (the wire's `courseId` is the course's slug).
 * The nested lists are read and written whole with the record, never queried inside, so they
 * are jsonb; their shape is checked by the contract's schemas, their kind (array/object) here.
 */
export const courseDetails = pgTable(
  'course_details',
  {
    id: id(),
    courseId: uuid()
      .notNull()
      .unique('course_details_course_id_unique')
      .references(() => courses.id, { onDelete: 'cascade' }),
    overview: text().notNull(),
    prerequisites: text().notNull(),
    features: jsonb().$type<CourseFeature[]>().notNull().default([]),
    curriculum: jsonb().$type<CurriculumModule[]>().notNull().default([]),
    tools: jsonb().$type<CourseTool[]>().notNull().default([]),
    testimonials: jsonb().$type<CourseTestimonial[]>().notNull().default([]),
    successStats: jsonb().$type<CourseSuccessStat[]>().notNull().default([]),
    pricing: jsonb()
      .$type<CourseDetailsPricing>()
      .notNull()
      .default({ current: '', original: '', discount: '0%', deadline: 'TBD', features: [] }),
    courseInfo: jsonb()
      .$type<CourseInfo>()
      .notNull()
      .default({ startDate: 'TBD', format: 'Online', support: '24/7', studentsEnrolled: '0' }),
    trustIndicators: jsonb()
      .$type<CourseTrustIndicators>()
      .notNull()
      .default({
        rating: '4.8',
        reviewCount: '0',
        testimonialPreview: { text: 'Great course!', author: 'Anonymous' },
      }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'course_details_lists_check',
      sql`jsonb_typeof(${t.features}) = 'array' and jsonb_typeof(${t.curriculum}) = 'array' and jsonb_typeof(${t.tools}) = 'array' and jsonb_typeof(${t.testimonials}) = 'array' and jsonb_typeof(${t.successStats}) = 'array'`,
    ),
    check(
      'course_details_objects_check',
      sql`jsonb_typeof(${t.pricing}) = 'object' and jsonb_typeof(${t.courseInfo}) = 'object' and jsonb_typeof(${t.trustIndicators}) = 'object'`,
    ),
  ],
);

/**
 * Course pricing: one plan per course (the wire's `id` is the course's slug). Prices are
 * pence; `discount` is the plan's display label (e.g. "40% OFF"), not a computed rate.
 */
export const coursePricing = pgTable(
  'course_pricing',
  {
    id: id(),
    courseId: uuid()
      .notNull()
      .unique('course_pricing_course_id_unique')
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    category: text().notNull(),
    originalPricePence: pence().notNull(),
    currentPricePence: pence().notNull(),
    installmentPricePence: pence().notNull().default(0),
    installmentMonths: integer().notNull().default(0),
    discount: text().notNull(),
    duration: text().notNull(),
    extra: text().notNull(),
    description: text().notNull(),
    badge: text().notNull(),
    cta: text().notNull(),
    features: text().array().notNull().default([]),
    highlighted: boolean().notNull().default(false),
    popular: boolean().notNull().default(false),
    accent: text({ enum: coursePlanAccents }).notNull().default('edtech-green'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'course_pricing_prices_check',
      sql`${t.originalPricePence} >= 0 and ${t.currentPricePence} >= 0 and ${t.installmentPricePence} >= 0`,
    ),
    check('course_pricing_installment_months_check', sql`${t.installmentMonths} >= 0`),
    check('course_pricing_accent_check', oneOf(t.accent, coursePlanAccents)),
  ],
);

/** Icon: the SVG paths the course icon picker offers, by name. */
export const courseIcons = pgTable(
  'course_icons',
  {
    id: id(),
    /** Trimmed, lower case, hyphens for spaces (docs/courses.md). */
    iconName: text().notNull().unique('course_icons_icon_name_unique'),
    iconPath: text().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'course_icons_icon_name_check',
      sql`${t.iconName} <> '' and ${t.iconName} = lower(${t.iconName}) and ${t.iconName} !~ '[[:space:]]'`,
    ),
    check('course_icons_icon_path_check', sql`btrim(${t.iconPath}) <> ''`),
  ],
);
