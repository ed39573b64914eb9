import { z } from 'zod';
import { accentField, basicAccents } from './accents.ts';
import {
  defineCollection,
  listMessages,
  nextNumberedId,
  optionalImage,
  optionalText,
  requiredChoice,
  requiredText,
  wholeNumber,
} from './define.ts';

const required = 'All required fields must be filled';

export const testimonialInput = z.object({
  id: requiredText(required, 'ID', 50),
  name: requiredText(required, 'Name'),
  role: requiredText(required, 'Role'),
  company: optionalText('Company'),
  rating: wholeNumber(required, 'Rating', 1, 5),
  review: requiredText(required, 'Review', 5_000),
  category: requiredText(required, 'Category', 100),
  accent: requiredChoice(required, 'Accent', basicAccents),
  photo: optionalImage('Photo'),
});
export type TestimonialInput = z.input<typeof testimonialInput>;

export const testimonialsCollection = defineCollection({
  name: 'testimonials',
  title: 'Testimonials',
  description: 'Success stories of students, with their rating and photo.',
  singular: 'Testimonial',
  input: testimonialInput,
  upload: { field: 'photo', area: 'testimonials' },
  layout: 'list',
  fields: [
    { name: 'id', label: 'ID', kind: 'text', placeholder: 'testimonial-001' },
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'role', label: 'Role', kind: 'text', placeholder: 'Data Analyst' },
    { name: 'company', label: 'Company', kind: 'text', optional: true },
    { name: 'rating', label: 'Rating', kind: 'rating', step: 1 },
    { name: 'category', label: 'Category', kind: 'text', placeholder: '🚀 Career Change' },
    { name: 'review', label: 'Review', kind: 'textarea' },
    accentField('accent', 'Accent', basicAccents),
    {
      name: 'photo',
      label: 'Photo',
      kind: 'image',
      optional: true,
      uploadEndpoint: 'testimonial-avatar',
    },
  ],
  display: {
    title: 'name',
    subtitle: 'role',
    body: 'review',
    chips: ['category', 'company', 'rating'],
    leading: { kind: 'image', field: 'photo' },
    accent: 'accent',
  },
  messages: listMessages(required, 'testimonial', 'testimonials'),
  // a new testimonial starts at rating 5, colour green.
  numbered: { prefix: 'testimonial-', digits: 3 },
  defaults: ({ highestNumber }) => ({
    id: nextNumberedId('testimonial-', highestNumber),
    rating: 5,
    accent: 'green' as const,
  }),
});
