import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { courseIcons } from '../../../db/schema/index.ts';
import { first, only } from '../rows.ts';

export type IconRow = typeof courseIcons.$inferSelect;

export function findIcons(db: Executor): Promise<IconRow[]> {
  return db.select().from(courseIcons).orderBy(asc(courseIcons.iconName));
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
