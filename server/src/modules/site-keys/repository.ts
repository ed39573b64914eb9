// The SQL of the site keys (`site_keys`); this module is the table's only writer.
import { desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { siteKeys } from '../../db/schema/index.ts';

export type SiteKeyRow = typeof siteKeys.$inferSelect;

export async function insertSiteKey(
  db: Executor,
  values: { name: string; keyHash: string; prefix: string },
): Promise<SiteKeyRow> {
  const [row] = await db.insert(siteKeys).values(values).returning();
  if (!row) throw new Error('no site key inserted');
  return row;
}

export function findSiteKeys(db: Executor): Promise<SiteKeyRow[]> {
  return db.select().from(siteKeys).orderBy(desc(siteKeys.createdAt), desc(siteKeys.id));
}

export async function findSiteKeyById(db: Executor, id: string): Promise<SiteKeyRow | undefined> {
  const [row] = await db.select().from(siteKeys).where(eq(siteKeys.id, id));
  return row;
}

export async function findSiteKeyByHash(
  db: Executor,
  keyHash: string,
): Promise<Pick<SiteKeyRow, 'id' | 'revokedAt'> | undefined> {
  const [row] = await db
    .select({ id: siteKeys.id, revokedAt: siteKeys.revokedAt })
    .from(siteKeys)
    .where(eq(siteKeys.keyHash, keyHash));
  return row;
}

export async function revokeSiteKey(db: Executor, id: string): Promise<SiteKeyRow | undefined> {
  const [row] = await db
    .update(siteKeys)
    .set({ revokedAt: sql`now()` })
    .where(eq(siteKeys.id, id))
    .returning();
  return row;
}

/** Notes a use, unless one was noted in the last minute (by any instance). */
export async function touchSiteKey(db: Executor, id: string): Promise<void> {
  await db
    .update(siteKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      sql`${eq(siteKeys.id, id)} and ${or(
        isNull(siteKeys.lastUsedAt),
        lt(siteKeys.lastUsedAt, sql`now() - interval '1 minute'`),
      )}`,
    );
}
