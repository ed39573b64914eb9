// Site keys (docs/website-api.md, "Site keys"): a website's own server sends one in
// `Coursedesk-Site-Key`, with its visitor's address in `Coursedesk-Visitor-Ip`, so the public
// form limits count per key and per visitor instead of per server address.
import { z } from 'zod';
import { envelope } from './envelope.ts';
import { text } from './text.ts';

export const SITE_KEY_HEADER = 'coursedesk-site-key';
export const VISITOR_IP_HEADER = 'coursedesk-visitor-ip';

/** Every key starts so, which makes a leaked one easy to recognise in a scan. */
export const SITE_KEY_PREFIX = 'cdsk_';

export const SITE_KEY_NAME_MAX = 80;

export const siteKeyMessages = {
  listed: 'Site keys loaded',
  created: 'Site key created: copy it now, it is not shown again',
  revoked: 'Site key revoked',
  notFound: 'Site key not found',
  alreadyRevoked: 'This site key is already revoked',
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${SITE_KEY_NAME_MAX} characters`,
  unknownKey:
    'The Coursedesk-Site-Key header names no site key: check the key, or send no header to call as a visitor',
  revokedKey:
    'The site key in Coursedesk-Site-Key was revoked: create a new one in the admin (Site keys)',
} as const;

export const siteKeyInput = z.object({
  name: text('Name', siteKeyMessages.nameRequired)
    .trim()
    .min(1, siteKeyMessages.nameRequired)
    .max(SITE_KEY_NAME_MAX, siteKeyMessages.nameTooLong),
});
export type SiteKeyInput = z.infer<typeof siteKeyInput>;

/** A key as the list shows it: never the key, only its first characters. */
export const siteKey = z.object({
  _id: z.uuid(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type SiteKey = z.infer<typeof siteKey>;

export const siteKeyListResponse = envelope(z.array(siteKey));

/** The answer to a create: the only time the key itself is told. */
export const createdSiteKeyResponse = envelope(siteKey.extend({ key: z.string() }));
export type CreatedSiteKey = z.infer<typeof createdSiteKeyResponse>['data'];

export const siteKeyResponse = envelope(siteKey);

export const siteKeyParams = z.object({ id: z.uuid({ error: siteKeyMessages.notFound }) });
