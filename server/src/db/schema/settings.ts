// The single-record settings behind the company info page.
import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

/**
 * Makes a table hold at most one row: the column is always true and unique, so a second insert
 * fails with a unique violation. The row keeps a uuid `id` like any other (the wire's `_id`).
 */
const singleton = () => boolean().notNull().default(true).unique();

export interface MarketingStatItem {
  number: string;
  label: string;
}
export interface PricingFaqItem {
  id: number;
  question: string;
  answer: string;
}
/** `us` and `others` hold `tick`, `cross` or custom text. */
export interface BenefitComparisonItem {
  feature: string;
  description: string;
  us: string;
  others: string;
}
export interface SocialMediaLinks {
  facebook: string;
  instagram: string;
  linkedin: string;
}

/** Company info (single record). */
export const companyInfo = pgTable(
  'company_info',
  {
    id: id(),
    singleton: singleton(),
    whatsappNumber: text().notNull().default(''),
    supportEmail: text().notNull().default(''),
    heroRoles: text().array().notNull().default([]),
    carouselRoles: text().array().notNull().default([]),
    marketingStats: jsonb().$type<MarketingStatItem[]>().notNull().default([]),
    whatsappQuickMessages: text().array().notNull().default([]),
    pricingFaq: jsonb().$type<PricingFaqItem[]>().notNull().default([]),
    courseBenefitsComparison: jsonb().$type<BenefitComparisonItem[]>().notNull().default([]),
    socialMedia: jsonb()
      .$type<SocialMediaLinks>()
      .notNull()
      .default({ facebook: '', instagram: '', linkedin: '' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('company_info_singleton_check', sql`${t.singleton}`),
    check(
      'company_info_json_check',
      sql`jsonb_typeof(${t.marketingStats}) = 'array' and jsonb_typeof(${t.pricingFaq}) = 'array' and jsonb_typeof(${t.courseBenefitsComparison}) = 'array' and jsonb_typeof(${t.socialMedia}) = 'object'`,
    ),
  ],
);

export interface Office {
  name: string;
  address: string;
  phone: string;
  email?: string;
  mapUrl?: string;
}

/** Contact data (single record, shown on the company info page). */
export const contactData = pgTable(
  'contact_data',
  {
    id: id(),
    singleton: singleton(),
    offices: jsonb().$type<Office[]>().notNull().default([]),
    responseTime: text().notNull().default(''),
    mapEmbedUrl: text().notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('contact_data_singleton_check', sql`${t.singleton}`),
    check('contact_data_offices_check', sql`jsonb_typeof(${t.offices}) = 'array'`),
  ],
);

/** Highlighted countries (single record): country names as the site lists them. */
export const highlightedCountries = pgTable(
  'highlighted_countries',
  {
    id: id(),
    singleton: singleton(),
    countries: text().array().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('highlighted_countries_singleton_check', sql`${t.singleton}`)],
);
