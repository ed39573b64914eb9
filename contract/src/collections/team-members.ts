import { z } from 'zod';
import {
  defineCollection,
  listMessages,
  optionalHttpUrl,
  optionalImage,
  requiredText,
} from './define.ts';

const required = 'Name, role, and bio are required';

export const teamMemberInput = z.object({
  name: requiredText(required, 'Name'),
  role: requiredText(required, 'Role'),
  bio: requiredText(required, 'Bio', 5_000),
  image: optionalImage('Image'),
  linkedin: optionalHttpUrl('LinkedIn'),
  twitter: optionalHttpUrl('Twitter'),
});
export type TeamMemberInput = z.input<typeof teamMemberInput>;

export const teamMembersCollection = defineCollection({
  name: 'team-members',
  title: 'Meet Our Team',
  description: 'The people of the About page, with their photo, bio and social links.',
  singular: 'Team member',
  addLabel: 'Add Member',
  input: teamMemberInput,
  upload: { field: 'image', area: 'team' },
  layout: 'cards',
  fields: [
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'role', label: 'Role', kind: 'text', placeholder: 'Head of Curriculum' },
    { name: 'bio', label: 'Bio', kind: 'textarea' },
    { name: 'image', label: 'Photo', kind: 'image', optional: true },
    {
      name: 'linkedin',
      label: 'LinkedIn',
      kind: 'url',
      optional: true,
      placeholder: 'https://www.linkedin.com/in/…',
    },
    {
      name: 'twitter',
      label: 'Twitter',
      kind: 'url',
      optional: true,
      placeholder: 'https://twitter.com/…',
    },
  ],
  display: {
    title: 'name',
    subtitle: 'role',
    body: 'bio',
    leading: { kind: 'image', field: 'image' },
    links: ['linkedin', 'twitter'],
  },
  messages: {
    ...listMessages(required, 'team member', 'team members'),
    empty: 'No team members found',
  },
  defaults: () => ({}),
  search: { fields: ['name', 'role'], placeholder: 'Search by name or role...' },
  // Unique Roles counts the distinct first words of the roles; a Complete Profile has both
  // social links (the server's SQL of each: server/src/modules/collections/registry.ts).
  stats: [
    { key: 'total', label: 'Total Members' },
    { key: 'uniqueRoles', label: 'Unique Roles' },
    { key: 'completeProfiles', label: 'Complete Profiles' },
  ],
});
