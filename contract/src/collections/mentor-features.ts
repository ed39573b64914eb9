import { z } from 'zod';
import {
  defineCollection,
  listMessages,
  requiredText,
  titleAndDescription,
  titleAndDescriptionFields,
} from './define.ts';

const required = 'Icon, title, and description are required';

export const mentorFeatureInput = z.object({
  icon: requiredText(required, 'Icon', 16),
  ...titleAndDescription(required),
});
export type MentorFeatureInput = z.input<typeof mentorFeatureInput>;

export const mentorFeaturesCollection = defineCollection({
  name: 'mentor-features',
  title: 'Why Choose Us',
  description: 'The reasons to choose us, shown as feature cards on the homepage.',
  singular: 'Feature',
  input: mentorFeatureInput,
  layout: 'list',
  fields: [
    { name: 'icon', label: 'Icon', kind: 'emoji', placeholder: '🎯', hint: 'One emoji' },
    ...titleAndDescriptionFields,
  ],
  display: { title: 'title', body: 'description', leading: { kind: 'emoji', field: 'icon' } },
  messages: {
    ...listMessages(required, 'mentor feature', 'mentor features'),
    empty: 'No features',
    deleteConfirm: 'Are you sure you want to delete this feature?',
  },
  defaults: () => ({}),
});
