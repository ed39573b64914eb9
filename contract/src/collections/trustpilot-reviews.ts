import { z } from 'zod';
import {
  defineCollection,
  listMessages,
  nextNumberedId,
  optionalImage,
  requiredText,
} from './define.ts';

const required = 'All fields are required';

/** A two-letter country code such as GB, upper-cased. */
export const countryCode = (label: string) =>
  requiredText(required, label, 2)
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, `${label} must be a two-letter country code such as GB`);

/** A review count is a whole number of at least 1; an empty one is 1. */
const reviewCount = z
  .number({ error: 'Review count must be a whole number' })
  .int('Review count must be a whole number')
  .min(1, 'Review count must be at least 1')
  .max(1_000_000, 'Review count must be at most 1000000')
  .default(1);

/** 0.5 to 5 in steps of 0.5. */
const halfStarRating = z
  .number({ error: required })
  .min(0.5, 'Rating must be at least 0.5')
  .max(5, 'Rating must be at most 5')
  .refine((value) => Number.isInteger(value * 2), 'Rating must be in steps of 0.5');

/** Today in long US format, such as 'March 15, 2026': the default of a new review's date. */
export function todayLongUs(now = new Date()): string {
  return now.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

export const trustpilotReviewInput = z.object({
  id: requiredText(required, 'ID', 50),
  name: requiredText(required, 'Name'),
  avatar: optionalImage('Avatar'),
  location: countryCode('Location'),
  reviewCount,
  rating: halfStarRating,
  title: requiredText(required, 'Title'),
  review: requiredText(required, 'Review', 5_000),
  reviewDate: requiredText(required, 'Review date', 50),
  verified: z.boolean({ error: 'Verified must be true or false' }).default(true),
});
export type TrustpilotReviewInput = z.input<typeof trustpilotReviewInput>;

export const trustpilotReviewsCollection = defineCollection({
  name: 'trustpilot-reviews',
  title: 'Trustpilot Reviews',
  description: 'Reviews from Trustpilot shown on the homepage, with the reviewer’s country.',
  singular: 'Review',
  input: trustpilotReviewInput,
  upload: { field: 'avatar', area: 'reviews' },
  requiredOnCreate: ['avatar'],
  layout: 'list',
  fields: [
    { name: 'id', label: 'ID', kind: 'text', placeholder: 'review-001' },
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'avatar', label: 'Avatar', kind: 'image' },
    { name: 'location', label: 'Location', kind: 'country', placeholder: 'GB' },
    { name: 'reviewCount', label: 'Review count', kind: 'number', min: 1, hint: 'At least 1' },
    { name: 'rating', label: 'Rating', kind: 'rating', step: 0.5 },
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'reviewDate', label: 'Review date', kind: 'text', placeholder: 'March 15, 2026' },
    { name: 'review', label: 'Review', kind: 'textarea' },
    { name: 'verified', label: 'Verified', kind: 'boolean' },
  ],
  display: {
    title: 'title',
    subtitle: 'name',
    body: 'review',
    chips: ['location', 'rating', 'reviewDate', 'verified'],
    leading: { kind: 'image', field: 'avatar' },
  },
  messages: {
    ...listMessages(required, 'review', 'reviews'),
    requiredOnCreate: 'An avatar is required for a new review',
  },
  numbered: { prefix: 'review-', digits: 3 },
  defaults: ({ highestNumber }) => ({
    id: nextNumberedId('review-', highestNumber),
    reviewCount: 1,
    rating: 5,
    reviewDate: todayLongUs(),
    verified: true,
  }),
});
