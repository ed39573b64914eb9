// Demo data at start-up: loaded once, into a database this start-up has just created.
import type { Database } from '../db/client.ts';
import type { DemoDataSummary } from './seed-demo-data.ts';

export type DemoDataOutcome =
  | { kind: 'loaded'; summary: DemoDataSummary }
  /** Asked for explicitly, but the database already had data. */
  | { kind: 'skipped-not-empty' }
  | { kind: 'off' };

export interface DemoDataStart {
  /** The database had no migration history before this start-up. */
  databaseWasNew: boolean;
  /** DEMO_DATA; undefined when unset. */
  setting: boolean | undefined;
  /** Unset DEMO_DATA means on for the embedded engine, off for PostgreSQL. */
  embedded: boolean;
  now?: Date;
}

/**
 * Loads demo data when it is wanted and the database is new. Never writes into a database that
 * already holds data: an existing database, or one that another server filled a moment ago.
 */
export async function loadDemoDataOnStart(
  db: Database,
  { databaseWasNew, setting, embedded, now }: DemoDataStart,
): Promise<DemoDataOutcome> {
  const wanted = setting ?? embedded;
  if (!wanted) return { kind: 'off' };
  // Only an explicit DEMO_DATA=true is worth a remark on every later start.
  const skipped: DemoDataOutcome =
    setting === true ? { kind: 'skipped-not-empty' } : { kind: 'off' };
  if (!databaseWasNew) return skipped;
  // The data builders are loaded only to fill a new database: a running server never holds them.
  const { DatabaseNotEmptyError, seedDemoData } = await import('./seed-demo-data.ts');
  try {
    return { kind: 'loaded', summary: await seedDemoData(db, now) };
  } catch (error) {
    if (error instanceof DatabaseNotEmptyError) return skipped;
    throw error;
  }
}

export function describeDemoDataOutcome(outcome: DemoDataOutcome): string | undefined {
  switch (outcome.kind) {
    case 'loaded': {
      const { summary } = outcome;
      return (
        `Demo data loaded into the new database: ${summary.courses} courses, ` +
        `${summary.customers} customers, ${summary.inquiries} inquiries, ` +
        `${summary.transactions} payments (DEMO_DATA=false starts a new database empty).`
      );
    }
    case 'skipped-not-empty':
      return 'Demo data skipped: the database is not empty (demo data only goes into a new database).';
    case 'off':
      return undefined;
  }
}
