import type { InquiryFilters, InquiryStatus } from '@coursedesk/contract/inquiries';
import { and, desc, eq, gt, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { csvInstant, csvPlain, csvText } from '../../../db/list/csv.ts';
import { defineList, equalityFilters } from '../../../db/list/paged-list.ts';
import { inquiries, inquiryCountsDaily } from '../../../db/schema/index.ts';
import { peopleTable, personListParts } from '../repository.ts';
import { presentInquiry } from './presenter.ts';

export type InquiryRow = typeof inquiries.$inferSelect;
export type NewInquiryRow = typeof inquiries.$inferInsert;

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
    { header: 'Times Sent', cell: csvPlain(sql`${inquiries.timesSent}`) },
    { header: 'Last Sent At', cell: csvInstant(sql`${inquiries.lastSentAt}`) },
  ],
  present: presentInquiry,
});

/** Inquiries' writes, and their stat counts: all, converted and contacted from the rollup. */
export const inquiryTable = peopleTable(inquiries, {
  rollup: { table: inquiryCountsDaily, count: inquiryCountsDaily.inquiries },
  status: { column: inquiryCountsDaily.status, values: ['converted', 'contacted'] },
});

/** The statuses that mark a row as spam: filled-in honeypot, or held past the form's budget. */
const spamStatuses = ['spam', 'suspected_spam'] as const satisfies readonly InquiryStatus[];

/**
 * Inside a transaction: waits for any other transaction receiving the message `repeatKey` names,
 * then answers the latest row that message came in on within the last `seconds` and whose status
 * is of the same kind as `status`: that very status for `spam` and `suspected_spam`, any other
 * status for a real form. Two identical forms sent at once thus meet on one row.
 */
export async function findRecentRepeat(
  db: Executor,
  repeatKey: string,
  status: InquiryStatus,
  seconds: number,
): Promise<string | undefined> {
  // Class 1 of the two-key advisory locks: inquiries by their message.
  await db.execute(sql`select pg_advisory_xact_lock(1, hashtext(${repeatKey}))`);
  const sameKind = (spamStatuses as readonly InquiryStatus[]).includes(status)
    ? eq(inquiries.status, status)
    : notInArray(inquiries.status, [...spamStatuses]);
  const [row] = await db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(
      and(
        eq(inquiries.repeatKey, repeatKey),
        sameKind,
        gt(inquiries.lastSentAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    )
    .orderBy(desc(inquiries.lastSentAt))
    .limit(1);
  return row?.id;
}

/** The inquiry's message was sent once more, now. */
export async function countRepeat(db: Executor, id: string): Promise<void> {
  await db
    .update(inquiries)
    .set({ timesSent: sql`${inquiries.timesSent} + 1`, lastSentAt: sql`now()` })
    .where(eq(inquiries.id, id));
}
