// Change notifications and email to the business (docs/webhooks.md): the endpoints the business
// registers, the outbox every change writes to in its own transaction, each delivery attempt for
// the log, and which notices each admin wants by email.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id, oneOf, updatedAt } from './columns.ts';

export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: id(),
  url: text().notNull(),
  description: text().notNull().default(''),
  /** Signs each delivery (`Coursedesk-Signature`); shown to the admin once, at creation. */
  secret: text().notNull(),
  /** The event types this endpoint is sent (contract/src/webhooks.ts). */
  events: text().array().notNull(),
  enabled: boolean().notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const outboxChannels = ['webhook', 'email'] as const;
export const outboxStatuses = ['pending', 'delivered', 'failed'] as const;

/**
 * The outbox, which is also the delivery queue: one row per event and destination (an endpoint,
 * or an admin's address), written in the transaction of the change, claimed by one instance at a
 * time (`next_attempt_at` moves past a lease while it sends) and kept 30 days for the log.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    channel: text({ enum: outboxChannels }).notNull(),
    endpointId: uuid().references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** An email's address, taken when the event happened. */
    recipient: text(),
    eventId: uuid().notNull(),
    eventType: text().notNull(),
    /** The exact bytes sent (a webhook's JSON body; an email's JSON of subject and text). */
    body: text().notNull(),
    status: text({ enum: outboxStatuses }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp({ withTimezone: true }),
    lastStatusCode: integer(),
    lastDurationMs: integer(),
    lastError: text(),
    deliveredAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_messages_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('outbox_messages_endpoint_idx').on(t.endpointId, t.createdAt),
    index('outbox_messages_created_idx').on(t.createdAt),
    check('outbox_messages_status_check', oneOf(t.status, outboxStatuses)),
    check('outbox_messages_channel_check', oneOf(t.channel, outboxChannels)),
  ],
);

/** Each attempt at a message, for the delivery log; goes with its message. */
export const outboxAttempts = pgTable(
  'outbox_attempts',
  {
    id: id(),
    messageId: uuid()
      .notNull()
      .references(() => outboxMessages.id, { onDelete: 'cascade' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ok: boolean().notNull(),
    statusCode: integer(),
    durationMs: integer().notNull(),
    error: text(),
  },
  (t) => [index('outbox_attempts_message_idx').on(t.messageId, t.at)],
);

/**
 * The scheduled go-lives already announced (`content.published`): one row per record, naming the
 * `publish_at` it was announced for. A record whose schedule has come and whose row names
 * another time (or none) is announced by the go-live sweep, which claims it here in the
 * transaction that writes the event, so several instances announce it once; a save that makes a
 * record live by its schedule writes the row too. Rescheduling makes the row stale, so the new
 * time is announced in turn.
 */
export const goLiveAnnouncements = pgTable(
  'go_live_announcements',
  {
    /** The content's kind as its events name it: `course`, `blog` or a section's name. */
    kind: text().notNull(),
    recordId: uuid().notNull(),
    publishAt: timestamp({ withTimezone: true }).notNull(),
    announcedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.recordId] })],
);

/** Which notices an admin wants by email; no row: none. */
export const mailPreferences = pgTable('mail_preferences', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  newInquiry: boolean().notNull().default(false),
  paymentReview: boolean().notNull().default(false),
  updatedAt: updatedAt(),
});
