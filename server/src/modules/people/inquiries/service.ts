import {
  type createInquiryInput,
  type Inquiry,
  type InquiryExportQuery,
  type InquiryListQuery,
  type InquiryStats,
  inquiryMessages,
  type publicInquiryInput,
  publicInquiryMessages,
} from '@coursedesk/contract/inquiries';
import type { Paged } from '@coursedesk/contract/list';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { findCourseByReference } from '../../../db/course-lookup.ts';
import { attemptsPer, createThrottle } from '../../../db/throttle.ts';
import { addressKey } from '../../../lib/client-address.ts';
import { tooManyRequests } from '../../../lib/errors.ts';
import type { IfMatch, Versioned } from '../../../lib/record-version.ts';
import { peopleService } from '../service.ts';
import { presentInquiry } from './presenter.ts';
import { hasRecentInquiry, inquiryList, inquiryTable } from './repository.ts';

/** One address may send 5 contact forms in 10 minutes; the 6th waits out the 10 minutes. */
export const inquiryIntakeLimit = attemptsPer(5, 600);

/** The same email and subject within this many seconds is stored once. */
export const INQUIRY_DEDUPE_SECONDS = 600;

export interface InquiriesService {
  listInquiries(query: InquiryListQuery): Promise<Paged<Inquiry>>;
  /** An inquiry with the version its status row names in If-Match. */
  getInquiry(id: string): Promise<Versioned<Inquiry>>;
  createInquiry(input: z.output<typeof createInquiryInput>): Promise<Inquiry>;
  /**
   * The website's contact form (docs/website-forms.md): counted against the sender's address,
   * stored as `new` (as `spam` when the honeypot is filled in), once per email and subject
   * within 10 minutes.
   */
  receive(input: z.output<typeof publicInquiryInput>, clientAddress: string): Promise<void>;
  /** With `ifMatch`, only the version it names is changed (409 STALE otherwise). */
  updateStatus(
    id: string,
    status: Inquiry['status'],
    ifMatch?: IfMatch,
  ): Promise<Versioned<Inquiry>>;
  deleteInquiry(id: string, ifMatch?: IfMatch): Promise<{ trashId: string }>;
  stats(periodDays: number): Promise<InquiryStats>;
  /** Every inquiry the filters select, in the list's order, as CSV text a batch at a time. */
  exportInquiries(query: InquiryExportQuery): AsyncIterable<string>;
}

export function createInquiriesService(db: Database): InquiriesService {
  const people = peopleService(db, {
    area: 'inquiries',
    list: inquiryList,
    table: inquiryTable,
    present: presentInquiry,
    messages: inquiryMessages,
  });
  const throttle = createThrottle(db);
  return {
    listInquiries: people.page,
    getInquiry: people.byId,

    createInquiry: (input) =>
      people.create(input, () => ({
        type: input.type,
        subject: input.subject ?? null,
        message: input.message ?? null,
        status: input.status,
      })),

    async receive(input, clientAddress) {
      const attempt = await throttle.count(
        `inquiry:${addressKey(clientAddress)}`,
        inquiryIntakeLimit,
      );
      if (!attempt.allowed)
        throw tooManyRequests(publicInquiryMessages.tooMany, attempt.retryAfter);
      const course = input.course ? await findCourseByReference(db, input.course) : undefined;
      await db.transaction(async (tx) => {
        if (await hasRecentInquiry(tx, input.email, input.subject, INQUIRY_DEDUPE_SECONDS)) return;
        await people.insert(tx, {
          name: input.name,
          email: input.email,
          phone: input.phone ?? null,
          type: input.type,
          subject: input.subject,
          message: input.message,
          status: input.website ? 'spam' : 'new',
          courseId: course?.id ?? null,
          courseName: course?.title ?? input.course ?? null,
          source: input.source ?? 'website',
        });
      });
    },

    updateStatus: (id, status, ifMatch) => people.setStatuses(id, { status }, ifMatch),

    deleteInquiry: people.delete,

    async stats(periodDays) {
      const counts = await people.counts(periodDays);
      return {
        totalInquiries: counts.total,
        convertedInquiries: counts.converted,
        contactedInquiries: counts.contacted,
        newInquiries: counts.recent,
      };
    },

    exportInquiries: people.export,
  };
}
