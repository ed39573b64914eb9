// Publishing (docs/publishing.md): whether a course, a blog post or a website item is on the
// public site. An item is a draft, published, or scheduled for a time at which it goes live on
// its own: "live" is worked out when it is read, so no timer runs anywhere.
import { z } from 'zod';

export const publishStatuses = ['draft', 'published', 'scheduled'] as const;
export const publishStatus = z.enum(publishStatuses);
export type PublishStatus = z.infer<typeof publishStatus>;

/** How the screens name each state. */
export const publishStatusLabels: Record<PublishStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  scheduled: 'Scheduled',
};

export const publishMessages = {
  statusInvalid: `Publishing state must be one of: ${publishStatuses.join(', ')}`,
  publishAtInvalid: 'Publish time must be a date and time',
  publishAtRequired: 'Choose the date and time to publish at',
  publishAtPast: 'The publish time must be in the future',
  savedDraft: 'Saved as draft',
  published: 'Published',
  unpublished: 'Unpublished: now a draft',
  scheduled: 'Scheduled',
} as const;

/**
 * The publishing fields of a create or update. Both optional: a new item without them is a
 * draft, an update without them keeps its state.
 */
export const publishingShape = {
  publishStatus: z.enum(publishStatuses, { error: publishMessages.statusInvalid }).optional(),
  publishAt: z.iso
    .datetime({ offset: true, error: publishMessages.publishAtInvalid })
    .nullable()
    .optional(),
};
export const publishingInput = z.object(publishingShape);
export type PublishingInput = z.input<typeof publishingInput>;

/**
 * A schedule needs a time, in the future (`now` is the caller's clock). A time given with
 * another state is ignored (the server stores none).
 */
export function publishingIssue(
  value: PublishingInput,
  now: number = Date.now(),
): { path: 'publishAt'; message: string } | undefined {
  if (value.publishStatus !== 'scheduled') return undefined;
  if (!value.publishAt) return { path: 'publishAt', message: publishMessages.publishAtRequired };
  if (Date.parse(value.publishAt) <= now)
    return { path: 'publishAt', message: publishMessages.publishAtPast };
  return undefined;
}

/**
 * A `datetime-local` value (the browser's local time, no zone) as an ISO time; null when empty
 * or not a time, which the schedule's check then asks for.
 */
export function scheduledAt(local: string): string | null {
  if (!local) return null;
  const time = new Date(local);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}

/** An ISO time as a `datetime-local` value in the browser's time zone. */
export function toLocalDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}T${pad(time.getHours())}:${pad(time.getMinutes())}`;
}

/** Adds the schedule's issue, for a schema's `superRefine`. */
export function checkPublishing(value: PublishingInput, ctx: z.RefinementCtx): void {
  const issue = publishingIssue(value);
  if (issue) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
}

/** Whether the public site shows it at `now`. */
export function isLive(
  status: PublishStatus,
  publishAt: Date | string | null | undefined,
  now: number = Date.now(),
): boolean {
  if (status === 'published') return true;
  if (status !== 'scheduled' || !publishAt) return false;
  return new Date(publishAt).getTime() <= now;
}

/** The state the admin shows: a scheduled item whose time has passed is published. */
export function effectiveStatus(
  status: PublishStatus,
  publishAt: Date | string | null | undefined,
  now: number = Date.now(),
): PublishStatus {
  return status === 'scheduled' && isLive(status, publishAt, now) ? 'published' : status;
}

/**
 * The publishing fields of a stored record as the admin API answers them (the server always
 * sends them; a record read without them is taken as published, as everything was before).
 */
export const publishingFields = {
  publishStatus: publishStatus.default('published'),
  /** When a scheduled item goes (or went) live; null unless scheduled. */
  publishAt: z.string().nullable().default(null),
};

/** A list's filter by state: `published` includes scheduled items whose time has passed. */
export const publishStatusFilter = z
  .enum(publishStatuses, { error: publishMessages.statusInvalid })
  .optional();

/** What a change of state is called in the activity log, or undefined when it is no change. */
export function publishingChange(
  before: PublishStatus | undefined,
  after: PublishStatus,
): 'published' | 'unpublished' | 'scheduled' | undefined {
  if (before === after) return undefined;
  if (after === 'published') return 'published';
  if (after === 'scheduled') return 'scheduled';
  return before === undefined ? undefined : 'unpublished';
}

// Search-engine fields of a course or a post -----------------------------------------------------

export const seoLimits = {
  title: 70,
  titleHint: 60,
  description: 200,
  descriptionHint: 160,
  image: 2_000,
  canonical: 2_000,
} as const;

const seoText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

const isHttpAddress = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/** What a search result and a shared link show; every field optional, falling back to the record. */
export const seoInput = z.object({
  title: seoText('SEO title', seoLimits.title).optional(),
  description: seoText('SEO description', seoLimits.description).optional(),
  image: seoText('SEO image', seoLimits.image).optional(),
  canonical: seoText('Canonical address', seoLimits.canonical)
    .refine(
      (value) => value === '' || isHttpAddress(value),
      'Canonical address must start with http:// or https://',
    )
    .optional(),
  noindex: z.boolean({ error: 'No-index must be true or false' }).optional(),
});
export type SeoInput = z.input<typeof seoInput>;
export type Seo = z.output<typeof seoInput>;

/** The SEO section as a form edits it: text fields, empty when not set. */
export const seoFormValues = z.object({
  title: z.string(),
  description: z.string(),
  image: z.string(),
  canonical: z.string(),
  noindex: z.boolean(),
});
export type SeoFormValues = z.infer<typeof seoFormValues>;

export function seoFormOf(seo: Seo | null | undefined): SeoFormValues {
  return {
    title: seo?.title ?? '',
    description: seo?.description ?? '',
    image: seo?.image ?? '',
    canonical: seo?.canonical ?? '',
    noindex: seo?.noindex ?? false,
  };
}

/** The stored SEO fields as the admin API answers them. */
export const seoFields = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  image: z.string().optional(),
  canonical: z.string().optional(),
  noindex: z.boolean().optional(),
});

/** The SEO answer of the public API: every field filled from the record when not set. */
export const publicSeo = z.object({
  title: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  canonical: z.string().nullable(),
  noindex: z.boolean(),
});
export type PublicSeo = z.infer<typeof publicSeo>;

/** Keeps only the fields that say something, so an empty form stores nothing. */
export function compactSeo(seo: Seo | null | undefined): Seo | null {
  if (!seo) return null;
  const kept = Object.fromEntries(
    Object.entries(seo).filter(
      ([, value]) => value !== undefined && value !== '' && value !== false,
    ),
  );
  return Object.keys(kept).length === 0 ? null : (kept as Seo);
}

// Preview --------------------------------------------------------------------------------------

/** The header that carries a preview token to the public API. */
export const PREVIEW_HEADER = 'Coursedesk-Preview';
/** How long a preview token is good for. */
export const PREVIEW_TOKEN_SECONDS = 600;
export const PREVIEW_CACHE_CONTROL = 'private, no-store';

export const previewMessages = {
  invalid: 'This preview token is not valid',
  expired: 'This preview token has expired: open the preview again from the editor',
  otherRecord: 'This preview token is for another record',
  unknownType: 'Preview: type must be course, blog or the name of a website section',
  notFound: 'Nothing to preview: the record was not found',
} as const;

export const previewTokenRequest = z.object({
  /** `course`, `blog`, or the name of a website section (`faqs`, `mentors`, …). */
  type: z.string({ error: 'Type is required' }).min(1, 'Type is required').max(60),
  id: z.uuid({ error: 'Record id must be a record _id' }),
});
export type PreviewTokenRequest = z.infer<typeof previewTokenRequest>;

export const previewToken = z.object({
  token: z.string(),
  expiresAt: z.string(),
  /** SITE_PREVIEW_URL filled in; null when it is not set. */
  url: z.string().nullable(),
});
export type PreviewToken = z.infer<typeof previewToken>;

/** What the admin app learns of the site's settings. */
export const siteSettings = z.object({
  /** Whether SITE_PREVIEW_URL is set: the editors offer "Preview on site" only then. */
  previewUrl: z.boolean(),
});
export type SiteSettings = z.infer<typeof siteSettings>;
