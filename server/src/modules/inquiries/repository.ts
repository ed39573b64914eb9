import type { InquiryFilters, inquirySortFields } from '@coursedesk/contract/inquiries';
import { dateRangeOf } from '@coursedesk/contract/list';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.ts';
import { csvInstant, csvPlain, csvText, type SqlCsvColumn } from '../../db/list/csv.ts';
import type { SortKey } from '../../db/list/order.ts';
import { defineList } from '../../db/list/paged-list.ts';
import { courses, inquiries } from '../../db/schema/index.ts';
import { presentInquiry } from './presenter.ts';

export type InquiryRow = typeof inquiries.$inferSelect;
export type NewInquiryRow = typeof inquiries.$inferInsert;

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

export async function findCourseForInquiry(db: Executor, id: string) {
  const [row] = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(eq(courses.id, id));
  return row;
}

export async function insertInquiry(db: Executor, values: NewInquiryRow): Promise<InquiryRow> {
  const [row] = await db.insert(inquiries).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateInquiryStatus(
  db: Executor,
  id: string,
  status: InquiryRow['status'],
): Promise<InquiryRow | undefined> {
  const [row] = await db
    .update(inquiries)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(inquiries.id, id))
    .returning();
  return row;
}

export async function deleteInquiryRow(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .delete(inquiries)
    .where(eq(inquiries.id, id))
    .returning({ id: inquiries.id });
  return rows.length > 0;
}

/** The stat cards: totals from the rollup, and the inquiries created since `since`. */
export async function inquiryStatCounts(db: Executor, since: Date) {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select
        coalesce(sum(inquiries), 0) as total,
        coalesce(sum(inquiries) filter (where status = 'converted'), 0) as converted,
        coalesce(sum(inquiries) filter (where status = 'contacted'), 0) as contacted,
        (select count(*) from inquiries where created_at >= ${since.toISOString()}::timestamptz)
          as recent
      from inquiry_counts_daily`),
  );
  return {
    total: Number(row?.total ?? 0),
    converted: Number(row?.converted ?? 0),
    contacted: Number(row?.contacted ?? 0),
    recent: Number(row?.recent ?? 0),
  };
}
