import { z } from 'zod';
import { defineCollection, requiredText } from './define.ts';

const required = 'Value and label are required';

export const successStatInput = z.object({
  value: requiredText(required, 'Value', 50),
  label: requiredText(required, 'Label'),
});
export type SuccessStatInput = z.input<typeof successStatInput>;

export const successStatsCollection = defineCollection({
  name: 'success-stats',
  path: '/success-stats',
  title: 'Success Stats',
  description: 'The outcome figures shown on the homepage.',
  singular: 'Success stat',
  input: successStatInput,
  layout: 'list',
  fields: [
    { name: 'value', label: 'Value', kind: 'text', placeholder: '95%' },
    { name: 'label', label: 'Label', kind: 'text', placeholder: 'Job placement rate' },
  ],
  display: { title: 'label', leading: { kind: 'value', field: 'value' } },
  messages: {
    required,
    empty: 'No success stats',
    fetchFailed: 'Failed to fetch success stats',
    saveFailed: 'Failed to save success stat',
    deleteFailed: 'Failed to delete success stat',
    deleteConfirm: 'Are you sure you want to delete this success stat?',
  },
  defaults: () => ({}),
});
