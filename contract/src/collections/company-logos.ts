import { z } from 'zod';
import { defineCollection, httpUrl, requiredText } from './define.ts';

const required = 'Name and logo are required';

export const companyLogoInput = z.object({
  name: requiredText(required, 'Name'),
  logo: httpUrl(required, 'Logo URL', { sitePath: true }),
});
export type CompanyLogoInput = z.input<typeof companyLogoInput>;

export const companyLogosCollection = defineCollection({
  name: 'company-logos',
  path: '/company-logos',
  title: 'Global Placements',
  description: 'Logos of the companies our graduates work at, shown on the homepage.',
  singular: 'Company logo',
  input: companyLogoInput,
  layout: 'list',
  fields: [
    { name: 'name', label: 'Company name', kind: 'text', placeholder: 'Acme Ltd' },
    {
      name: 'logo',
      label: 'Logo URL',
      kind: 'url',
      placeholder: 'https://…/logo.svg',
      hint: 'A web address, or a path on this site such as /logos/acme.svg',
    },
  ],
  display: { title: 'name', subtitle: 'logo', leading: { kind: 'image', field: 'logo' } },
  messages: {
    required,
    empty: 'No company logos',
    fetchFailed: 'Failed to fetch company logos',
    saveFailed: 'Failed to save company logo',
    deleteFailed: 'Failed to delete company logo',
    deleteConfirm: 'Are you sure you want to delete this company logo?',
  },
  defaults: () => ({}),
});
