import {
  createCustomerInput,
  customerExportQuery,
  customerIdParams,
  customerListQuery,
  customerListResponse,
  customerMessages,
  customerResponse,
  customerStatsResponse,
  updateCustomerStatusInput,
} from '@coursedesk/contract/customers';
import { messageOnly } from '@coursedesk/contract/envelope';
import { statsQuery } from '@coursedesk/contract/people';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportFilename, sendCsv } from '../../../lib/csv.ts';
import type { CustomersService } from './service.ts';

const tags = ['Customers'];

export const customersRoutes: FastifyPluginAsyncZod<{ customers: CustomersService }> = async (
  app,
  { customers },
) => {
  app.get(
    '/customers',
    { schema: { tags, querystring: customerListQuery, response: { 200: customerListResponse } } },
    async (request) => ({
      success: true as const,
      data: await customers.listCustomers(request.query),
    }),
  );

  app.get(
    '/customers/stats',
    { schema: { tags, querystring: statsQuery, response: { 200: customerStatsResponse } } },
    async (request) => ({
      success: true as const,
      data: await customers.stats(request.query.period),
    }),
  );

  app.get(
    '/customers/export',
    { schema: { tags, querystring: customerExportQuery } },
    async (request, reply) =>
      sendCsv(reply, exportFilename('customers'), customers.exportCustomers(request.query)),
  );

  app.get(
    '/customers/:id',
    { schema: { tags, params: customerIdParams, response: { 200: customerResponse } } },
    async (request) => ({
      success: true as const,
      data: await customers.getCustomer(request.params.id),
    }),
  );

  app.post(
    '/customers',
    { schema: { tags, body: createCustomerInput, response: { 201: customerResponse } } },
    async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        message: customerMessages.created,
        data: await customers.createCustomer(request.body),
      }),
  );

  app.put(
    '/customers/:id',
    {
      schema: {
        tags,
        params: customerIdParams,
        body: updateCustomerStatusInput,
        response: { 200: customerResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: customerMessages.statusUpdated,
      data: await customers.updateStatus(request.params.id, request.body),
    }),
  );

  app.delete(
    '/customers/:id',
    { schema: { tags, params: customerIdParams, response: { 200: messageOnly } } },
    async (request) => {
      await customers.deleteCustomer(request.params.id);
      return { success: true as const, message: customerMessages.deleted };
    },
  );
};
