import type { CustomerFilters, customerSortFields } from '@coursedesk/contract/customers';
import { dateRangeOf } from '@coursedesk/contract/list';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { csvInstant, csvPlain, csvPounds, csvText, type SqlCsvColumn } from '../../db/list/csv.ts';
import type { SortKey } from '../../db/list/order.ts';
import { defineList } from '../../db/list/paged-list.ts';
import { customerCountsDaily, customers } from '../../db/schema/index.ts';
import { peopleTable } from '../people/repository.ts';
import { presentCustomer } from './presenter.ts';

export type CustomerRow = typeof customers.$inferSelect;

/** The customer list's own filters (the spine adds the search). */
function whereOf(filters: CustomerFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.status) conditions.push(eq(customers.customerStatus, filters.status));
  if (filters.paymentStatus) conditions.push(eq(customers.paymentStatus, filters.paymentStatus));
  if (filters.paymentType) conditions.push(eq(customers.paymentType, filters.paymentType));
  if (filters.courseId) conditions.push(eq(customers.courseId, filters.courseId));
  if (filters.source) conditions.push(eq(customers.source, filters.source));
  const { from, to } = dateRangeOf(filters);
  if (from) conditions.push(gte(customers.createdAt, from));
  if (to) conditions.push(lt(customers.createdAt, to));
  return and(...conditions);
}

const sortKeys: Record<(typeof customerSortFields)[number], SortKey> = {
  createdAt: { expression: sql`${customers.createdAt}`, type: 'timestamptz' },
  name: { expression: sql`lower(${customers.name})`, type: 'text' },
  amount: { expression: sql`${customers.amountPence}`, type: 'bigint' },
};
/** The export's columns, in the order of the screen's table and then the remaining fields. */
const csvColumns: SqlCsvColumn[] = [
  { header: 'ID', cell: csvPlain(sql`${customers.id}`) },
  { header: 'Name', cell: csvText(sql`${customers.name}`) },
  { header: 'Email', cell: csvText(sql`${customers.email}`) },
  { header: 'Phone', cell: csvText(sql`${customers.phone}`) },
  { header: 'Course', cell: csvText(sql`${customers.courseName}`) },
  { header: 'Course Category', cell: csvText(sql`${customers.courseCategory}`) },
  { header: 'Payment Type', cell: csvPlain(sql`${customers.paymentType}`) },
  { header: 'Payment Status', cell: csvPlain(sql`${customers.paymentStatus}`) },
  { header: 'Customer Status', cell: csvPlain(sql`${customers.customerStatus}`) },
  { header: 'Amount', cell: csvPounds(sql`${customers.amountPence}`) },
  { header: 'Currency', cell: csvPlain(sql`${customers.currency}`) },
  { header: 'Paid Amount', cell: csvPounds(sql`${customers.installmentPaidPence}`) },
  { header: 'Total Amount', cell: csvPounds(sql`${customers.installmentTotalPence}`) },
  { header: 'Source', cell: csvText(sql`${customers.source}`) },
  { header: 'Created At', cell: csvInstant(sql`${customers.createdAt}`) },
];

/** The customers list: page, count, export, by id and plans (db/list/paged-list.ts). */
export const customerList = defineList({
  table: customers,
  id: customers.id,
  whereOf,
  // Each column is served by its trigram index (customers_*_trgm_idx, migration 0007).
  search: {
    columns: [
      sql`lower(${customers.name})`,
      sql`lower(${customers.email})`,
      sql`${customers.phone}`,
    ],
    trigram: true,
  },
  sortKeys,
  csvColumns,
  present: presentCustomer,
  versionTables: ['customers'],
});

/** Customers' writes, and their stat counts: all, paid and pending from the rollup. */
export const customerTable = peopleTable(customers, {
  rollup: { table: customerCountsDaily, count: customerCountsDaily.customers },
  status: { column: customerCountsDaily.paymentStatus, values: ['paid', 'pending'] },
});
