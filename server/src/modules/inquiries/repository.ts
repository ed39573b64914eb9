import type { InquiryFilters, inquirySortFields } from '@coursedesk/contract/inquiries';
import { dateRangeOf } from '@coursedesk/contract/list';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { csvInstant, csvPlain, csvText, type SqlCsvColumn } from '../../db/list/csv.ts';
import type { SortKey } from '../../db/list/order.ts';
import { defineList } from '../../db/list/paged-list.ts';
import { inquiries, inquiryCountsDaily } from '../../db/schema/index.ts';
import { peopleTable } from '../people/repository.ts';
import { presentInquiry } from './presenter.ts';

export type InquiryRow = typeof inquiries.$inferSelect;

/** The inquiry list's own filters (the spine adds the search). */
function whereOf(filters: InquiryFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.status) conditions.push(eq(inquiries.status, filters.status));
  if (filters.type) conditions.push(eq(inquiries.type, filters.type));
  if (filters.source) conditions.push(eq(inquiries.source, filters.source));
  if (filters.assignedTo) conditions.push(eq(inquiries.assignedTo, filters.assignedTo));
  const { from, to } = dateRangeOf(filters);
  if (from) conditions.push(gte(inquiries.createdAt, from));
  if (to) conditions.push(lt(inquiries.createdAt, to));
  return and(...conditions);
}

const sortKeys: Record<(typeof inquirySortFields)[number], SortKey> = {
  createdAt: { expression: sql`${inquiries.createdAt}`, type: 'timestamptz' },
  name: { expression: sql`lower(${inquiries.name})`, type: 'text' },
};
/** The export's columns, in the order of an inquiry's fields. */
const csvColumns: SqlCsvColumn[] = [
  { header: 'ID', cell: csvPlain(sql`${inquiries.id}`) },
  { header: 'Name', cell: csvText(sql`${inquiries.name}`) },
  { header: 'Email', cell: csvText(sql`${inquiries.email}`) },
  { header: 'Phone', cell: csvText(sql`${inquiries.phone}`) },
  { header: 'Type', cell: csvPlain(sql`${inquiries.type}`) },
  { header: 'Subject', cell: csvText(sql`${inquiries.subject}`) },
  { header: 'Message', cell: csvText(sql`${inquiries.message}`) },
  { header: 'Status', cell: csvPlain(sql`${inquiries.status}`) },
  { header: 'Course', cell: csvText(sql`${inquiries.courseName}`) },
  { header: 'Source', cell: csvText(sql`${inquiries.source}`) },
  { header: 'Created At', cell: csvInstant(sql`${inquiries.createdAt}`) },
];

/** The inquiries list: page, count, export, by id and plans (db/list/paged-list.ts). */
export const inquiryList = defineList({
  table: inquiries,
  id: inquiries.id,
  whereOf,
  // Each column is served by its trigram index (inquiries_*_trgm_idx, migration 0007).
  search: {
    columns: [
      sql`lower(${inquiries.name})`,
      sql`lower(${inquiries.email})`,
      sql`${inquiries.phone}`,
    ],
    trigram: true,
  },
  sortKeys,
  csvColumns,
  present: presentInquiry,
  versionTables: ['inquiries'],
});

/** Inquiries' writes, and their stat counts: all, converted and contacted from the rollup. */
export const inquiryTable = peopleTable(inquiries, {
  rollup: { table: inquiryCountsDaily, count: inquiryCountsDaily.inquiries },
  status: { column: inquiryCountsDaily.status, values: ['converted', 'contacted'] },
});
