// The SQL of change notifications: endpoints, the outbox as a queue (claim, settle, prune), the
// go-lives due to be announced, and the admins' email choices. The only writer of these tables
// but for `recordChange` and `claimGoLive` (db/outbox.ts).
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Executor, rowsOf } from '../../db/client.ts';
import { OUTBOX_CHANNEL } from '../../db/outbox.ts';
import {
  blogPosts,
  courses,
  goLiveAnnouncements,
  mailPreferences,
  outboxMessages,
  webhookEndpoints,
} from '../../db/schema/index.ts';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type MessageRow = typeof outboxMessages.$inferSelect;

export interface EndpointFields {
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
}

export function listEndpoints(db: Executor): Promise<EndpointRow[]> {
  return db.select().from(webhookEndpoints).orderBy(desc(webhookEndpoints.createdAt));
}

export async function findEndpoint(db: Executor, id: string): Promise<EndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row;
}

/** A new endpoint; `secret` as stored (sealed with `id`, secrets.ts). */
export async function insertEndpoint(
  db: Executor,
  fields: EndpointFields & { id: string; secret: string },
): Promise<EndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(fields).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateEndpoint(
  db: Executor,
  id: string,
  fields: EndpointFields,
): Promise<EndpointRow | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set(fields)
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return row;
}

/** The endpoints whose secret is not sealed (kept in clear by an older version), locked. */
export function lockClearEndpointSecrets(db: Executor) {
  return db
    .select({ id: webhookEndpoints.id, secret: webhookEndpoints.secret })
    .from(webhookEndpoints)
    .where(sql`${webhookEndpoints.secret} not like 'enc:%'`)
    .for('update');
}

/** Stores an endpoint's secret as given (sealed); its other fields and `updated_at` stay. */
export async function replaceEndpointSecret(db: Executor, id: string, secret: string) {
  await db.execute(
    sql`update ${webhookEndpoints} set secret = ${secret} where ${webhookEndpoints.id} = ${id}`,
  );
}

export async function deleteEndpoint(db: Executor, id: string): Promise<EndpointRow | undefined> {
  const [row] = await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning();
  return row;
}

/** An endpoint's latest messages, newest first. */
export function listDeliveries(db: Executor, endpointId: string, limit: number) {
  return db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.endpointId, endpointId))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
}

export async function findDelivery(db: Executor, id: string): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.channel, 'webhook')));
  return row;
}

/** A new message to one endpoint (a test, a redelivery), due at once; wakes the senders. */
export async function enqueueMessage(
  db: Executor,
  message: { endpointId: string; eventId: string; eventType: string; body: string },
): Promise<MessageRow> {
  const [row] = await db
    .insert(outboxMessages)
    .values({ channel: 'webhook', ...message })
    .returning();
  if (!row) throw new Error('insert returned no row');
  await db.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  return row;
}

/** A claimed message with where it goes. */
export interface ClaimedMessage {
  id: string;
  channel: 'webhook' | 'email';
  endpoint_id: string | null;
  recipient: string | null;
  event_id: string;
  event_type: string;
  body: string;
  attempts: number;
  url: string | null;
  secret: string | null;
}

/**
 * Claims up to `limit` due messages for this instance: their next attempt moves `leaseSeconds`
 * ahead, so no other instance takes them while they are sent, and one whose sender died is
 * taken again once the lease is over (at least once). SKIP LOCKED lets instances claim at the
 * same time without waiting on or taking each other's rows.
 */
export async function claimDue(
  db: Executor,
  limit: number,
  leaseSeconds: number,
): Promise<ClaimedMessage[]> {
  const result = await db.execute(sql`
    with claimed as (
      update outbox_messages m
      set next_attempt_at = now() + make_interval(secs => ${leaseSeconds}),
          attempts = m.attempts + 1
      where m.id in (
        select id from outbox_messages
        where status = 'pending' and next_attempt_at <= now()
        order by next_attempt_at
        limit ${limit}
        for update skip locked)
      returning m.id, m.channel, m.endpoint_id, m.recipient, m.event_id, m.event_type, m.body, m.attempts)
    select c.id, c.channel, c.endpoint_id, c.recipient, c.event_id, c.event_type, c.body, c.attempts, e.url, e.secret
    from claimed c left join webhook_endpoints e on e.id = c.endpoint_id`);
  return rowsOf<ClaimedMessage>(result);
}

export interface Outcome {
  id: string;
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  /** Seconds until the next attempt; null: no more (delivered, or out of attempts). */
  retryInSeconds: number | null;
}

/** Records the attempts of a batch and settles their messages, in one statement. */
export async function settleAttempts(db: Executor, outcomes: readonly Outcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  const rows = outcomes.map(
    (o) =>
      sql`(${o.id}::uuid, ${o.ok}::boolean, ${o.statusCode}::int, ${o.durationMs}::int, ${o.error?.slice(0, 500) ?? null}::text, ${o.retryInSeconds}::float8)`,
  );
  await db.execute(sql`
    with outcome (id, ok, status_code, duration_ms, error, retry) as (values ${sql.join(rows, sql`, `)}),
    logged as (
      insert into outbox_attempts (message_id, ok, status_code, duration_ms, error)
      select id, ok, status_code, duration_ms, error from outcome)
    update outbox_messages m set
      status = case when o.ok then 'delivered' when o.retry is null then 'failed' else 'pending' end,
      next_attempt_at = case when o.retry is null then m.next_attempt_at
        else now() + make_interval(secs => o.retry) end,
      last_attempt_at = now(),
      last_status_code = o.status_code,
      last_duration_ms = o.duration_ms,
      last_error = o.error,
      delivered_at = case when o.ok then now() else null end
    from outcome o where m.id = o.id`);
}

/** Deletes the finished messages (and their attempts) older than `days` days. */
export async function pruneMessages(db: Executor, days: number): Promise<number> {
  const rows = await db
    .delete(outboxMessages)
    .where(
      sql`${outboxMessages.status} <> 'pending' and ${outboxMessages.createdAt} < now() - make_interval(days => ${days})`,
    )
    .returning({ id: outboxMessages.id });
  return rows.length;
}

export async function readPreferences(db: Executor, userId: string) {
  const [row] = await db.select().from(mailPreferences).where(eq(mailPreferences.userId, userId));
  return { newInquiry: row?.newInquiry ?? false, paymentReview: row?.paymentReview ?? false };
}

export async function savePreferences(
  db: Executor,
  userId: string,
  choice: { newInquiry: boolean; paymentReview: boolean },
): Promise<void> {
  await db
    .insert(mailPreferences)
    .values({ userId, ...choice })
    .onConflictDoUpdate({ target: mailPreferences.userId, set: choice });
}

/** A table of content with publishing states, as its events name it. */
export interface GoLiveSource {
  /** `course`, `blog` or a section's name. */
  kind: string;
  table: PgTable & { id: PgColumn; publishStatus: PgColumn; publishAt: PgColumn };
  /** The column holding the key the site shows a record under (its events' `slug`), if any. */
  key: PgColumn | null;
}

/**
 * Every table whose records go live by a schedule: courses, blog posts, and each website section
 * (`collections`, with the column of its wire `id` when it has one).
 */
export function goLiveSources(
  collections: readonly {
    definition: { name: string };
    table: PgTable;
    columns?: Record<string, string> | undefined;
  }[],
): GoLiveSource[] {
  return [
    { kind: 'course', table: courses, key: courses.slug },
    { kind: 'blog', table: blogPosts, key: blogPosts.slug },
    ...collections.map((collection) => {
      const table = collection.table as GoLiveSource['table'] & Record<string, PgColumn>;
      const field = collection.columns?.id;
      return {
        kind: collection.definition.name,
        table,
        key: field ? (table[field] ?? null) : null,
      };
    }),
  ];
}

export interface DueGoLive {
  kind: string;
  id: string;
  /** The record's key when it is text (a slug, a mentor's key); null otherwise, as on a save. */
  slug: string | null;
}

/**
 * In `tx`: claims up to `limit` records per table whose schedule has come by `now` and whose
 * go-live at that time is not yet announced, recording each in go_live_announcements. The
 * records are locked (SKIP LOCKED: a record being saved, or claimed by another instance's sweep,
 * is left to the next sweep), and the claim is an insert that only a stale or missing row lets
 * through, so with several instances each go-live is claimed once.
 */
export async function claimDueGoLives(
  tx: Executor,
  sources: readonly GoLiveSource[],
  now: Date,
  limit: number,
): Promise<DueGoLive[]> {
  if (sources.length === 0) return [];
  const dues: SQL[] = sources.map(({ kind, table, key }) => {
    const slug = key && key.dataType === 'string' ? sql`${key}::text` : sql`null::text`;
    return sql`(select ${kind}::text as kind, ${table.id} as id, ${table.publishAt} as publish_at,
        ${slug} as slug
      from ${table}
      where ${table.publishStatus} = 'scheduled' and ${table.publishAt} <= ${now}
        and not exists (select 1 from ${goLiveAnnouncements} a
          where a.kind = ${kind} and a.record_id = ${table.id} and a.publish_at = ${table.publishAt})
      order by ${table.publishAt}
      limit ${limit}
      for update skip locked)`;
  });
  const names = dues.map((_, index) => sql.raw(`due_${index}`));
  const result = await tx.execute(sql`
    with ${sql.join(
      dues.map((due, index) => sql`${names[index]} as ${due}`),
      sql`, `,
    )},
    due as (${sql.join(
      names.map((name) => sql`select * from ${name}`),
      sql` union all `,
    )}),
    claimed as (
      insert into go_live_announcements (kind, record_id, publish_at)
      select kind, id, publish_at from due
      on conflict (kind, record_id) do update
        set publish_at = excluded.publish_at, announced_at = now()
        where go_live_announcements.publish_at is distinct from excluded.publish_at
      returning kind, record_id)
    select c.kind, c.record_id as id, d.slug
    from claimed c join due d on d.kind = c.kind and d.id = c.record_id`);
  return rowsOf<DueGoLive>(result);
}

/** In `tx`: the go-lives announced of a record deleted for good go with it. */
export async function forgetGoLives(tx: Executor, kind: string, recordId: string): Promise<void> {
  await tx
    .delete(goLiveAnnouncements)
    .where(and(eq(goLiveAnnouncements.kind, kind), eq(goLiveAnnouncements.recordId, recordId)));
}
