import { messageOnly } from '@coursedesk/contract/envelope';
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

  app.get(
    '/inquiries/:id',
    { schema: { tags, params: inquiryIdParams, response: { 200: inquiryResponse } } },
    async (request) => ({
      success: true as const,
      data: await inquiries.getInquiry(request.params.id),
    }),
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

  app.put(
    '/inquiries/:id',
    {
      schema: {
        tags,
        params: inquiryIdParams,
        body: updateInquiryStatusInput,
        response: { 200: inquiryResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: inquiryMessages.statusUpdated,
      data: await inquiries.updateStatus(request.params.id, request.body.status),
    }),
  );

  app.delete(
    '/inquiries/:id',
    { schema: { tags, params: inquiryIdParams, response: { 200: messageOnly } } },
    async (request) => {
      await inquiries.deleteInquiry(request.params.id);
      return { success: true as const, message: inquiryMessages.deleted };
    },
  );
};
