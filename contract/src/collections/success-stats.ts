import { z } from 'zod';
import { defineCollection, listMessages, requiredText } from './define.ts';

const required = 'Value and label are required';

export const successStatInput = z.object({
  value: requiredText(required, 'Value', 50),
  label: requiredText(required, 'Label'),
});
export type SuccessStatInput = z.input<typeof successStatInput>;

export const successStatsCollection = defineCollection({
  name: 'success-stats',
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
  messages: listMessages(required, 'success stat', 'success stats'),
  defaults: () => ({}),
});
