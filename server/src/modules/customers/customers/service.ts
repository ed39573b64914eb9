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
import type { Database } from '../../../db/client.ts';
import type { IfMatch, Versioned } from '../../../lib/record-version.ts';
import type { Courses } from '../../module.ts';
import { peopleService } from '../service.ts';
import { presentCustomer } from './presenter.ts';
import { customerList, customerTable } from './repository.ts';

const toPence = (pounds: number) => Math.round(pounds * 100);

export interface CustomersService {
  listCustomers(query: CustomerListQuery): Promise<Paged<Customer>>;
  /** A customer with the version its status row names in If-Match. */
  getCustomer(id: string): Promise<Versioned<Customer>>;
  createCustomer(input: z.output<typeof createCustomerInput>): Promise<Customer>;
  /** With `ifMatch`, only the version it names is changed (409 STALE otherwise). */
  updateStatus(
    id: string,
    input: z.output<typeof updateCustomerStatusInput>,
    ifMatch?: IfMatch,
  ): Promise<Versioned<Customer>>;
  deleteCustomer(id: string, ifMatch?: IfMatch): Promise<{ trashId: string }>;
  stats(periodDays: number): Promise<CustomerStats>;
  /** Every customer the filters select, in the list's order, as CSV text a batch at a time. */
  exportCustomers(query: CustomerExportQuery): AsyncIterable<string>;
}

export function createCustomersService(db: Database, courses: Courses): CustomersService {
  const people = peopleService(db, courses, {
    area: 'customers',
    list: customerList,
    table: customerTable,
    present: presentCustomer,
    messages: customerMessages,
  });
  return {
    listCustomers: people.page,
    getCustomer: people.byId,

    createCustomer: (input) =>
      people.create(input, (course) => ({
        courseCategory: course?.category ?? input.courseCategory ?? null,
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
      })),

    updateStatus: (id, input, ifMatch) =>
      people.setStatuses(
        id,
        {
          ...(input.paymentStatus ? { paymentStatus: input.paymentStatus } : {}),
          ...(input.customerStatus ? { customerStatus: input.customerStatus } : {}),
        },
        ifMatch,
      ),

    deleteCustomer: people.delete,

    async stats(periodDays) {
      const counts = await people.counts(periodDays);
      return {
        totalCustomers: counts.total,
        paidCustomers: counts.paid,
        pendingCustomers: counts.pending,
        newCustomers: counts.recent,
      };
    },

    exportCustomers: people.export,
  };
}
