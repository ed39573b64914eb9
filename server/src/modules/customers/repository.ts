import type {
  CustomerFilters,
  CustomerListQuery,
  customerSortFields,
} from '@coursedesk/contract/customers';
import { dateRangeOf, type SortOrder } from '@coursedesk/contract/list';
import { and, count, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.ts';
import {
  afterCursor,
  type Cursor,
  containsPattern,
  offsetOf,
  orderOf,
  type SortKey,
} from '../../db/list.ts';
import { courses, customers } from '../../db/schema/index.ts';

export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomerRow = typeof customers.$inferInsert;

/** The one WHERE clause of a filtered customer list: the page, the count and the export use it. */
export function whereOf(filters: CustomerFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.status) conditions.push(eq(customers.customerStatus, filters.status));
  if (filters.paymentStatus) conditions.push(eq(customers.paymentStatus, filters.paymentStatus));
  if (filters.paymentType) conditions.push(eq(customers.paymentType, filters.paymentType));
  if (filters.courseId) conditions.push(eq(customers.courseId, filters.courseId));
  if (filters.source) conditions.push(eq(customers.source, filters.source));
  const { from, to } = dateRangeOf(filters);
  if (from) conditions.push(gte(customers.createdAt, from));
  if (to) conditions.push(lt(customers.createdAt, to));
  if (filters.search) {
    // Each side is served by its trigram index (customers_*_trgm_idx).
    const pattern = containsPattern(filters.search);
    conditions.push(
      sql`(lower(${customers.name}) like ${pattern} or lower(${customers.email}) like ${pattern} or ${customers.phone} like ${pattern})`,
    );
  }
  return and(...conditions);
}

const sortKeys: Record<(typeof customerSortFields)[number], SortKey> = {
  createdAt: { expression: sql`${customers.createdAt}`, type: 'timestamptz' },
  name: { expression: sql`lower(${customers.name})`, type: 'text' },
  amount: { expression: sql`${customers.amountPence}`, type: 'bigint' },
};
const idColumn = sql`${customers.id}`;

export function findCustomerPage(db: Executor, query: CustomerListQuery): Promise<CustomerRow[]> {
  return customerPageQuery(db, query);
}

function customerPageQuery(db: Executor, query: CustomerListQuery) {
  return db
    .select()
    .from(customers)
    .where(whereOf(query))
    .orderBy(orderOf(sortKeys[query.sortBy], idColumn, query.sortOrder))
    .limit(query.limit)
    .offset(offsetOf(query.page, query.limit));
}

export async function countCustomers(db: Executor, filters: CustomerFilters): Promise<number> {
  const [row] = await customerCountQuery(db, filters);
  return row?.n ?? 0;
}

function customerCountQuery(db: Executor, filters: CustomerFilters) {
  return db.select({ n: count() }).from(customers).where(whereOf(filters));
}

/**
 * The executed plans (EXPLAIN ANALYZE) of a list's page and count queries, exactly as the list
 * runs them: committed next to the benchmark, so a change that loses an index shows in review.
 */
export async function explainCustomerList(db: Executor, query: CustomerListQuery) {
  const plan = async (statement: SQL) =>
    rowsOf<Record<string, string>>(
      await db.execute(sql`explain (analyze, buffers, costs off, timing off) ${statement}`),
    )
      .map((row) => Object.values(row)[0])
      .join('\n');
  return {
    page: await plan(customerPageQuery(db, query).getSQL()),
    count: await plan(customerCountQuery(db, query).getSQL()),
  };
}

export interface CustomerBatchRow extends CustomerRow {
  sortKey: string;
}

/** One batch of the export: rows after `cursor` in the list's order. */
export async function findCustomerBatch(
  db: Executor,
  filters: CustomerFilters & { sortBy: (typeof customerSortFields)[number]; sortOrder: SortOrder },
  cursor: Cursor | undefined,
  size: number,
): Promise<CustomerBatchRow[]> {
  const key = sortKeys[filters.sortBy];
  const where = and(
    whereOf(filters),
    cursor ? afterCursor(key, idColumn, filters.sortOrder, cursor) : undefined,
  );
  const rows = await db
    .select({ row: customers, sortKey: sql<string>`(${key.expression})::text` })
    .from(customers)
    .where(where)
    .orderBy(orderOf(key, idColumn, filters.sortOrder))
    .limit(size);
  return rows.map(({ row, sortKey }) => ({ ...row, sortKey }));
}

export async function findCustomerById(db: Executor, id: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

export async function findCourseForCustomer(db: Executor, id: string) {
  const [row] = await db
    .select({ id: courses.id, title: courses.title, category: courses.category })
    .from(courses)
    .where(eq(courses.id, id));
  return row;
}

export async function insertCustomer(db: Executor, values: NewCustomerRow): Promise<CustomerRow> {
  const [row] = await db.insert(customers).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateCustomerStatuses(
  db: Executor,
  id: string,
  values: Partial<Pick<CustomerRow, 'paymentStatus' | 'customerStatus'>>,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .update(customers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(customers.id, id))
    .returning();
  return row;
}

export async function deleteCustomerRow(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .delete(customers)
    .where(eq(customers.id, id))
    .returning({ id: customers.id });
  return rows.length > 0;
}

/**
 * The stat cards: totals from the rollup the triggers keep (server/drizzle/0002), and the
 * customers created since `since` through the creation-date index.
 */
export async function customerStatCounts(db: Executor, since: Date) {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select
        coalesce(sum(customers), 0) as total,
        coalesce(sum(customers) filter (where payment_status = 'paid'), 0) as paid,
        coalesce(sum(customers) filter (where payment_status = 'pending'), 0) as pending,
        (select count(*) from customers where created_at >= ${since.toISOString()}::timestamptz)
          as recent
      from customer_counts_daily`),
  );
  return {
    total: Number(row?.total ?? 0),
    paid: Number(row?.paid ?? 0),
    pending: Number(row?.pending ?? 0),
    recent: Number(row?.recent ?? 0),
  };
}
