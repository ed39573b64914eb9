import { z } from 'zod';
import { accentField, skillAccents } from './accents.ts';
import {
  capitalize,
  defineCollection,
  listMessages,
  options,
  requiredChoice,
  requiredText,
} from './define.ts';

const required = 'All fields are required';

export const skillCategories = [
  'programming',
  'design',
  'marketing',
  'business',
  'data',
  'other',
] as const;

export const upcomingSkillInput = z.object({
  id: requiredText(required, 'ID', 50),
  name: requiredText(required, 'Name'),
  category: requiredChoice(required, 'Category', skillCategories),
  demand: requiredText(required, 'Demand', 50),
  growth: requiredText(required, 'Growth', 50),
  icon: requiredText(required, 'Icon', 50),
  accent: requiredChoice(required, 'Accent', skillAccents),
});
export type UpcomingSkillInput = z.input<typeof upcomingSkillInput>;

export const upcomingSkillsCollection = defineCollection({
  name: 'upcoming-skills',
  title: 'Upcoming Skills',
  description: 'The Future-Ready Skills shown on the homepage.',
  singular: 'Skill',
  input: upcomingSkillInput,
  layout: 'list',
  fields: [
    { name: 'id', label: 'ID', kind: 'text', placeholder: 'ai-engineering' },
    { name: 'name', label: 'Name', kind: 'text', placeholder: 'AI Engineering' },
    {
      name: 'category',
      label: 'Category',
      kind: 'select',
      options: options(skillCategories, capitalize),
    },
    { name: 'demand', label: 'Demand', kind: 'text', placeholder: 'Very High' },
    { name: 'growth', label: 'Growth', kind: 'text', placeholder: '+45%' },
    {
      name: 'icon',
      label: 'Icon',
      kind: 'emoji',
      placeholder: '🤖',
      hint: 'An emoji or icon name',
    },
    accentField('accent', 'Accent', skillAccents),
  ],
  display: {
    title: 'name',
    chips: ['category', 'demand', 'growth'],
    leading: { kind: 'emoji', field: 'icon' },
    accent: 'accent',
  },
  messages: listMessages(required, 'skill', 'upcoming skills'),
  defaults: () => ({ category: 'programming' as const, accent: 'blue' as const }),
});
