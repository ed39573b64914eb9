import { z } from 'zod';
import { defineCollection, requiredText } from './define.ts';

const required = 'Icon, title, and description are required';

export const mentorFeatureInput = z.object({
  icon: requiredText(required, 'Icon', 16),
  title: requiredText(required, 'Title'),
  description: requiredText(required, 'Description', 2_000),
});
export type MentorFeatureInput = z.input<typeof mentorFeatureInput>;

export const mentorFeaturesCollection = defineCollection({
  name: 'mentor-features',
  path: '/mentor-features',
  title: 'Why Choose Us',
  description: 'The reasons to choose us, shown as feature cards on the homepage.',
  singular: 'Feature',
  input: mentorFeatureInput,
  layout: 'list',
  fields: [
    { name: 'icon', label: 'Icon', kind: 'emoji', placeholder: '🎯', hint: 'One emoji' },
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'description', label: 'Description', kind: 'textarea' },
  ],
  display: { title: 'title', body: 'description', leading: { kind: 'emoji', field: 'icon' } },
  messages: {
    required,
    empty: 'No features',
    fetchFailed: 'Failed to fetch mentor features',
    saveFailed: 'Failed to save mentor feature',
    deleteFailed: 'Failed to delete mentor feature',
    deleteConfirm: 'Are you sure you want to delete this feature?',
  },
  defaults: () => ({}),
});
