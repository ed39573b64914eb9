// The one writer of the outbox (docs/webhooks.md; modules/webhooks sends what it holds). A change calls `recordChange` with its own
// transaction, as it calls `recordActivity`: the rows commit with the change or not at all, so a
// rolled-back change sends nothing. Delivery happens after commit (worker.ts). Every area that
// changes what the website shows or what the business hears of calls it, as every write calls
// the activity helper beside it.
import { randomUUID } from 'node:crypto';
import type { WebhookEvent, WebhookEventType } from '@coursedesk/contract/webhooks';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { goLiveAnnouncements, mailPreferences, users, webhookEndpoints } from './schema/index.ts';

export interface ContentRef {
  /**
   * `course`, `blog`, a content section's name, a company record's (`company-info`,
   * `contact-data`, `highlighted-countries`) or `course-icon`.
   */
  type: string;
  id: string;
  slug?: string | null | undefined;
}

export type ChangeEvent =
  | { type: `content.${'published' | 'updated' | 'unpublished' | 'deleted'}`; data: ContentRef }
  | {
      type: 'inquiry.created';
      data: { id: string; status: string };
      /** Who wrote, for the email notice only (never in the webhook body). */
      notice?: string;
    }
  | {
      type: 'payment.recorded';
      data: { id: string; type: string; orderId: string; needsReview: boolean };
      notice?: string;
    };

/** A record as saved: whatever it holds, the fields a future publishing state reads. */
type Saved = Readonly<Record<string, unknown>> | null | undefined;

/**
 * A record the site shows inside its pages rather than as a page of its own, with no publishing
 * state (the company records, a course icon). Created or saved, it changes the pages that show
 * it: `content.updated`. Deleted: `content.deleted` when the site names it by a key (an icon by
 * its name, which the courses naming it no longer find); `content.updated` for a single record,
 * whose public address stays and answers null.
 */
export interface ShownRecord {
  /** The field holding the key the site names it by (an icon's `iconName`); null for a single record. */
  key: string | null;
}

/**
 * The event a save of content makes: created → `content.published`, changed →
 * `content.updated`, gone → `content.deleted`. The one place a publishing state is read: when
 * records carry `publishStatus`, a move into `published` maps to `content.published`, out of it to
 * `content.unpublished`, and a save of a record that is not live to nothing. A record `shown`
 * inside the site's pages makes `content.updated`, or `content.deleted` when one with a key goes.
 */
export function contentEventFor(
  before: Saved,
  after: Saved,
  shown?: ShownRecord,
): 'content.published' | 'content.updated' | 'content.unpublished' | 'content.deleted' | null {
  if (shown) {
    if (after != null) return 'content.updated';
    if (before == null) return null;
    return shown.key === null ? 'content.updated' : 'content.deleted';
  }
  const live = (record: Saved) =>
    record != null && (record.publishStatus === undefined || record.publishStatus === 'published');
  if (after == null) return live(before) ? 'content.deleted' : null;
  if (before == null) return live(after) ? 'content.published' : null;
  if (live(before) && live(after)) return 'content.updated';
  if (live(after)) return 'content.published';
  if (live(before)) return 'content.unpublished';
  return null;
}

/** The key the site shows a record under (`slug`), null when it has none. */
function slugOf(record: NonNullable<Saved>, shown: ShownRecord | undefined): string | null {
  if (shown) {
    const key = shown.key === null ? undefined : record[shown.key];
    return typeof key === 'string' ? key : null;
  }
  // A course's public key is its `id` (the wire's `_id` is the row's); others have a `slug`.
  const key = typeof record.slug === 'string' ? record.slug : record.id;
  return record._id !== undefined && typeof key === 'string' ? key : null;
}

/** The time a record saved live by its schedule went live (`publishAt`), else null. */
function scheduledGoLive(record: Saved): string | null {
  return record?.publishStatus === 'published' && typeof record.publishAt === 'string'
    ? record.publishAt
    : null;
}

/**
 * In `tx`: the go-live of `kind`/`id` at `publishAt` is announced, unless it was already (by the
 * go-live sweep or an earlier save); answers whether this call is the one that announced it.
 */
export async function claimGoLive(
  tx: Executor,
  kind: string,
  id: string,
  publishAt: string,
): Promise<boolean> {
  const claimed = await tx
    .insert(goLiveAnnouncements)
    .values({ kind, recordId: id, publishAt: new Date(publishAt) })
    .onConflictDoUpdate({
      target: [goLiveAnnouncements.kind, goLiveAnnouncements.recordId],
      set: { publishAt: new Date(publishAt), announcedAt: sql`now()` },
      setWhere: sql`${goLiveAnnouncements.publishAt} is distinct from excluded.publish_at`,
    })
    .returning({ id: goLiveAnnouncements.recordId });
  return claimed.length > 0;
}

/** In `tx`: whether the go-live of `kind`/`id` at `publishAt` was announced. */
async function goLiveAnnounced(
  tx: Executor,
  kind: string,
  id: string,
  publishAt: string,
): Promise<boolean> {
  const rows = await tx
    .select({ id: goLiveAnnouncements.recordId })
    .from(goLiveAnnouncements)
    .where(
      and(
        eq(goLiveAnnouncements.kind, kind),
        eq(goLiveAnnouncements.recordId, id),
        eq(goLiveAnnouncements.publishAt, new Date(publishAt)),
      ),
    );
  return rows.length > 0;
}

/**
 * In `tx`: the event for a save of a piece of content (see `contentEventFor`), naming it by
 * `kind`, its id and slug; nothing when the save makes none. `shown` for a record the site shows
 * inside its pages (`ShownRecord`), named by its key field. A record saved live by a schedule
 * whose time has come records that go-live as announced (`go_live_announcements`), so the
 * go-live sweep does not announce it again; a save of a record whose go-live the sweep has not
 * yet announced is that announcement: `content.published` rather than `content.updated`.
 */
export async function recordContentChange(
  tx: Executor,
  kind: string,
  before: Saved,
  after: Saved,
  shown?: ShownRecord,
): Promise<void> {
  let type = contentEventFor(before, after, shown);
  const record = after ?? before;
  if (!type || !record) return;
  const id = String(record._id ?? record.id ?? '');
  const goLive = scheduledGoLive(after);
  if (goLive) {
    // Live before by a schedule that was already announced (its time moved from one past time
    // to another, or the record saved again): the site has it, and this save is an update.
    const wentLive = scheduledGoLive(before);
    const knownLive = wentLive !== null && (await goLiveAnnounced(tx, kind, id, wentLive));
    const claimed = await claimGoLive(tx, kind, id, goLive);
    if (claimed && type === 'content.updated' && wentLive && !knownLive) {
      type = 'content.published';
    }
  }
  await recordChange(tx, { type, data: { type: kind, id, slug: slugOf(record, shown) } });
}

/** The event of a payment event taken in; one with issues needs the business's review. */
export function paymentRecorded(
  event: { id: string; type: string; data: { orderId: string } },
  issues: readonly string[],
): ChangeEvent {
  return {
    type: 'payment.recorded',
    data: {
      id: event.id,
      type: event.type,
      orderId: event.data.orderId,
      needsReview: issues.length > 0,
    },
    ...(issues.length > 0 && { notice: issues.join(', ') }),
  };
}

/** The email notice an event makes, and which admins' choice it follows. */
function noticeOf(
  event: ChangeEvent,
): { choice: 'newInquiry' | 'paymentReview'; subject: string; text: string } | null {
  // A message taken for spam is listed, but nobody is emailed about it.
  if (event.type === 'inquiry.created' && event.data.status === 'new') {
    return {
      choice: 'newInquiry',
      subject: 'New inquiry',
      text: `A new inquiry has arrived${event.notice ? ` from ${event.notice}` : ''}.\nInquiry id: ${event.data.id}\n`,
    };
  }
  if (event.type === 'payment.recorded' && event.data.needsReview) {
    return {
      choice: 'paymentReview',
      subject: 'A payment needs review',
      text: `A payment event (${event.data.type}) for order ${event.data.orderId} was recorded with issues to review${event.notice ? `: ${event.notice}` : ''}.\nEvent id: ${event.data.id}\n`,
    };
  }
  return null;
}

/**
 * Writes `event` to the outbox in `tx`: one message per enabled endpoint that wants its type,
 * and one per admin who asked for its email notice. One statement; it wakes the senders of
 * every instance when (and only if) the transaction commits.
 */
export async function recordChange(tx: Executor, event: ChangeEvent): Promise<void> {
  await recordChanges(tx, [event]);
}

/** Several events of one transaction (a batch of payment events), in one statement. */
export async function recordChanges(tx: Executor, events: readonly ChangeEvent[]): Promise<void> {
  if (events.length === 0) return;
  const createdAt = new Date().toISOString();
  await writeOutbox(
    tx,
    events.map((event) => {
      const eventId = randomUUID();
      const body: WebhookEvent = {
        id: eventId,
        type: event.type,
        createdAt,
        data: { ...event.data },
      };
      const notice = noticeOf(event);
      return {
        eventId,
        type: event.type,
        body: JSON.stringify(body),
        ...(notice && {
          notice: {
            choice: notice.choice,
            mail: JSON.stringify({ subject: notice.subject, text: notice.text }),
          },
        }),
      };
    }),
  );
}

/** The event types a change can make, for a caller that checks its own names. */
export type { WebhookEventType };

/** The channel an instance listens on to deliver at once what was just committed. */
export const OUTBOX_CHANNEL = 'coursedesk_outbox';

export interface OutboxEntry {
  eventId: string;
  type: string;
  body: string;
  /** An email notice for the admins who chose it, with its subject and text as JSON. */
  notice?: { choice: 'newInquiry' | 'paymentReview'; mail: string };
}

const choiceColumn = {
  newInquiry: mailPreferences.newInquiry,
  paymentReview: mailPreferences.paymentReview,
} as const;

/**
 * In the change's transaction, one statement: a message per enabled endpoint that wants each
 * event, and per admin who chose its email notice; the notification that wakes the senders is
 * sent on commit, and only when a message was written.
 */
export async function writeOutbox(tx: Executor, entries: readonly OutboxEntry[]): Promise<void> {
  const parts = entries.flatMap(({ eventId, type, body, notice }) => {
    const hooks = sql`select 'webhook', e.id, null::text, ${eventId}::uuid, ${type}, ${body}
      from ${webhookEndpoints} e where e.enabled and ${type} = any(e.events)`;
    if (!notice) return [hooks];
    const mails = sql`select 'email', null::uuid, ${users.email}, ${eventId}::uuid, ${type}, ${notice.mail}
      from ${mailPreferences} join ${users} on ${users.id} = ${mailPreferences.userId}
      where ${users.role} = 'admin' and ${choiceColumn[notice.choice]}`;
    return [hooks, mails];
  });
  await tx.execute(sql`with added as (
      insert into outbox_messages (channel, endpoint_id, recipient, event_id, event_type, body)
      ${sql.join(parts, sql` union all `)}
      returning 1)
    select pg_notify(${OUTBOX_CHANNEL}, '') where exists (select 1 from added)`);
}
