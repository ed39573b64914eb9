// Change notifications (docs/webhooks.md): the endpoints under /api/admin/webhooks, their
// delivery log, the events they are sent, and the email notices each admin chooses.
import { z } from 'zod';
import { envelope, messageOnly } from './envelope.ts';
import { storedRecord } from './record.ts';

/** What happened, as an endpoint subscribes to it. */
export const webhookEventTypes = [
  'content.published',
  'content.updated',
  'content.unpublished',
  'content.deleted',
  'inquiry.created',
  'payment.recorded',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** The event a test send carries; only ever sent by `POST /admin/webhooks/{id}/test`. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const webhookEventLabels: Record<WebhookEventType, string> = {
  'content.published': 'Content published',
  'content.updated': 'Content updated',
  'content.unpublished': 'Content unpublished',
  'content.deleted': 'Content deleted',
  'inquiry.created': 'New inquiry',
  'payment.recorded': 'Payment recorded',
};

/** The kinds of content a `content.*` event names (`data.type`). */
export type ContentKind = 'course' | 'blog' | (string & {});

/**
 * The JSON body of every delivery. `data` for `content.*`: `{ type, id, slug }`; for
 * `inquiry.created`: `{ id }`; for `payment.recorded`: `{ id, type, orderId, needsReview }`.
 */
export interface WebhookEvent {
  id: string;
  type: WebhookEventType | typeof WEBHOOK_TEST_EVENT;
  createdAt: string;
  data: Record<string, unknown>;
}

export const WEBHOOK_URL_MAX_LENGTH = 2048;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 200;
/** How long the delivery log keeps a message. */
export const WEBHOOK_LOG_DAYS = 30;
export const WEBHOOK_DELIVERIES_SHOWN = 50;

export const webhookMessages = {
  urlRequired: 'URL is required',
  urlInvalid: 'URL must be an http:// or https:// address',
  urlTooLong: `URL must be at most ${WEBHOOK_URL_MAX_LENGTH} characters`,
  urlRefused:
    'This address is in a private, loopback or link-local range; webhooks may not be sent there',
  urlUnresolved: 'The host of this URL could not be resolved',
  eventsRequired: 'Choose at least one event',
  descriptionTooLong: `Description must be at most ${WEBHOOK_DESCRIPTION_MAX_LENGTH} characters`,
  notFound: 'Webhook not found',
  deliveryNotFound: 'Delivery not found',
  listed: 'Webhooks retrieved successfully',
  created: 'Webhook created. Copy its signing secret now: it will not be shown again.',
  updated: 'Webhook updated successfully!',
  deleted: 'Webhook deleted successfully!',
  testQueued: 'Test event queued',
  redelivered: 'Delivery queued again',
  deliveries: 'Deliveries retrieved successfully',
  noticesRead: 'Email notices retrieved successfully',
  noticesSaved: 'Email notices saved',
} as const;

export const webhookInput = z.object({
  url: z
    .string({ error: webhookMessages.urlRequired })
    .trim()
    .min(1, webhookMessages.urlRequired)
    .max(WEBHOOK_URL_MAX_LENGTH, webhookMessages.urlTooLong)
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
      } catch {
        return false;
      }
    }, webhookMessages.urlInvalid),
  description: z
    .string()
    .trim()
    .max(WEBHOOK_DESCRIPTION_MAX_LENGTH, webhookMessages.descriptionTooLong)
    .default(''),
  events: z
    .array(z.enum(webhookEventTypes))
    .min(1, webhookMessages.eventsRequired)
    .transform((events) => [...new Set(events)]),
  enabled: z.boolean().default(true),
});
export type WebhookInput = z.input<typeof webhookInput>;

export const webhookIdParams = z.object({ id: z.uuid({ error: webhookMessages.notFound }) });

export const webhook = storedRecord({
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(webhookEventTypes)),
  enabled: z.boolean(),
});
export type Webhook = z.infer<typeof webhook>;

/** The answer to a create: the only time the signing secret is shown. */
export const webhookCreated = webhook.extend({ secret: z.string() });
export type WebhookCreated = z.infer<typeof webhookCreated>;

export const webhookResponse = envelope(webhook);
export const webhookCreatedResponse = envelope(webhookCreated);
export const webhookListResponse = envelope(z.array(webhook));
export const webhookDeletedResponse = messageOnly;

export const deliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export const webhookDelivery = z.object({
  _id: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(deliveryStatuses),
  attempts: z.number().int(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  /** The receiver's HTTP status of the last attempt; null when none answered. */
  lastStatusCode: z.number().int().nullable(),
  lastDurationMs: z.number().int().nullable(),
  lastError: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const webhookDeliveryIdParams = z.object({
  id: z.uuid({ error: webhookMessages.deliveryNotFound }),
});
export const webhookDeliveryResponse = envelope(webhookDelivery);
export const webhookDeliveryListResponse = envelope(z.array(webhookDelivery));

/** Which notices the signed-in admin wants by email. */
export const mailNotices = z.object({
  newInquiry: z.boolean(),
  paymentReview: z.boolean(),
});
export type MailNotices = z.infer<typeof mailNotices>;
export const mailNoticesResponse = envelope(
  mailNotices.extend({
    /** Whether the server can send email at all (SMTP_URL is set). */
    mailConfigured: z.boolean(),
  }),
);
export type MailNoticesReply = z.infer<typeof mailNoticesResponse>['data'];
