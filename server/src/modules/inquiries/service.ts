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
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { presentInquiry } from './presenter.ts';
import {
  deleteInquiryRow,
  findCourseForInquiry,
  inquiryList,
  inquiryStatCounts,
  insertInquiry,
  updateInquiryStatus,
} from './repository.ts';

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
  // Pages and inquiries served again while no inquiry has been written since (db/list/paged-reads.ts).
  const reads = inquiryList.reads(db);
  return {
    listInquiries: (query) => reads.page(query),
    async getInquiry(id) {
      const item = await reads.byId(id);
      if (!item) throw notFound(inquiryMessages.notFound);
      return item;
    },

    async createInquiry(input) {
      const course = input.courseId ? await findCourseForInquiry(db, input.courseId) : undefined;
      if (input.courseId && !course) {
        throw new AppError('VALIDATION_ERROR', inquiryMessages.courseNotFound, {
          issues: [{ path: 'courseId', message: inquiryMessages.courseNotFound }],
        });
      }
      const row = await insertInquiry(db, {
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        type: input.type,
        subject: input.subject ?? null,
        message: input.message ?? null,
        status: input.status,
        courseId: course?.id ?? null,
        courseName: course?.title ?? null,
        source: input.source ?? null,
      });
      return presentInquiry(row);
    },

    async updateStatus(id, status) {
      const row = await updateInquiryStatus(db, id, status);
      if (!row) throw notFound(inquiryMessages.notFound);
      return presentInquiry(row);
    },

    async deleteInquiry(id) {
      if (!(await deleteInquiryRow(db, id))) throw notFound(inquiryMessages.notFound);
    },

    async stats(periodDays) {
      const since = new Date(Date.now() - periodDays * 86_400_000);
      const counts = await inquiryStatCounts(db, since);
      return {
        totalInquiries: counts.total,
        convertedInquiries: counts.converted,
        contactedInquiries: counts.contacted,
        newInquiries: counts.recent,
      };
    },

    exportInquiries: (query) => inquiryList.csv(db, query),
  };
}
