import type { ActivityEntry, ActivityFilters } from '@coursedesk/contract/activity';
import { sql } from 'drizzle-orm';
import { csvInstant, csvPlain, csvText } from '../../db/list/csv.ts';
import { defineList, equalityFilters } from '../../db/list/paged-list.ts';
import { activity } from '../../db/schema/index.ts';

export type ActivityRow = typeof activity.$inferSelect;

function presentEntry(row: ActivityRow): ActivityEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorType: row.actorType,
    actorId: row.actorId,
    actorEmail: row.actorEmail,
    area: row.area,
    action: row.action,
    recordId: row.recordId,
    recordLabel: row.recordLabel,
    changes: row.changes,
    requestId: row.requestId,
    address: row.address,
  };
}

/** How far the activity list counts: past it, the total says "more than" (docs/activity.md). */
export const ACTIVITY_COUNT_UP_TO = 10_000;

/**
 * The activity list (db/list/paged-list.ts): newest first, filtered by actor, area, action and
 * record, searched in the record's label and the actor's email. Read afresh each time: the log
 * grows with every write, so a cache keyed on its version would never be served again. Counted
 * up to `ACTIVITY_COUNT_UP_TO` rows, so a page costs the same at a million entries as at ten.
 */
export const activityList = defineList({
  table: activity,
  id: activity.id,
  whereOf: (filters: ActivityFilters) =>
    equalityFilters([
      [activity.actorId, filters.actor],
      [activity.area, filters.area],
      [activity.action, filters.action],
      [activity.recordId, filters.record],
    ]),
  dateColumn: activity.at,
  countUpTo: ACTIVITY_COUNT_UP_TO,
  search: {
    columns: [sql`lower(${activity.recordLabel})`, sql`lower(${activity.actorEmail})`],
    trigram: false,
  },
  sortKeys: { at: { expression: sql`${activity.at}`, type: 'timestamptz' } },
  csvColumns: [
    { header: 'Time', cell: csvInstant(sql`${activity.at}`) },
    {
      header: 'Actor',
      cell: csvText(sql`coalesce(${activity.actorEmail}, ${activity.actorType})`),
    },
    { header: 'Actor ID', cell: csvPlain(sql`${activity.actorId}`) },
    { header: 'Area', cell: csvPlain(sql`${activity.area}`) },
    { header: 'Action', cell: csvPlain(sql`${activity.action}`) },
    { header: 'Record ID', cell: csvText(sql`${activity.recordId}`) },
    { header: 'Record', cell: csvText(sql`${activity.recordLabel}`) },
    {
      header: 'Changed Fields',
      cell: csvText(
        sql`(select string_agg(key, ' ' order by key) from jsonb_object_keys(${activity.changes}) as key)`,
      ),
    },
    { header: 'Changes', cell: csvText(sql`${activity.changes}::text`) },
    { header: 'Request ID', cell: csvPlain(sql`${activity.requestId}`) },
    { header: 'Address', cell: csvPlain(sql`${activity.address}`) },
  ],
  present: presentEntry,
});
