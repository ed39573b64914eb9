// The statements customers and inquiries share: both tables hold people (docs/data-model.md,
// "Customers and inquiries") written one record at a time, and count them in a daily rollup.
import type { TrashArea } from '@coursedesk/contract/trash';
import { eq, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Executor, rowsOf } from '../../db/client.ts';
import { csvPlain, csvText } from '../../db/list/csv.ts';
import type { SortKey } from '../../db/list/order.ts';
import { courses, customers, type inquiries, paymentOrders } from '../../db/schema/index.ts';
import { moveToTrash } from '../../db/trash.ts';

type PeopleTable = typeof customers | typeof inquiries;

/** The figures of a people list's stat cards: from its rollup, then counted since a moment. */
export interface PeopleCounts<Status extends string> {
  /** The rollup kept by triggers (server/drizzle/0002) and its count column. */
  rollup: { table: PgTable; count: PgColumn };
  /** The rollup's status column and the statuses counted apart. */
  status: { column: PgColumn; values: readonly Status[] };
}

/**
 * What the declarations of both lists (db/list/paged-list.ts) share: the id, the creation date
 * the date range selects on, the search of name, email and phone (one lower-cased column the
 * database keeps, served by one trigram index: schema/columns.ts `personSearchText`), the sort by creation or name, the export's first columns, and the cache
 * on the table's own version.
 */
export function personListParts<Table extends PeopleTable>(table: Table) {
  const sortKeys: Record<'createdAt' | 'name', SortKey> = {
    createdAt: { expression: sql`${table.createdAt}`, type: 'timestamptz' },
    name: { expression: sql`lower(${table.name})`, type: 'text' },
  };
  return {
    table,
    id: table.id,
    dateColumn: table.createdAt,
    search: { columns: [sql`${table.searchText}`], trigram: true },
    sortKeys,
    csvColumns: [
      { header: 'ID', cell: csvPlain(sql`${table.id}`) },
      { header: 'Name', cell: csvText(sql`${table.name}`) },
      { header: 'Email', cell: csvText(sql`${table.email}`) },
      { header: 'Phone', cell: csvText(sql`${table.phone}`) },
    ],
    versionTables: [getTableName(table)],
  };
}

/** A course a person may name: its title and category are copied onto the record. */
export async function findCourseSummary(db: Executor, id: string) {
  const [row] = await db
    .select({ id: courses.id, title: courses.title, category: courses.category })
    .from(courses)
    .where(eq(courses.id, id));
  return row;
}

/** The writes of one people table and its stat counts. */
export function peopleTable<Table extends PeopleTable, Status extends string>(
  table: Table,
  counts: PeopleCounts<Status>,
) {
  type Row = Table['$inferSelect'];
  type NewRow = Table['$inferInsert'];
  // Typed as either table: drizzle's builders do not resolve their types over a type parameter.
  const people = table as PeopleTable;
  return {
    async insert(db: Executor, values: NewRow): Promise<Row> {
      const [row] = await db
        .insert(people)
        .values(values as typeof customers.$inferInsert)
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row as Row;
    },

    /** The record, locked for the rest of the transaction, or undefined. */
    async lock(db: Executor, id: string): Promise<Row | undefined> {
      const [row] = await db.select().from(people).where(eq(people.id, id)).for('update');
      return row as Row | undefined;
    },

    /** The record with its statuses set to `values` (and `updatedAt` now), or undefined. */
    async setStatuses(db: Executor, id: string, values: Partial<NewRow>): Promise<Row | undefined> {
      const [row] = await db
        .update(people)
        .set({ ...(values as Partial<typeof customers.$inferInsert>), updatedAt: sql`now()` })
        .where(eq(people.id, id))
        .returning();
      return row as Row | undefined;
    },

    /**
     * The record's trash entry (db/trash.ts), written before it is deleted; a customer's payments
     * are linked to them again on restore.
     */
    trash(db: Executor, id: string, name: string): Promise<string> {
      return moveToTrash(db, {
        area: getTableName(people) as TrashArea,
        recordId: id,
        label: name,
        parts: [{ table: people, where: eq(people.id, id) }],
        relinks: people === customers ? [{ table: paymentOrders, column: 'customer_id' }] : [],
      });
    },

    /** Whether a record was there to delete. */
    async delete(db: Executor, id: string): Promise<boolean> {
      const rows = await db.delete(people).where(eq(people.id, id)).returning({ id: people.id });
      return rows.length > 0;
    },

    /**
     * The stat cards: totals by status from the rollup the triggers keep, and the records created
     * since `since` through the creation-date index.
     */
    async statCounts(db: Executor, since: Date) {
      const { rollup, status } = counts;
      const sum = (where?: SQL) =>
        where
          ? sql`coalesce(sum(${rollup.count}) filter (where ${where}), 0)`
          : sql`coalesce(sum(${rollup.count}), 0)`;
      const byStatus = status.values.map(
        (value) => sql`${sum(sql`${status.column} = ${value}`)} as ${sql.identifier(value)}`,
      );
      const [row] = rowsOf<Record<string, unknown>>(
        await db.execute(sql`
          select ${sum()} as total, ${sql.join(byStatus, sql`, `)},
            (select count(*) from ${people} where ${people.createdAt} >= ${since.toISOString()}::timestamptz)
              as recent
          from ${rollup.table}`),
      );
      const statuses = Object.fromEntries(
        status.values.map((value) => [value, Number(row?.[value] ?? 0)]),
      ) as Record<Status, number>;
      return { total: Number(row?.total ?? 0), recent: Number(row?.recent ?? 0), ...statuses };
    },
  };
}
