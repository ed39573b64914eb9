import { z } from 'zod';
import { defineCollection, httpUrl, listMessages, requiredText } from './define.ts';

const required = 'Name and logo are required';

export const companyLogoInput = z.object({
  name: requiredText(required, 'Name'),
  logo: httpUrl(required, 'Logo URL', { sitePath: true }),
});
export type CompanyLogoInput = z.input<typeof companyLogoInput>;

export const companyLogosCollection = defineCollection({
  name: 'company-logos',
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
  messages: listMessages(required, 'company logo', 'company logos'),
  defaults: () => ({}),
});
