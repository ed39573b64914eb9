import type { InquiryFilters, inquirySortFields } from '@coursedesk/contract/inquiries';
import { dateRangeOf } from '@coursedesk/contract/list';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.ts';
import { csvInstant, csvPlain, csvText, type SqlCsvColumn } from '../../db/list/csv.ts';
import { containsPattern, pagedList, type SortKey } from '../../db/list/paged-list.ts';
import { courses, inquiries } from '../../db/schema/index.ts';

export type InquiryRow = typeof inquiries.$inferSelect;
export type NewInquiryRow = typeof inquiries.$inferInsert;

/** The one WHERE clause of a filtered inquiry list: the page, the count and the export use it. */
export function whereOf(filters: InquiryFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.status) conditions.push(eq(inquiries.status, filters.status));
  if (filters.type) conditions.push(eq(inquiries.type, filters.type));
  if (filters.source) conditions.push(eq(inquiries.source, filters.source));
  if (filters.assignedTo) conditions.push(eq(inquiries.assignedTo, filters.assignedTo));
  const { from, to } = dateRangeOf(filters);
  if (from) conditions.push(gte(inquiries.createdAt, from));
  if (to) conditions.push(lt(inquiries.createdAt, to));
  if (filters.search) {
    // Each side is served by its trigram index (inquiries_*_trgm_idx).
    const pattern = containsPattern(filters.search);
    conditions.push(
      sql`(lower(${inquiries.name}) like ${pattern} or lower(${inquiries.email}) like ${pattern} or ${inquiries.phone} like ${pattern})`,
    );
  }
  return and(...conditions);
}

const sortKeys: Record<(typeof inquirySortFields)[number], SortKey> = {
  createdAt: { expression: sql`${inquiries.createdAt}`, type: 'timestamptz' },
  name: { expression: sql`lower(${inquiries.name})`, type: 'text' },
};
/** The inquiries list: its page, count, export and plans, all on `whereOf` (db/list/paged-list.ts). */
export const inquiryList = pagedList({
  table: inquiries,
  id: inquiries.id,
  whereOf,
  sortKeys,
});

/** The export's columns, in the order of the §3 fields. */
export const inquiryCsvColumns: SqlCsvColumn[] = [
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
