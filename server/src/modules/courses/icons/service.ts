import {
  type CourseIcon,
  type CourseIconListQuery,
  courseMessages as M,
} from '@coursedesk/contract/courses';
import type { Paged } from '@coursedesk/contract/list';
import { recordActivity } from '../../../db/activity.ts';
import type { Database } from '../../../db/client.ts';
import { recordContentChange, type ShownRecord } from '../../../db/outbox.ts';
import { conflictOnDuplicate, notFound } from '../../../lib/errors.ts';
import { isUuid } from '../keys.ts';
import * as repo from './repository.ts';

// The icons the course editor offers and the website draws: a unique name and SVG path data.

function presentIcon(row: repo.IconRow): CourseIcon {
  return {
    _id: row.id,
    iconName: row.iconName,
    iconPath: row.iconPath,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An icon's entry in the activity log, named by its name. */
const entryOf = (icon: CourseIcon, action: 'create' | 'update' | 'delete') =>
  ({ area: 'course-icons', action, recordId: icon._id, label: icon.iconName }) as const;

/**
 * An icon is shown inside the courses that name it, and the site names it by its name: created
 * or saved it is `content.updated`, deleted `content.deleted` (docs/webhooks.md).
 */
const CONTENT_KIND = 'course-icon';
const BY_NAME: ShownRecord = { key: 'iconName' };

export type IconService = ReturnType<typeof createIconService>;

export function createIconService(db: Database) {
  const reads = repo.defineIconList(presentIcon).reads(db);
  return {
    /** Every icon, for the picker (GET /icons/all). */
    async listIcons(): Promise<CourseIcon[]> {
      return (await repo.findIcons(db)).map(presentIcon);
    },
    /** A page of icons (GET /admin/course-icons), kept until an icon is written. */
    pageIcons: (query: CourseIconListQuery): Promise<Paged<CourseIcon>> => reads.page(query),
    async iconMap(): Promise<Record<string, string>> {
      const rows = await repo.findIcons(db);
      return Object.fromEntries(rows.map((row) => [row.iconName, row.iconPath]));
    },
    /** An icon by its `_id` or its name. */
    async getIcon(key: string): Promise<CourseIcon> {
      const row = isUuid(key)
        ? ((await repo.findIconById(db, key)) ?? (await repo.findIconByName(db, key)))
        : await repo.findIconByName(db, key);
      if (!row) throw notFound(M.iconNotFound);
      return presentIcon(row);
    },
    async createIcon(values: { iconName: string; iconPath: string }): Promise<CourseIcon> {
      return conflictOnDuplicate(M.duplicateIcon, () =>
        db.transaction(async (tx) => {
          const created = presentIcon(await repo.insertIcon(tx, values));
          await recordActivity(tx, { ...entryOf(created, 'create'), after: created });
          await recordContentChange(tx, CONTENT_KIND, null, created, BY_NAME);
          return created;
        }),
      );
    },
    async updateIcon(
      id: string,
      values: { iconName: string; iconPath: string },
    ): Promise<CourseIcon> {
      const icon = await conflictOnDuplicate(M.duplicateIcon, () =>
        db.transaction(async (tx) => {
          const before = await repo.findIconById(tx, id);
          const row = before && (await repo.updateIcon(tx, id, values));
          if (!before || !row) return undefined;
          const [was, now] = [presentIcon(before), presentIcon(row)];
          await recordActivity(tx, { ...entryOf(now, 'update'), before: was, after: now });
          await recordContentChange(tx, CONTENT_KIND, was, now, BY_NAME);
          return now;
        }),
      );
      if (!icon) throw notFound(M.iconNotFound);
      return icon;
    },
    async deleteIcon(id: string): Promise<void> {
      const deleted = await db.transaction(async (tx) => {
        const before = await repo.findIconById(tx, id);
        if (!before || !(await repo.deleteIcon(tx, id))) return false;
        const was = presentIcon(before);
        await recordActivity(tx, { ...entryOf(was, 'delete'), before: was });
        await recordContentChange(tx, CONTENT_KIND, was, null, BY_NAME);
        return true;
      });
      if (!deleted) throw notFound(M.iconNotFound);
    },
  };
}
