import { z } from 'zod';
import {
  defineCollection,
  listMessages,
  requiredText,
  titleAndDescription,
  titleAndDescriptionFields,
} from './define.ts';

const required = 'Year, title, and description are required';

export const milestoneInput = z.object({
  year: requiredText(required, 'Year', 20),
  ...titleAndDescription(required),
});
export type MilestoneInput = z.input<typeof milestoneInput>;

export const milestonesCollection = defineCollection({
  name: 'milestones',
  title: 'Milestones',
  description: 'The moments of our story shown on the About page timeline.',
  singular: 'Milestone',
  input: milestoneInput,
  layout: 'list',
  fields: [
    { name: 'year', label: 'Year', kind: 'text', placeholder: '2024' },
    ...titleAndDescriptionFields,
  ],
  display: { title: 'title', body: 'description', leading: { kind: 'value', field: 'year' } },
  messages: listMessages(required, 'milestone', 'milestones'),
  defaults: () => ({ year: String(new Date().getFullYear()) }),
});
