import {
  type createInquiryInput,
  type Inquiry,
  type InquiryExportQuery,
  type InquiryListQuery,
  type InquiryStats,
  inquiryMessages,
} from '@coursedesk/contract/inquiries';
import { type Paged, pageOf } from '@coursedesk/contract/list';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { versionTag } from '../../db/versions.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import {
  ITEM_CACHE_ENTRIES,
  LIST_CACHE_ENTRIES,
  versionedCache,
} from '../../lib/versioned-cache.ts';
import {
  deleteInquiryRow,
  findCourseForInquiry,
  type InquiryRow,
  inquiryCsvColumns,
  inquiryList,
  inquiryStatCounts,
  insertInquiry,
  updateInquiryStatus,
} from './repository.ts';

/** A row as the API shows it, the id also as `_id` (spec §3). */
export function presentInquiry(row: InquiryRow): Inquiry {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    type: row.type,
    subject: row.subject,
    message: row.message,
    status: row.status,
    courseId: row.courseId,
    courseName: row.courseName,
    source: row.source,
    assignedTo: row.assignedTo,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

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
  // Pages served again while no inquiry has been written since (lib/versioned-cache.ts).
  const pages = versionedCache<Paged<Inquiry>>({
    version: versionTag(db, ['inquiries']),
    maxEntries: LIST_CACHE_ENTRIES,
  });
  const items = versionedCache<Inquiry>({
    version: versionTag(db, ['inquiries']),
    maxEntries: ITEM_CACHE_ENTRIES,
  });
  const findById = inquiryList.prepareById(db);
  return {
    listInquiries: (query) =>
      pages(JSON.stringify(query), async () => {
        const { rows, total } = await inquiryList.pageWithTotal(db, query);
        return pageOf(rows.map(presentInquiry), total, query.page, query.limit);
      }),

    getInquiry: (id) =>
      items(id, async () => {
        const row = await findById(id);
        if (!row) throw notFound(inquiryMessages.notFound);
        return presentInquiry(row);
      }),

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

    exportInquiries: (query) => inquiryList.csv(db, query, inquiryCsvColumns),
  };
}
