import type {
  InquiryFilters,
  InquiryListQuery,
  inquirySortFields,
} from '@coursedesk/contract/inquiries';
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
const idColumn = sql`${inquiries.id}`;

export function findInquiryPage(db: Executor, query: InquiryListQuery): Promise<InquiryRow[]> {
  return db
    .select()
    .from(inquiries)
    .where(whereOf(query))
    .orderBy(orderOf(sortKeys[query.sortBy], idColumn, query.sortOrder))
    .limit(query.limit)
    .offset(offsetOf(query.page, query.limit));
}

export async function countInquiries(db: Executor, filters: InquiryFilters): Promise<number> {
  const [row] = await db.select({ n: count() }).from(inquiries).where(whereOf(filters));
  return row?.n ?? 0;
}

export interface InquiryBatchRow extends InquiryRow {
  sortKey: string;
}

/** One batch of the export: rows after `cursor` in the list's order. */
export async function findInquiryBatch(
  db: Executor,
  filters: InquiryFilters & { sortBy: (typeof inquirySortFields)[number]; sortOrder: SortOrder },
  cursor: Cursor | undefined,
  size: number,
): Promise<InquiryBatchRow[]> {
  const key = sortKeys[filters.sortBy];
  const where = and(
    whereOf(filters),
    cursor ? afterCursor(key, idColumn, filters.sortOrder, cursor) : undefined,
  );
  const rows = await db
    .select({ row: inquiries, sortKey: sql<string>`(${key.expression})::text` })
    .from(inquiries)
    .where(where)
    .orderBy(orderOf(key, idColumn, filters.sortOrder))
    .limit(size);
  return rows.map(({ row, sortKey }) => ({ ...row, sortKey }));
}

export async function findInquiryById(db: Executor, id: string): Promise<InquiryRow | undefined> {
  const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id));
  return row;
}

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
