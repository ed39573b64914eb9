// npm run explain:lists
// Writes the executed plans of the customers list's page and count queries, run against the
// configured database (DATABASE_URL, else the embedded one in DATA_DIR) as the list runs them,
// to server/scripts/plans/customers-<engine>.txt. Seed it first with
// `npm run seed -- --customers 200000 --payments 1000000 --inquiries 100000`.
import fs from 'node:fs';
import { customerListQuery } from '@coursedesk/contract/customers';
import { customerList } from '../src/modules/customers/customers/repository.ts';
import { openConfiguredDatabase, reportFailure } from './configured-database.ts';

/** The lists the screen and bench:api ask for, by name. */
const queries = {
  'default page 1': {},
  'search=john (a search alone)': { search: 'john' },
  'paymentStatus=paid, search=john, page 51 of 20 (bench:api)': {
    paymentStatus: 'paid',
    search: 'john',
    page: '51',
    limit: '20',
  },
  'status=approved, startDate, sorted by name': {
    status: 'approved',
    startDate: '2026-01-01',
    sortBy: 'name',
    sortOrder: 'asc',
  },
};

async function main(): Promise<void> {
  const database = await openConfiguredDatabase();
  try {
    const total = await customerList.count(database.db, customerListQuery.parse({}));
    const sections = [
      `Customers list plans on ${database.engine} (${total} customers), EXPLAIN (ANALYZE, BUFFERS).`,
      'Timings are left out so the file changes only when a plan does.',
    ];
    for (const [name, raw] of Object.entries(queries)) {
      const plans = await customerList.explain(database.db, customerListQuery.parse(raw));
      for (const [part, plan] of Object.entries(plans)) {
        sections.push(`\n== ${name}: ${part} ==\n${plan}`);
      }
    }
    const file = new URL(`plans/customers-${database.engine}.txt`, import.meta.url);
    fs.writeFileSync(file, `${sections.join('\n')}\n`);
    process.stdout.write(`Wrote ${file.pathname}\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => reportFailure('Explaining the list queries', error));
