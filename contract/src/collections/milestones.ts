import { z } from 'zod';
import { defineCollection, requiredText } from './define.ts';

const required = 'Year, title, and description are required';

export const milestoneInput = z.object({
  year: requiredText(required, 'Year', 20),
  title: requiredText(required, 'Title'),
  description: requiredText(required, 'Description', 2_000),
});
export type MilestoneInput = z.input<typeof milestoneInput>;

export const milestonesCollection = defineCollection({
  name: 'milestones',
  path: '/milestones',
  title: 'Milestones',
  description: 'The moments of our story shown on the About page timeline.',
  singular: 'Milestone',
  input: milestoneInput,
  layout: 'list',
  fields: [
    { name: 'year', label: 'Year', kind: 'text', placeholder: '2024' },
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'description', label: 'Description', kind: 'textarea' },
  ],
  display: { title: 'title', body: 'description', leading: { kind: 'value', field: 'year' } },
  messages: {
    required,
    empty: 'No milestones',
    fetchFailed: 'Failed to fetch milestones',
    saveFailed: 'Failed to save milestone',
    deleteFailed: 'Failed to delete milestone',
    deleteConfirm: 'Are you sure you want to delete this milestone?',
  },
  defaults: () => ({ year: String(new Date().getFullYear()) }),
});
