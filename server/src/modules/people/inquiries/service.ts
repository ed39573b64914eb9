import {
  type createInquiryInput,
  type Inquiry,
  type InquiryExportQuery,
  type InquiryListQuery,
  type InquiryStats,
  inquiryMessages,
} from '@coursedesk/contract/inquiries';
import type { Paged } from '@coursedesk/contract/list';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { peopleService } from '../service.ts';
import { presentInquiry } from './presenter.ts';
import { inquiryList, inquiryTable } from './repository.ts';

export interface InquiriesService {
  listInquiries(query: InquiryListQuery): Promise<Paged<Inquiry>>;
  getInquiry(id: string): Promise<Inquiry>;
  createInquiry(input: z.output<typeof createInquiryInput>): Promise<Inquiry>;
  updateStatus(id: string, status: Inquiry['status']): Promise<Inquiry>;
  deleteInquiry(id: string): Promise<void>;
  stats(periodDays: number): Promise<InquiryStats>;
  /** Every inquiry the filters select, in the list's order, as CSV text a batch at a time. */
  exportInquiries(query: InquiryExportQuery): AsyncIterable<string>;
}

export function createInquiriesService(db: Database): InquiriesService {
  const people = peopleService(db, {
    list: inquiryList,
    table: inquiryTable,
    present: presentInquiry,
    messages: inquiryMessages,
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

    updateStatus: (id, status) => people.setStatuses(id, { status }),

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
