// The rules of change notifications: an endpoint's address must be one it may be sent to, its
// secret is made here, shown once and stored sealed (secrets.ts), and a test or a redelivery is a new message in the outbox.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  webhookMessages as M,
  type MailNotices,
  WEBHOOK_DELIVERIES_SHOWN,
  WEBHOOK_TEST_EVENT,
  type Webhook,
  type WebhookCreated,
  type WebhookDelivery,
  type WebhookEvent,
  type webhookInput,
} from '@coursedesk/contract/webhooks';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { checkTarget } from './address-guard.ts';
import * as repo from './repository.ts';
import { sealEndpointSecret } from './secrets.ts';

type WebhookFields = z.output<typeof webhookInput>;

function presentWebhook(row: repo.EndpointRow): Webhook {
  return {
    _id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as Webhook['events'],
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function presentDelivery(row: repo.MessageRow): WebhookDelivery {
  return {
    _id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    lastAttemptAt: iso(row.lastAttemptAt),
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    lastStatusCode: row.lastStatusCode,
    lastDurationMs: row.lastDurationMs,
    lastError: row.lastError,
    deliveredAt: iso(row.deliveredAt),
  };
}

/** A signing secret: 32 random bytes, prefixed so a leaked one is recognised for what it is. */
function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

export function createWebhooksService(
  db: Database,
  { allowPrivate, mailConfigured }: { allowPrivate: boolean; mailConfigured: boolean },
) {
  const checkUrl = async (url: string) => {
    const check = await checkTarget(url, allowPrivate);
    if (check.ok) return;
    const message = check.reason === 'refused' ? M.urlRefused : M.urlUnresolved;
    throw new AppError('VALIDATION_ERROR', message, { issues: [{ path: 'url', message }] });
  };
  const endpointOf = async (id: string) => {
    const row = await repo.findEndpoint(db, id);
    if (!row) throw notFound(M.notFound);
    return row;
  };

  return {
    async list(): Promise<Webhook[]> {
      return (await repo.listEndpoints(db)).map(presentWebhook);
    },
    async create(input: WebhookFields): Promise<WebhookCreated> {
      await checkUrl(input.url);
      const id = randomUUID();
      const secret = newSecret();
      const row = await repo.insertEndpoint(db, {
        ...input,
        id,
        secret: sealEndpointSecret(id, secret),
      });
      return { ...presentWebhook(row), secret };
    },
    async update(id: string, input: WebhookFields): Promise<Webhook> {
      await endpointOf(id);
      await checkUrl(input.url);
      const row = await repo.updateEndpoint(db, id, input);
      if (!row) throw notFound(M.notFound);
      return presentWebhook(row);
    },
    async delete(id: string): Promise<void> {
      if (!(await repo.deleteEndpoint(db, id))) throw notFound(M.notFound);
    },
    /** Queues a `webhook.test` event for this endpoint alone, whatever events it wants. */
    async test(id: string): Promise<WebhookDelivery> {
      await endpointOf(id);
      const eventId = randomUUID();
      const event: WebhookEvent = {
        id: eventId,
        type: WEBHOOK_TEST_EVENT,
        createdAt: new Date().toISOString(),
        data: { webhook: id },
      };
      const row = await repo.enqueueMessage(db, {
        endpointId: id,
        eventId,
        eventType: WEBHOOK_TEST_EVENT,
        body: JSON.stringify(event),
      });
      return presentDelivery(row);
    },
    async deliveries(id: string): Promise<WebhookDelivery[]> {
      await endpointOf(id);
      return (await repo.listDeliveries(db, id, WEBHOOK_DELIVERIES_SHOWN)).map(presentDelivery);
    },
    /** The same event (id and body) sent again as a new delivery with attempts of its own. */
    async redeliver(deliveryId: string): Promise<WebhookDelivery> {
      const row = await repo.findDelivery(db, deliveryId);
      if (!row?.endpointId) throw notFound(M.deliveryNotFound);
      const again = await repo.enqueueMessage(db, {
        endpointId: row.endpointId,
        eventId: row.eventId,
        eventType: row.eventType,
        body: row.body,
      });
      return presentDelivery(again);
    },
    async notices(userId: string) {
      return { ...(await repo.readPreferences(db, userId)), mailConfigured };
    },
    async saveNotices(userId: string, choice: MailNotices) {
      await repo.savePreferences(db, userId, choice);
      return { ...choice, mailConfigured };
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
