// The activity log (docs/activity.md): one row per change, written by db/activity.ts inside the
// transaction of the change.
import {
  type ActivityChanges,
  activityActions,
  activityAreas,
  actorTypes,
} from '@coursedesk/contract/activity';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, oneOf } from './columns.ts';

/**
 * Who did what to which record, when and from where. No foreign keys: an entry outlives the
 * account and the record it names, and keeps the email and label they had at that time.
 */
export const activity = pgTable(
  'activity',
  {
    id: id(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorType: text({ enum: actorTypes }).notNull(),
    actorId: uuid(),
    actorEmail: text(),
    area: text({ enum: activityAreas }).notNull(),
    action: text({ enum: activityActions }).notNull(),
    recordId: text(),
    recordLabel: text(),
    /** Field name → `{ before, after }`, secrets redacted (db/activity.ts). */
    changes: jsonb().$type<ActivityChanges>().notNull().default({}),
    requestId: text(),
    address: text(),
  },
  // No check on the area: a new website section adds an area without a migration.
  (t) => [
    check('activity_actor_type_check', oneOf(t.actorType, actorTypes)),
    check('activity_action_check', oneOf(t.action, activityActions)),
    // Newest first is every page's order (`at desc, id desc`, nulls first as PostgreSQL orders
    // them): ascending indexes read backwards serve it; the filters narrow through their own.
    index('activity_at_idx').on(t.at, t.id),
    index('activity_actor_idx').on(t.actorId, t.at, t.id),
    // A person's changes in one area, the Activity screen's usual question.
    index('activity_actor_area_idx').on(t.actorId, t.area, t.at, t.id),
    index('activity_area_record_idx').on(t.area, t.recordId, t.at, t.id),
    index('activity_action_idx').on(t.action, t.at, t.id),
  ],
);
