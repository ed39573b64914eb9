import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

export { pendingMigrationCount } from '../../db/migrate.ts';

/** The smallest round trip: it fails when the database cannot answer. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
