// The SQL of publishing states (docs/publishing.md), shared by every table that has them: what
// is live is worked out at read time from the state and the reader's clock, so a scheduled row
// goes live at its time on every instance without a timer.
import {
  effectiveStatus,
  type PublishingInput,
  type PublishStatus,
} from '@coursedesk/contract/publishing';
import { and, eq, gt, lte, min, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

export interface PublishingTable {
  publishStatus: PgColumn;
  publishAt: PgColumn;
}

/** `publish_status = 'published' or (publish_status = 'scheduled' and publish_at <= now)`. */
export function liveWhere(table: PublishingTable, now: Date): SQL {
  return or(
    eq(table.publishStatus, 'published'),
    and(eq(table.publishStatus, 'scheduled'), lte(table.publishAt, now)),
  ) as SQL;
}

/** A list's filter by the state the admin sees: `published` holds schedules whose time has come. */
export function statusWhere(
  table: PublishingTable,
  status: PublishStatus | undefined,
  now: Date,
): SQL | undefined {
  if (status === undefined) return undefined;
  if (status === 'published') return liveWhere(table, now);
  if (status === 'draft') return eq(table.publishStatus, 'draft');
  return and(eq(table.publishStatus, 'scheduled'), gt(table.publishAt, now));
}

/** The earliest time after `now` at which a row of the table goes live, if any (ms). */
export async function nextGoLive(
  db: Executor,
  table: PgTable & PublishingTable,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .select({ next: min(table.publishAt) })
    .from(table)
    .where(and(eq(table.publishStatus, 'scheduled'), gt(table.publishAt, now)));
  const next = row?.next;
  return next instanceof Date
    ? next.getTime()
    : next
      ? new Date(String(next)).getTime()
      : undefined;
}

/** The columns a create writes: a new row without a state is a draft. */
export function publishingOnCreate(input: PublishingInput): {
  publishStatus: PublishStatus;
  publishAt: Date | null;
} {
  const publishStatus = input.publishStatus ?? 'draft';
  return {
    publishStatus,
    publishAt: publishStatus === 'scheduled' && input.publishAt ? new Date(input.publishAt) : null,
  };
}

/** The columns an update writes: none when it names no state, so the row keeps its own. */
export function publishingOnUpdate(
  input: PublishingInput,
): { publishStatus: PublishStatus; publishAt: Date | null } | Record<string, never> {
  return input.publishStatus === undefined ? {} : publishingOnCreate(input);
}

/** The state as the admin API answers it: a schedule whose time has passed is published. */
export function presentPublishing(row: { publishStatus: string; publishAt: Date | null }): {
  publishStatus: PublishStatus;
  publishAt: string | null;
} {
  const status = row.publishStatus as PublishStatus;
  return {
    publishStatus: effectiveStatus(status, row.publishAt),
    publishAt: row.publishAt ? row.publishAt.toISOString() : null,
  };
}
