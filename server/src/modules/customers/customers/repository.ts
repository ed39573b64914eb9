import type { CustomerFilters } from '@coursedesk/contract/customers';
import { sql } from 'drizzle-orm';
import { csvInstant, csvPlain, csvPounds, csvText } from '../../../db/list/csv.ts';
import { defineList, equalityFilters } from '../../../db/list/paged-list.ts';
import { customerCountsDaily, customers } from '../../../db/schema/index.ts';
import { peopleTable, personListParts } from '../repository.ts';
import { presentCustomer } from './presenter.ts';

export type CustomerRow = typeof customers.$inferSelect;

const person = personListParts(customers);

/** The customers list: page, count, export, by id and plans (db/list/paged-list.ts). */
export const customerList = defineList({
  ...person,
  whereOf: (filters: CustomerFilters) =>
    equalityFilters([
      [customers.customerStatus, filters.status],
      [customers.paymentStatus, filters.paymentStatus],
      [customers.paymentType, filters.paymentType],
      [customers.courseId, filters.courseId],
      [customers.source, filters.source],
    ]),
  sortKeys: {
    ...person.sortKeys,
    amount: { expression: sql`${customers.amountPence}`, type: 'bigint' },
  },
  // In the order of the screen's table, then the remaining fields.
  csvColumns: [
    ...person.csvColumns,
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
  ],
  present: presentCustomer,
});

/** Customers' writes, and their stat counts: all, paid and pending from the rollup. */
export const customerTable = peopleTable(customers, {
  rollup: { table: customerCountsDaily, count: customerCountsDaily.customers },
  status: { column: customerCountsDaily.paymentStatus, values: ['paid', 'pending'] },
});
