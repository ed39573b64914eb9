import { z } from 'zod';
import { accentField, mentorAccents } from './accents.ts';
import {
  defineCollection,
  imageValue,
  listMessages,
  nextNumberedId,
  requiredChoice,
  requiredText,
} from './define.ts';

const required = 'All fields are required';

export const mentorInput = z.object({
  id: requiredText(required, 'ID', 50),
  name: requiredText(required, 'Name'),
  role: requiredText(required, 'Role'),
  company: requiredText(required, 'Company'),
  image: imageValue(required, 'Image'),
  accent: requiredChoice(required, 'Accent', mentorAccents),
});
export type MentorInput = z.input<typeof mentorInput>;

export const mentorsCollection = defineCollection({
  name: 'mentors',
  title: 'Expert Mentors',
  description: 'The mentors the About page introduces, with their photo and company.',
  singular: 'Mentor',
  input: mentorInput,
  upload: { field: 'image', area: 'mentors' },
  layout: 'list',
  fields: [
    { name: 'id', label: 'ID', kind: 'text', placeholder: 'mentor-001' },
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'role', label: 'Role', kind: 'text', placeholder: 'Senior Data Scientist' },
    { name: 'company', label: 'Company', kind: 'text' },
    { name: 'image', label: 'Image', kind: 'image', uploadEndpoint: 'mentor-image' },
    accentField('accent', 'Accent', mentorAccents),
  ],
  display: {
    title: 'name',
    subtitle: 'role',
    chips: ['company', 'id'],
    leading: { kind: 'image', field: 'image' },
    accent: 'accent',
  },
  messages: listMessages(required, 'mentor', 'mentors'),
  numbered: { prefix: 'mentor-', digits: 3 },
  defaults: ({ highestNumber }) => ({
    id: nextNumberedId('mentor-', highestNumber),
    accent: 'blue' as const,
  }),
});
