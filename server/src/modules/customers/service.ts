import {
  type Customer,
  type CustomerExportQuery,
  type CustomerListQuery,
  type CustomerStats,
  type createCustomerInput,
  customerMessages,
  type updateCustomerStatusInput,
} from '@coursedesk/contract/customers';
import type { Paged } from '@coursedesk/contract/list';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { presentCustomer } from './presenter.ts';
import {
  customerList,
  customerStatCounts,
  deleteCustomerRow,
  findCourseForCustomer,
  insertCustomer,
  updateCustomerStatuses,
} from './repository.ts';

const toPence = (pounds: number) => Math.round(pounds * 100);

export interface CustomersService {
  listCustomers(query: CustomerListQuery): Promise<Paged<Customer>>;
  getCustomer(id: string): Promise<Customer>;
  createCustomer(input: z.output<typeof createCustomerInput>): Promise<Customer>;
  updateStatus(id: string, input: z.output<typeof updateCustomerStatusInput>): Promise<Customer>;
  deleteCustomer(id: string): Promise<void>;
  stats(periodDays: number): Promise<CustomerStats>;
  /** Every customer the filters select, in the list's order, as CSV text a batch at a time. */
  exportCustomers(query: CustomerExportQuery): AsyncIterable<string>;
}

export function createCustomersService(db: Database): CustomersService {
  // A page or a customer is served again while no customer has been written since: paging back
  // and forth, or several people on one view, costs one version read (db/list/paged-reads.ts).
  const reads = customerList.reads(db);
  return {
    listCustomers: (query) => reads.page(query),
    async getCustomer(id) {
      const item = await reads.byId(id);
      if (!item) throw notFound(customerMessages.notFound);
      return item;
    },

    async createCustomer(input) {
      const course = input.courseId ? await findCourseForCustomer(db, input.courseId) : undefined;
      if (input.courseId && !course) {
        throw new AppError('VALIDATION_ERROR', customerMessages.courseNotFound, {
          issues: [{ path: 'courseId', message: customerMessages.courseNotFound }],
        });
      }
      const row = await insertCustomer(db, {
        name: input.name,
        email: input.email,
        phone: input.phone ?? null,
        courseId: course?.id ?? null,
        courseName: course?.title ?? null,
        courseCategory: course?.category ?? null,
        paymentType: input.paymentType,
        paymentStatus: input.paymentStatus,
        customerStatus: input.customerStatus,
        amountPence: toPence(input.amount),
        currency: input.currency,
        installmentPaidPence: input.installmentDetails
          ? toPence(input.installmentDetails.paidAmount)
          : null,
        installmentTotalPence: input.installmentDetails
          ? toPence(input.installmentDetails.totalAmount)
          : null,
        source: input.source ?? null,
      });
      return presentCustomer(row);
    },

    async updateStatus(id, input) {
      const row = await updateCustomerStatuses(db, id, {
        ...(input.paymentStatus ? { paymentStatus: input.paymentStatus } : {}),
        ...(input.customerStatus ? { customerStatus: input.customerStatus } : {}),
      });
      if (!row) throw notFound(customerMessages.notFound);
      return presentCustomer(row);
    },

    async deleteCustomer(id) {
      if (!(await deleteCustomerRow(db, id))) throw notFound(customerMessages.notFound);
    },

    async stats(periodDays) {
      const since = new Date(Date.now() - periodDays * 86_400_000);
      const counts = await customerStatCounts(db, since);
      return {
        totalCustomers: counts.total,
        paidCustomers: counts.paid,
        pendingCustomers: counts.pending,
        newCustomers: counts.recent,
      };
    },

    exportCustomers: (query) => customerList.csv(db, query),
  };
}
