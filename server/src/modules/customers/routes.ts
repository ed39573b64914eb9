import {
  type Customer,
  createCustomerInput,
  customerExportQuery,
  customerIdParams,
  customerListQuery,
  customerListResponse,
  customerMessages,
  customerResponse,
  customerStatsResponse,
  statsQuery,
  updateCustomerStatusInput,
} from '@coursedesk/contract/customers';
import { messageOnly } from '@coursedesk/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CsvColumn, exportFilename, sendCsv } from '../../lib/csv.ts';
import type { CustomersService } from './service.ts';

const tags = ['Customers'];

/** The export's columns, in the order of the screen's table and the §3 fields. */
const exportColumns: CsvColumn<Customer>[] = [
  { header: 'ID', value: (c) => c.id },
  { header: 'Name', value: (c) => c.name },
  { header: 'Email', value: (c) => c.email },
  { header: 'Phone', value: (c) => c.phone },
  { header: 'Course', value: (c) => c.courseName },
  { header: 'Course Category', value: (c) => c.courseCategory },
  { header: 'Payment Type', value: (c) => c.paymentType },
  { header: 'Payment Status', value: (c) => c.paymentStatus },
  { header: 'Customer Status', value: (c) => c.customerStatus },
  { header: 'Amount', value: (c) => c.amount },
  { header: 'Currency', value: (c) => c.currency },
  { header: 'Paid Amount', value: (c) => c.installmentDetails?.paidAmount },
  { header: 'Total Amount', value: (c) => c.installmentDetails?.totalAmount },
  { header: 'Source', value: (c) => c.source },
  { header: 'Created At', value: (c) => c.createdAt },
];

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
      sendCsv(
        reply,
        exportFilename('customers'),
        exportColumns,
        customers.exportCustomers(request.query),
      ),
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
