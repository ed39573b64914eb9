// Customers (docs/data-model.md): value lists (an admin may set either status to any of its
// values), the record on the wire, the list's filters and the calls' shapes; what they share
// with inquiries is built in people.ts.
import { z } from 'zod';
import { envelope } from './envelope.ts';
import { idFilter, idParams, type ListFilters, oneOfFilter, paged, textFilter } from './list.ts';
import * as people from './people.ts';

export const paymentTypes = ['full_payment', 'installment'] as const;
export const paymentType = z.enum(paymentTypes);
export type PaymentType = z.infer<typeof paymentType>;

export const customerPaymentStatuses = ['pending', 'paid', 'failed', 'refunded'] as const;
export const customerPaymentStatus = z.enum(customerPaymentStatuses);
export type CustomerPaymentStatus = z.infer<typeof customerPaymentStatus>;

export const customerStatuses = [
  'pending',
  'approved',
  'rejected',
  'completed',
  'cancelled',
] as const;
export const customerStatus = z.enum(customerStatuses);
export type CustomerStatus = z.infer<typeof customerStatus>;

// ---- The customers list, its records and its calls ----

export const customerMessages = {
  ...people.messages('Customer'),
  statusRequired: 'Provide paymentStatus or customerStatus',
  amount: 'Amount must be a number of at least 0',
  currency: 'Currency must be a three-letter code such as GBP',
  installment: 'Installment amounts must be numbers of at least 0',
} as const;

export const customerSortFields = ['createdAt', 'name', 'amount'] as const;

/** The customer filters, as query-string fields (the web app reads its URL with the same). */
export const customerFilters = {
  status: oneOfFilter('status', customerStatuses),
  paymentStatus: oneOfFilter('paymentStatus', customerPaymentStatuses),
  paymentType: oneOfFilter('paymentType', paymentTypes),
  courseId: idFilter('courseId'),
  source: textFilter('source'),
};

const customerQueries = people.queries({ sortFields: customerSortFields }, customerFilters);
export const customerListQuery = customerQueries.list;
export type CustomerListQuery = z.output<typeof customerListQuery>;
export const customerExportQuery = customerQueries.export;
export type CustomerExportQuery = z.output<typeof customerExportQuery>;
export type CustomerFilters = ListFilters<CustomerExportQuery>;

export const customer = z.object({
  _id: z.uuid(),
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  courseId: z.uuid().nullable(),
  courseName: z.string().nullable(),
  courseCategory: z.string().nullable(),
  paymentType,
  paymentStatus: customerPaymentStatus,
  customerStatus,
  /** Pounds. */
  amount: z.number(),
  currency: z.string(),
  installmentDetails: z.object({ paidAmount: z.number(), totalAmount: z.number() }).nullable(),
  source: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Customer = z.infer<typeof customer>;

const pounds = (message: string) =>
  z
    .number({ error: message })
    .min(0, message)
    .max(100_000_000, message)
    // Whole pence: at most two decimals.
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, message);

export const createCustomerInput = z.strictObject({
  name: people.name,
  email: people.email,
  phone: people.optionalText('Phone', 50),
  courseId: z.uuid({ error: customerMessages.courseNotFound }).optional(),
  /** Linked to the course with this title when there is one, kept as given otherwise. */
  courseName: people.optionalText('Course name', 200),
  /** Kept as given; a course matched by `courseName` or `courseId` gives its own. */
  courseCategory: people.optionalText('Course category', 100),
  paymentType: paymentType.default('full_payment'),
  paymentStatus: customerPaymentStatus.default('pending'),
  customerStatus: customerStatus.default('pending'),
  amount: pounds(customerMessages.amount).default(0),
  currency: z
    .string({ error: customerMessages.currency })
    .regex(/^[A-Z]{3}$/, customerMessages.currency)
    .default('GBP'),
  installmentDetails: z
    .strictObject({
      paidAmount: pounds(customerMessages.installment),
      totalAmount: pounds(customerMessages.installment),
    })
    .optional(),
  source: people.optionalText('Source', 100),
});
export type CreateCustomerInput = z.input<typeof createCustomerInput>;

/** PUT /customers/{id}: either status, or both. */
export const updateCustomerStatusInput = people.statusUpdateInput(
  { paymentStatus: customerPaymentStatus.optional(), customerStatus: customerStatus.optional() },
  customerMessages.statusRequired,
);
export type UpdateCustomerStatusInput = z.input<typeof updateCustomerStatusInput>;

export const customerIdParams = idParams(customerMessages.notFound);

export const customerStats = z.object({
  totalCustomers: z.number().int(),
  paidCustomers: z.number().int(),
  pendingCustomers: z.number().int(),
  newCustomers: z.number().int(),
});
export type CustomerStats = z.infer<typeof customerStats>;

export const customerResponse = envelope(customer);
export const customerListResponse = envelope(paged(customer));
export const customerStatsResponse = envelope(customerStats);
