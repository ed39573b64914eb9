import { messageOnly } from '@coursedesk/contract/envelope';
import {
  webhookMessages as M,
  mailNotices,
  mailNoticesResponse,
  webhookCreatedResponse,
  webhookDeliveryIdParams,
  webhookDeliveryListResponse,
  webhookDeliveryResponse,
  webhookIdParams,
  webhookInput,
  webhookListResponse,
  webhookResponse,
} from '@coursedesk/contract/webhooks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/request-auth.ts';
import type { WebhooksService } from './service.ts';

const tags = ['Webhooks'];

/** The webhook routes (docs/webhooks.md), under /api/admin/webhooks, and the admin's email notices. */
export const webhooksRoutes: FastifyPluginAsyncZod<{ webhooks: WebhooksService }> = async (
  app,
  { webhooks },
) => {
  app.get(
    '/admin/webhooks',
    { schema: { tags, response: { 200: webhookListResponse } } },
    async () => ({ success: true as const, message: M.listed, data: await webhooks.list() }),
  );
  app.post(
    '/admin/webhooks',
    { schema: { tags, body: webhookInput, response: { 201: webhookCreatedResponse } } },
    async (request, reply) => {
      const data = await webhooks.create(request.body);
      reply.code(201);
      return { success: true as const, message: M.created, data };
    },
  );
  app.put(
    '/admin/webhooks/:id',
    {
      schema: {
        tags,
        params: webhookIdParams,
        body: webhookInput,
        response: { 200: webhookResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: M.updated,
      data: await webhooks.update(request.params.id, request.body),
    }),
  );
  app.delete(
    '/admin/webhooks/:id',
    { schema: { tags, params: webhookIdParams, response: { 200: messageOnly } } },
    async (request) => {
      await webhooks.delete(request.params.id);
      return { success: true as const, message: M.deleted };
    },
  );
  app.post(
    '/admin/webhooks/:id/test',
    { schema: { tags, params: webhookIdParams, response: { 202: webhookDeliveryResponse } } },
    async (request, reply) => {
      const data = await webhooks.test(request.params.id);
      reply.code(202);
      return { success: true as const, message: M.testQueued, data };
    },
  );
  app.get(
    '/admin/webhooks/:id/deliveries',
    { schema: { tags, params: webhookIdParams, response: { 200: webhookDeliveryListResponse } } },
    async (request) => ({
      success: true as const,
      message: M.deliveries,
      data: await webhooks.deliveries(request.params.id),
    }),
  );
  app.post(
    '/admin/webhooks/deliveries/:id/redeliver',
    {
      schema: {
        tags,
        params: webhookDeliveryIdParams,
        response: { 202: webhookDeliveryResponse },
      },
    },
    async (request, reply) => {
      const data = await webhooks.redeliver(request.params.id);
      reply.code(202);
      return { success: true as const, message: M.redelivered, data };
    },
  );
  app.get(
    '/account/email-notices',
    { schema: { tags, response: { 200: mailNoticesResponse } } },
    async (request) => ({
      success: true as const,
      message: M.noticesRead,
      data: await webhooks.notices(requireAuth(request).user.id),
    }),
  );
  app.put(
    '/account/email-notices',
    { schema: { tags, body: mailNotices, response: { 200: mailNoticesResponse } } },
    async (request) => ({
      success: true as const,
      message: M.noticesSaved,
      data: await webhooks.saveNotices(requireAuth(request).user.id, request.body),
    }),
  );
};
