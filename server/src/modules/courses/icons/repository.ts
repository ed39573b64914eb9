import type { CourseIcon } from '@coursedesk/contract/courses';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { defineList, type SpineFilters } from '../../../db/list/paged-list.ts';
import { first, only } from '../../../db/rows.ts';
import { courseIcons } from '../../../db/schema/index.ts';

export type IconRow = typeof courseIcons.$inferSelect;

export function findIcons(db: Executor): Promise<IconRow[]> {
  return db.select().from(courseIcons).orderBy(asc(courseIcons.iconName));
}

/** The icons list on the spine (db/list/paged-list.ts): by name, searched in the name. */
export function defineIconList(present: (row: IconRow) => CourseIcon) {
  return defineList({
    table: courseIcons,
    id: courseIcons.id,
    whereOf: (_filters: SpineFilters) => undefined,
    dateColumn: courseIcons.createdAt,
    search: { columns: [sql`${courseIcons.iconName}`], trigram: false },
    sortKeys: { iconName: { expression: sql`${courseIcons.iconName}`, type: 'text' } },
    present: (row: IconRow) => present(row),
    versionTables: ['course_icons'],
  });
}

export function findIconById(db: Executor, id: string): Promise<IconRow | undefined> {
  return first(db.select().from(courseIcons).where(eq(courseIcons.id, id)));
}

export function findIconByName(db: Executor, name: string): Promise<IconRow | undefined> {
  return first(db.select().from(courseIcons).where(eq(courseIcons.iconName, name)));
}

export function insertIcon(
  db: Executor,
  values: { iconName: string; iconPath: string },
): Promise<IconRow> {
  return only(db.insert(courseIcons).values(values).returning());
}

export function updateIcon(
  db: Executor,
  id: string,
  values: { iconName: string; iconPath: string },
): Promise<IconRow | undefined> {
  return first(
    db
      .update(courseIcons)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(courseIcons.id, id))
      .returning(),
  );
}

export async function deleteIcon(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .delete(courseIcons)
    .where(eq(courseIcons.id, id))
    .returning({ id: courseIcons.id });
  return rows.length > 0;
}
