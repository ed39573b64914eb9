// SQL of the demo and volume data: bulk inserts and the few reads they need.
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Executor, rowsOf } from '../db/client.ts';
import {
  blogPosts,
  companyInfo,
  coupons,
  courseIcons,
  courses,
  customers,
  faqs,
  inquiries,
  paymentOrders,
  paymentTransactions,
  teamMembers,
} from '../db/schema/index.ts';
import type { SaleableCourse } from './catalog.ts';

/** Any constant: serialises two processes that would both fill the same new database. */
const DEMO_DATA_LOCK_KEY = 727_003;

/**
 * Inserts `rows` with one statement and one bound parameter: the rows travel as a JSON array
 * that `json_populate_recordset` turns into the table's row type. Drizzle's `values()` binds one
 * parameter per cell, and PostgreSQL caps a statement at 65,535 of them (about 3,000 customers);
 * this path has no such limit, parses fast on both engines, and fires the statement-level
 * rollup triggers once per batch. Every row must carry the same keys: a key missing from one
 * row is written as null there, not as the column's default.
 */
export async function insertRows<T extends PgTable>(
  db: Executor,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(first);
  const names = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return column.keyAsName ? toSnakeCase(column.name) : column.name;
  });
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    const values = row as Record<string, unknown>;
    keys.forEach((key, index) => {
      record[names[index] as string] = values[key] ?? null;
    });
    return record;
  });
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const name = sql.identifier(getTableName(table));
  await db.execute(
    sql`insert into ${name} (${list}) select ${list} from json_populate_recordset(null::${name}, ${JSON.stringify(records)}::json)`,
  );
}

/**
 * Whether migrations were ever applied here: false for a database that this start-up is about
 * to create. Must be asked before `migrate()`, which creates the history table.
 */
export async function hasMigrationHistory(db: Executor): Promise<boolean> {
  const result = await db.execute(
    sql`select to_regclass('schema_migrations') is not null as present`,
  );
  return rowsOf<{ present: boolean }>(result)[0]?.present === true;
}

/**
 * Inside a transaction: waits for any other process filling demo data, then tells whether the
 * database already holds content or trading data (users do not count: the first admin exists
 * before anything else).
 */
export async function lockAndCheckEmpty(tx: Executor): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_DATA_LOCK_KEY})`);
  const tables = [
    courses,
    courseIcons,
    blogPosts,
    teamMembers,
    faqs,
    companyInfo,
    coupons,
    customers,
    inquiries,
    paymentOrders,
    paymentTransactions,
  ];
  const probes = sql.join(
    tables.map((table) => sql`exists (select 1 from ${table})`),
    sql` or `,
  );
  const result = await tx.execute(sql`select (${probes}) as found`);
  return rowsOf<{ found: boolean }>(result)[0]?.found !== true;
}

/** The courses on sale with their current prices; a course without a price plan sells at 0. */
export async function findSaleableCourses(db: Executor): Promise<SaleableCourse[]> {
  const result = await db.execute(sql`
    select c.id, c.title, c.category,
           coalesce(p.current_price_pence, 0) as current_price_pence,
           coalesce(p.installment_price_pence, 0) as installment_price_pence,
           coalesce(p.installment_months, 0) as installment_months
    from courses c left join course_pricing p on p.course_id = c.id
    order by c.position, c.created_at`);
  return rowsOf<{
    id: string;
    title: string;
    category: string;
    current_price_pence: string | number;
    installment_price_pence: string | number;
    installment_months: number;
  }>(result).map((row) => ({
    id: row.id,
    title: row.title,
    category: row.category,
    currentPricePence: Number(row.current_price_pence),
    installmentPricePence: Number(row.installment_price_pence),
    installmentMonths: Number(row.installment_months),
    // Unknown for courses made in the panel: a typical bootcamp length.
    weeks: 16,
    popularity: 1,
  }));
}

export interface ExistingCustomer {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  courseId: string | null;
  createdAt: Date;
}

/** Up to `limit` customers already stored, for volume payments to belong to. */
export async function findCustomersForPayments(
  db: Executor,
  limit: number,
): Promise<ExistingCustomer[]> {
  const result = await db.execute(sql`
    select id, name, email, phone, course_id, created_at from customers limit ${limit}`);
  return rowsOf<{
    id: string;
    name: string;
    email: string;
    phone: string | null;
    course_id: string | null;
    created_at: string | Date;
  }>(result).map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    courseId: row.course_id,
    createdAt: new Date(row.created_at),
  }));
}

export interface RowCounts {
  customers: number;
  paymentTransactions: number;
  inquiries: number;
}

export async function countTradingRows(db: Executor): Promise<RowCounts> {
  const result = await db.execute(sql`
    select (select count(*) from ${customers}) as customers,
           (select count(*) from ${paymentTransactions}) as payment_transactions,
           (select count(*) from ${inquiries}) as inquiries`);
  const row = rowsOf<{
    customers: string | number;
    payment_transactions: string | number;
    inquiries: string | number;
  }>(result)[0];
  return {
    customers: Number(row?.customers ?? 0),
    paymentTransactions: Number(row?.payment_transactions ?? 0),
    inquiries: Number(row?.inquiries ?? 0),
  };
}

/**
 * Refreshes the planner's statistics after a bulk load: the embedded engine has no autovacuum,
 * and without statistics the lists' search would not be planned through its trigram indexes.
 */
export async function analyzeTradingTables(db: Executor): Promise<void> {
  await db.execute(
    sql`analyze customers, inquiries, payment_orders, payment_transactions, customer_counts_daily, inquiry_counts_daily, revenue_daily`,
  );
}
