import type { InquiryFilters } from '@coursedesk/contract/inquiries';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { csvInstant, csvPlain, csvText } from '../../../db/list/csv.ts';
import { defineList, equalityFilters } from '../../../db/list/paged-list.ts';
import { inquiries, inquiryCountsDaily } from '../../../db/schema/index.ts';
import { peopleTable, personListParts } from '../repository.ts';
import { presentInquiry } from './presenter.ts';

export type InquiryRow = typeof inquiries.$inferSelect;

const person = personListParts(inquiries);

/** The inquiries list: page, count, export, by id and plans (db/list/paged-list.ts). */
export const inquiryList = defineList({
  ...person,
  whereOf: (filters: InquiryFilters) =>
    equalityFilters([
      [inquiries.status, filters.status],
      [inquiries.type, filters.type],
      [inquiries.source, filters.source],
      [inquiries.assignedTo, filters.assignedTo],
    ]),
  // In the order of an inquiry's fields.
  csvColumns: [
    ...person.csvColumns,
    { header: 'Type', cell: csvPlain(sql`${inquiries.type}`) },
    { header: 'Subject', cell: csvText(sql`${inquiries.subject}`) },
    { header: 'Message', cell: csvText(sql`${inquiries.message}`) },
    { header: 'Status', cell: csvPlain(sql`${inquiries.status}`) },
    { header: 'Course', cell: csvText(sql`${inquiries.courseName}`) },
    { header: 'Source', cell: csvText(sql`${inquiries.source}`) },
    { header: 'Created At', cell: csvInstant(sql`${inquiries.createdAt}`) },
  ],
  present: presentInquiry,
});

/** Inquiries' writes, and their stat counts: all, converted and contacted from the rollup. */
export const inquiryTable = peopleTable(inquiries, {
  rollup: { table: inquiryCountsDaily, count: inquiryCountsDaily.inquiries },
  status: { column: inquiryCountsDaily.status, values: ['converted', 'contacted'] },
});

/**
 * Inside a transaction: waits for any other transaction writing an inquiry with this email and
 * subject, then answers whether one was written within the last `seconds`. Two identical forms
 * sent at once are thus stored once.
 */
export async function hasRecentInquiry(
  db: Executor,
  email: string,
  subject: string,
  seconds: number,
): Promise<boolean> {
  // Class 1 of the two-key advisory locks: inquiries by email and subject.
  await db.execute(
    sql`select pg_advisory_xact_lock(1, hashtext(${`${email.toLowerCase()}\n${subject}`}))`,
  );
  const rows = await db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(
      and(
        sql`lower(${inquiries.email}) = ${email.toLowerCase()}`,
        eq(inquiries.subject, subject),
        gt(inquiries.createdAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
