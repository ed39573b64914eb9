import { z } from 'zod';
import { accentField, edtechColors } from './accents.ts';
import { defineCollection, listMessages, requiredChoice, requiredText } from './define.ts';

const required = 'Number, label, and color are required';

export const marketingStatInput = z.object({
  number: requiredText(required, 'Number', 50),
  label: requiredText(required, 'Label'),
  color: requiredChoice(required, 'Color', edtechColors),
});
export type MarketingStatInput = z.input<typeof marketingStatInput>;

export const statsCollection = defineCollection({
  name: 'stats',
  title: 'Marketing Statistics',
  description: 'The headline numbers shown on the About page.',
  singular: 'Statistic',
  input: marketingStatInput,
  layout: 'list',
  fields: [
    { name: 'number', label: 'Number', kind: 'text', placeholder: '500+' },
    { name: 'label', label: 'Label', kind: 'text', placeholder: 'Active students' },
    accentField('color', 'Color', edtechColors),
  ],
  display: { title: 'label', leading: { kind: 'value', field: 'number' }, accent: 'color' },
  messages: {
    ...listMessages(required, 'stat', 'stats'),
    empty: 'No statistics',
    deleteConfirm: 'Are you sure you want to delete this statistic?',
  },
  defaults: () => ({ color: 'edtech-green' as const }),
});
