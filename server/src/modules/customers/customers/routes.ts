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
import { statsQuery } from '@coursedesk/contract/people';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportFilename, sendCsv } from '../../../lib/csv.ts';
import { addRecordRoutes } from '../../../lib/record-routes.ts';
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

  // Versioned: a status change names the version its row shows (docs/architecture.md).
  addRecordRoutes(app, {
    versioned: true,
    path: '/customers/:id',
    tags,
    params: customerIdParams,
    response: customerResponse,
    get: ({ id }) => customers.getCustomer(id),
    update: {
      body: updateCustomerStatusInput,
      message: customerMessages.statusUpdated,
      save: ({ id }, body, ifMatch) => customers.updateStatus(id, body, ifMatch),
    },
    remove: {
      message: customerMessages.deleted,
      delete: ({ id }, ifMatch) => customers.deleteCustomer(id, ifMatch),
    },
  });
};
