import { z } from 'zod';
import { isSitePath } from '../web-address.ts';
import { defineCollection, isImageValue, listMessages, requiredText } from './define.ts';

const required = 'Name and logo are required';

export const companyLogoInput = z.object({
  name: requiredText(required, 'Name'),
  // An uploaded image; a web address, or a path on this site for a logo entered before logos
  // were uploaded (`/logos/acme.svg`), is still accepted.
  logo: requiredText(required, 'Logo', 2_000).refine(
    (value) => isImageValue(value) || isSitePath(value),
    'Logo must be an uploaded image, a web address starting with http:// or https://, or a path on this site starting with /',
  ),
});
export type CompanyLogoInput = z.input<typeof companyLogoInput>;

export const companyLogosCollection = defineCollection({
  name: 'company-logos',
  title: 'Global Placements',
  description: 'Logos of the companies our graduates work at, shown on the homepage.',
  singular: 'Company logo',
  input: companyLogoInput,
  upload: { field: 'logo', area: 'company-logos' },
  layout: 'list',
  fields: [
    { name: 'name', label: 'Company name', kind: 'text', placeholder: 'Acme Ltd' },
    { name: 'logo', label: 'Logo', kind: 'image', uploadEndpoint: 'company-logo' },
  ],
  display: { title: 'name', leading: { kind: 'image', field: 'logo' } },
  messages: listMessages(required, 'company logo', 'company logos'),
  defaults: () => ({}),
});
