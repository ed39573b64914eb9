import {
  createInquiryInput,
  inquiryExportQuery,
  inquiryIdParams,
  inquiryListQuery,
  inquiryListResponse,
  inquiryMessages,
  inquiryResponse,
  inquiryStatsResponse,
  updateInquiryStatusInput,
} from '@coursedesk/contract/inquiries';
import { statsQuery } from '@coursedesk/contract/people';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportFilename, sendCsv } from '../../../lib/csv.ts';
import { addRecordRoutes } from '../../../lib/record-routes.ts';
import type { InquiriesService } from './service.ts';

const tags = ['Inquiries'];

export const inquiriesRoutes: FastifyPluginAsyncZod<{ inquiries: InquiriesService }> = async (
  app,
  { inquiries },
) => {
  app.get(
    '/inquiries',
    { schema: { tags, querystring: inquiryListQuery, response: { 200: inquiryListResponse } } },
    async (request) => ({
      success: true as const,
      data: await inquiries.listInquiries(request.query),
    }),
  );

  app.get(
    '/inquiries/stats',
    { schema: { tags, querystring: statsQuery, response: { 200: inquiryStatsResponse } } },
    async (request) => ({
      success: true as const,
      data: await inquiries.stats(request.query.period),
    }),
  );

  app.get(
    '/inquiries/export',
    { schema: { tags, querystring: inquiryExportQuery } },
    async (request, reply) =>
      sendCsv(reply, exportFilename('inquiries'), inquiries.exportInquiries(request.query)),
  );

  app.post(
    '/inquiries',
    { schema: { tags, body: createInquiryInput, response: { 201: inquiryResponse } } },
    async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        message: inquiryMessages.created,
        data: await inquiries.createInquiry(request.body),
      }),
  );

  // Versioned: a status change names the version its row shows (docs/architecture.md).
  addRecordRoutes(app, {
    versioned: true,
    path: '/inquiries/:id',
    tags,
    params: inquiryIdParams,
    response: inquiryResponse,
    get: ({ id }) => inquiries.getInquiry(id),
    update: {
      body: updateInquiryStatusInput,
      message: inquiryMessages.statusUpdated,
      save: ({ id }, body, ifMatch) => inquiries.updateStatus(id, body.status, ifMatch),
    },
    remove: {
      message: inquiryMessages.deleted,
      delete: ({ id }, ifMatch) => inquiries.deleteInquiry(id, ifMatch),
    },
  });
};
