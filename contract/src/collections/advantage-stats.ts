import { z } from 'zod';
import { accentField, basicAccents } from './accents.ts';
import {
  defineCollection,
  listMessages,
  nextNumberedId,
  requiredChoice,
  requiredText,
  wholeNumber,
} from './define.ts';

const required = 'All fields are required';

export const advantageStatInput = z.object({
  id: requiredText(required, 'ID', 50),
  title: requiredText(required, 'Title'),
  value: requiredText(required, 'Value', 50),
  label: requiredText(required, 'Label'),
  description: requiredText(required, 'Description', 2_000),
  dots: wholeNumber(required, 'Dots', 0, 20),
  accent: requiredChoice(required, 'Accent', basicAccents),
});
export type AdvantageStatInput = z.input<typeof advantageStatInput>;

export const advantageStatsCollection = defineCollection({
  name: 'advantage-stats',
  title: 'Advantage Stats',
  description: 'The figures on the About page that show what sets us apart.',
  singular: 'Advantage stat',
  // The screen names the button 'Add Stat'.
  addLabel: 'Add Stat',
  input: advantageStatInput,
  layout: 'cards',
  fields: [
    { name: 'id', label: 'ID', kind: 'text', placeholder: 'stat-001' },
    { name: 'title', label: 'Title', kind: 'text' },
    { name: 'value', label: 'Value', kind: 'text', placeholder: '50,000+' },
    { name: 'label', label: 'Label', kind: 'text' },
    { name: 'description', label: 'Description', kind: 'textarea' },
    {
      name: 'dots',
      label: 'Dots',
      kind: 'number',
      min: 0,
      max: 20,
      hint: 'Decorative dots, 0 to 20',
    },
    accentField('accent', 'Accent', basicAccents),
  ],
  display: {
    title: 'title',
    subtitle: 'label',
    body: 'description',
    chips: ['id'],
    leading: { kind: 'value', field: 'value' },
    accent: 'accent',
  },
  messages: listMessages(required, 'advantage stat', 'advantage stats'),
  numbered: { prefix: 'stat-', digits: 3 },
  defaults: ({ highestNumber }) => ({
    id: nextNumberedId('stat-', highestNumber),
    dots: 0,
    accent: 'blue' as const,
  }),
});
