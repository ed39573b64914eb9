// What the people module offers the others (modules/module.ts, `CustomerPayments`): how payments
// move customers. The rules of a customer's statuses after a payment or a refund live here, the
// SQL in customers/repository.ts, the only writer of the customers table.
import { customerStatuses } from '@coursedesk/contract/customers';
import type { CustomerPayments } from '../module.ts';
import {
  type StatusRule,
  updateCustomerStatuses,
  upsertCustomers,
} from './customers/repository.ts';

/** A payment that went through: paid, and a pending (or turned-down) customer is approved. */
const paid: StatusRule = {
  paymentStatus: 'paid',
  keepPaymentStatus: [],
  customerStatus: 'approved',
  customerStatusFrom: ['pending', 'rejected', 'cancelled'],
};
/** A payment that failed: failed, unless the customer has paid already; a new one is pending. */
const failed: StatusRule = {
  paymentStatus: 'failed',
  keepPaymentStatus: ['paid'],
  customerStatus: 'pending',
  customerStatusFrom: [],
};
/** A refund in full: refunded, and the enrolment is cancelled. */
const refunded: StatusRule = {
  paymentStatus: 'refunded',
  keepPaymentStatus: [],
  customerStatus: 'cancelled',
  customerStatusFrom: customerStatuses,
};

export const customerPayments: CustomerPayments = {
  recordPayments: (tx, payments) =>
    upsertCustomers(
      tx,
      payments.map((values) => ({
        values,
        rule: values.outcome === 'succeeded' ? paid : failed,
      })),
    ),
  applyRefundStatus: (tx, customerId) => updateCustomerStatuses(tx, customerId, refunded),
};
