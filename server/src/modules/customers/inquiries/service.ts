import {
  type createInquiryInput,
  type Inquiry,
  type InquiryExportQuery,
  type InquiryListQuery,
  type InquiryStats,
  inquiryMessages,
  type publicInquiryInput,
} from '@coursedesk/contract/inquiries';
import type { Paged } from '@coursedesk/contract/list';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import type { FormBudget } from '../../../db/form-budget.ts';
import { recordChange } from '../../../db/outbox.ts';
import type { IfMatch, Versioned } from '../../../lib/record-version.ts';
import type { Courses } from '../../module.ts';
import { peopleService } from '../service.ts';
import { createInquiryIntake } from './intake.ts';
import { presentInquiry } from './presenter.ts';
import { inquiryList, inquiryTable } from './repository.ts';

export interface InquiriesService {
  listInquiries(query: InquiryListQuery): Promise<Paged<Inquiry>>;
  /** An inquiry with the version its status row names in If-Match. */
  getInquiry(id: string): Promise<Versioned<Inquiry>>;
  createInquiry(input: z.output<typeof createInquiryInput>): Promise<Inquiry>;
  /**
   * The website's contact form (docs/website-forms.md, intake.ts): counted against the sender's
   * address and the form's budget, stored as `new`, `spam` or `suspected_spam`, a repeat of a
   * message counted on its row.
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

/** `budget`: the contact form's budget across every address (INQUIRY_BUDGET_* in the README). */
export function createInquiriesService(
  db: Database,
  courses: Courses,
  { budget }: { budget: FormBudget },
): InquiriesService {
  const people = peopleService(db, courses, {
    area: 'inquiries',
    list: inquiryList,
    table: inquiryTable,
    present: presentInquiry,
    messages: inquiryMessages,
    // The same event (and email notice) whether the website's form or an admin added it.
    announce: (tx, inquiry) =>
      recordChange(tx, {
        type: 'inquiry.created',
        data: { id: inquiry._id, status: inquiry.status },
        notice: `${inquiry.name} <${inquiry.email}>`,
      }),
  });
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

    receive: createInquiryIntake(db, { budget, courses, insert: people.insert }),

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
