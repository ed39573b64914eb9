// The company info page (docs/company.md). Three single records, each with its own endpoints, and one request that
// saves all three together. The server validates with these schemas and the page's form reuses
// them, so both name the same field in the same words.
import { z } from 'zod';
import { countryNames, isCountryName } from './countries.ts';
import { envelope } from './envelope.ts';
import { storedRecord } from './record.ts';
import { text } from './text.ts';
import { isWebAddress } from './web-address.ts';

export const companyMessages = {
  /** The page's save. */
  saved: 'Company info, contact data, and highlighted countries saved successfully!',
  companyInfoFailed: 'Failed to save company info',
  contactDataFailed: 'Failed to save contact data',
  countriesFailed: 'Failed to save highlighted countries',
  saveFailed: 'Failed to save data',
  fetchFailed: 'Failed to fetch data',
  companyInfoNotFound: 'Company info not found',
  contactDataNotFound: 'Contact data not found',
  countriesNotFound: 'Highlighted countries not found',
  companyInfoCreated: 'Company info created successfully',
  companyInfoUpdated: 'Company info updated successfully',
  contactDataCreated: 'Contact data created successfully',
  contactDataUpdated: 'Contact data updated successfully',
  countriesCreated: 'Highlighted countries created successfully',
  countriesUpdated: 'Highlighted countries updated successfully',
  companyInfoDeleted: 'Company info deleted successfully',
  contactDataDeleted: 'Contact data deleted successfully',
  countriesDeleted: 'Highlighted countries deleted successfully',
  unknownCountry: (name: string) =>
    `Highlighted countries: "${name.slice(0, 80)}" is not a country on the list`,
  duplicateCountry: (name: string) => `Highlighted countries: "${name}" is chosen twice`,
} as const;

const M = companyMessages;

const SHORT = 200;
const LONG = 2_000;
/** Items of one list (roles, messages, offices, questions, benefits). */
const MAX_ITEMS = 50;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;
const urlMessage = (label: string) =>
  `${label} must be a web address starting with http:// or https://`;

/** Text that must not be blank once trimmed. */
const requiredText = (label: string, max = SHORT) =>
  text(label, `${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, tooLong(label, max));

/** Text that may be empty (missing is ''); a value given must pass `check`. */
function optionalText(
  label: string,
  max = SHORT,
  check?: { accepts: (value: string) => boolean; message: string },
) {
  const value = text(label, `${label} must be text`).trim().max(max, tooLong(label, max));
  return (check ? value.refine((v) => v === '' || check.accepts(v), check.message) : value)
    .optional()
    .default('');
}

const optionalUrl = (label: string) =>
  optionalText(label, LONG, { accepts: isWebAddress, message: urlMessage(label) });

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const optionalEmail = (label: string) =>
  optionalText(label, 254, {
    accepts: (value) => EMAIL.test(value),
    message: `${label} must be a valid email address`,
  });

/** A phone number as people write it: digits, spaces, brackets, hyphens, a leading +. */
const PHONE = /^\+?[0-9][0-9 ()-]{4,30}$/;
const phoneMessage = (label: string) =>
  `${label} may contain only digits, spaces, brackets, hyphens and a leading +`;

const list = <T extends z.ZodType>(label: string, item: T, max = MAX_ITEMS) =>
  z
    .array(item, { error: `${label} must be a list` })
    .max(max, `${label} may hold at most ${max} items`)
    .optional()
    .default([]);

// Company info (docs/company.md) ---------------------------------------------------------------------

/** The two fixed values of a benefit cell; anything else is custom text shown as written. */
export const benefitMarks = ['tick', 'cross'] as const;
export type BenefitMark = (typeof benefitMarks)[number];

export const marketingStatInput = z.object({
  number: requiredText('Marketing statistic number', 50),
  label: requiredText('Marketing statistic label'),
});

export const pricingFaqInput = z.object({
  id: z
    .number({ error: 'Pricing FAQ id must be a number' })
    .int('Pricing FAQ id must be a whole number')
    .min(1, 'Pricing FAQ id must be at least 1')
    .max(1_000_000, 'Pricing FAQ id must be at most 1000000'),
  question: requiredText('Pricing FAQ question', 500),
  answer: requiredText('Pricing FAQ answer', LONG),
});

export const benefitInput = z.object({
  feature: requiredText('Benefit feature'),
  description: optionalText('Benefit description', 500),
  us: requiredText('Benefit value for us'),
  others: requiredText('Benefit value for others'),
});

export const socialMediaInput = z
  .object({
    facebook: optionalUrl('Facebook link'),
    instagram: optionalUrl('Instagram link'),
    linkedin: optionalUrl('LinkedIn link'),
  })
  .optional()
  .default({ facebook: '', instagram: '', linkedin: '' });

export const companyInfoInput = z.object(
  {
    whatsappNumber: optionalText('WhatsApp number', 40, {
      accepts: (value) => PHONE.test(value),
      message: phoneMessage('WhatsApp number'),
    }),
    supportEmail: optionalEmail('Support email'),
    heroRoles: list('Hero roles', requiredText('Hero role')),
    carouselRoles: list('Carousel roles', requiredText('Carousel role')),
    marketingStats: list('Marketing statistics', marketingStatInput),
    whatsappQuickMessages: list(
      'WhatsApp quick messages',
      requiredText('WhatsApp quick message', 500),
    ),
    pricingFaq: list('Pricing FAQ', pricingFaqInput).refine(
      (items) => new Set(items.map((item) => item.id)).size === items.length,
      'Pricing FAQ ids must be unique',
    ),
    courseBenefitsComparison: list('Course benefits comparison', benefitInput),
    socialMedia: socialMediaInput,
  },
  { error: 'Company info must be an object' },
);
export type CompanyInfoInput = z.input<typeof companyInfoInput>;
export type CompanyInfoValues = z.output<typeof companyInfoInput>;

const marketingStat = z.object({ number: z.string(), label: z.string() });
const pricingFaqItem = z.object({ id: z.number(), question: z.string(), answer: z.string() });
const benefit = z.object({
  feature: z.string(),
  description: z.string(),
  us: z.string(),
  others: z.string(),
});

export const companyInfo = storedRecord({
  whatsappNumber: z.string(),
  supportEmail: z.string(),
  heroRoles: z.array(z.string()),
  carouselRoles: z.array(z.string()),
  marketingStats: z.array(marketingStat),
  whatsappQuickMessages: z.array(z.string()),
  pricingFaq: z.array(pricingFaqItem),
  courseBenefitsComparison: z.array(benefit),
  socialMedia: z.object({ facebook: z.string(), instagram: z.string(), linkedin: z.string() }),
});
export type CompanyInfo = z.infer<typeof companyInfo>;

// Contact data (docs/company.md) ----------------------------------------------------

export const officeInput = z.object({
  name: requiredText('Office name'),
  address: requiredText('Office address', 500),
  phone: requiredText('Office phone', 40).refine(
    (value) => PHONE.test(value),
    phoneMessage('Office phone'),
  ),
  email: optionalEmail('Office email'),
  mapUrl: optionalUrl('Office map URL'),
});
export type OfficeInput = z.input<typeof officeInput>;

export const contactDataInput = z.object(
  {
    offices: list('Office locations', officeInput),
    responseTime: optionalText('Response time'),
    mapEmbedUrl: optionalUrl('Map embed URL'),
  },
  { error: 'Contact data must be an object' },
);
export type ContactDataInput = z.input<typeof contactDataInput>;
export type ContactDataValues = z.output<typeof contactDataInput>;

export const office = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string().optional(),
  mapUrl: z.string().optional(),
});
export type Office = z.infer<typeof office>;

export const contactData = storedRecord({
  offices: z.array(office),
  responseTime: z.string(),
  mapEmbedUrl: z.string(),
});
export type ContactData = z.infer<typeof contactData>;

// Highlighted countries (docs/company.md) ------------------------------------------------------------

export const highlightedCountriesInput = z.object(
  {
    countries: z
      .array(
        z
          .string({ error: 'Highlighted countries must be country names' })
          .refine(isCountryName, { error: (issue) => M.unknownCountry(String(issue.input)) }),
        { error: 'Highlighted countries must be a list of country names' },
      )
      .max(countryNames.length, `Highlighted countries may hold at most ${countryNames.length}`)
      .superRefine((names, ctx) => {
        const seen = new Set<string>();
        names.forEach((name, index) => {
          if (seen.has(name)) {
            ctx.addIssue({ code: 'custom', path: [index], message: M.duplicateCountry(name) });
          }
          seen.add(name);
        });
      })
      .optional()
      .default([]),
  },
  { error: 'Highlighted countries must be an object' },
);
export type HighlightedCountriesInput = z.input<typeof highlightedCountriesInput>;
export type HighlightedCountriesValues = z.output<typeof highlightedCountriesInput>;

export const highlightedCountries = storedRecord({
  countries: z.array(z.string()),
});
export type HighlightedCountries = z.infer<typeof highlightedCountries>;

// The page: all three, read and saved together ------------------------------------------------

export const companySettingsInput = z.object(
  {
    companyInfo: companyInfoInput,
    contactData: contactDataInput,
    highlightedCountries: highlightedCountriesInput,
  },
  { error: 'Company info, contact data and highlighted countries are required' },
);
export type CompanySettingsInput = z.input<typeof companySettingsInput>;
export type CompanySettingsValues = z.output<typeof companySettingsInput>;

/** What the page shows; a record never saved is null. */
export const companySettings = z.object({
  companyInfo: companyInfo.nullable(),
  contactData: contactData.nullable(),
  highlightedCountries: highlightedCountries.nullable(),
});
export type CompanySettings = z.infer<typeof companySettings>;

export const companyInfoListResponse = envelope(z.array(companyInfo));
export const companyInfoResponse = envelope(companyInfo);
export const contactDataListResponse = envelope(z.array(contactData));
export const contactDataResponse = envelope(contactData);
export const highlightedCountriesListResponse = envelope(z.array(highlightedCountries));
export const highlightedCountriesResponse = envelope(highlightedCountries);
export const companySettingsResponse = envelope(companySettings);
