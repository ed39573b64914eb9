import {
  PUBLIC_INQUIRY_BODY_LIMIT,
  publicInquiryInput,
  publicInquiryMessages,
  publicInquiryResponse,
} from '@coursedesk/contract/inquiries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formClientOf } from '../../../lib/client-address.ts';
import type { InquiriesService } from './service.ts';

/** The website's contact form, open to anyone (docs/website-forms.md). */
export const publicInquiryRoutes: FastifyPluginAsyncZod<{ inquiries: InquiriesService }> = async (
  app,
  { inquiries },
) => {
  app.post(
    '/public/inquiries',
    {
      config: { public: true },
      bodyLimit: PUBLIC_INQUIRY_BODY_LIMIT,
      schema: {
        tags: ['public'],
        operationId: 'submitInquiry',
        summary: 'The website contact form: stores an inquiry with status new',
        body: publicInquiryInput,
        response: { 201: publicInquiryResponse },
      },
    },
    async (request, reply) => {
      // The client's address (TRUST_PROXY), or a site caller's key and visitor.
      await inquiries.receive(request.body, formClientOf(request));
      return reply
        .code(201)
        .send({ success: true as const, message: publicInquiryMessages.received });
    },
  );
};
