// Customers (spec §3): value lists (an admin may set either status to any of its values), the
// record on the wire, the list's filters and the calls' shapes.
import { z } from 'zod';
import { envelope } from './envelope.ts';
import {
  exportQuery,
  idFilter,
  listQuery,
  oneOfFilter,
  paged,
  queryField,
  textFilter,
} from './list.ts';
import { text } from './text.ts';

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

// ---- The customers list, its records and its calls (spec §3, §7) ----

export const customerMessages = {
  notFound: 'Customer not found',
  created: 'Customer created successfully',
  statusUpdated: 'Status updated successfully',
  deleted: 'Item deleted successfully',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  invalidEmail: 'Please enter a valid email address',
  statusRequired: 'Provide paymentStatus or customerStatus',
  courseNotFound: 'Course not found',
  amount: 'Amount must be a number of at least 0',
  currency: 'Currency must be a three-letter code such as GBP',
  installment: 'Installment amounts must be numbers of at least 0',
} as const;

export const customerSortFields = ['createdAt', 'name', 'amount'] as const;

/** The §3 customer filters, as query-string fields (the web app reads its URL with the same). */
export const customerFilters = {
  status: oneOfFilter('status', customerStatuses),
  paymentStatus: oneOfFilter('paymentStatus', customerPaymentStatuses),
  paymentType: oneOfFilter('paymentType', paymentTypes),
  courseId: idFilter('courseId'),
  source: textFilter('source'),
};

export const customerListQuery = listQuery({ sortFields: customerSortFields }, customerFilters);
export type CustomerListQuery = z.output<typeof customerListQuery>;
export const customerExportQuery = exportQuery({ sortFields: customerSortFields }, customerFilters);
export type CustomerExportQuery = z.output<typeof customerExportQuery>;
/** What the page, the count and the export filter on. */
export type CustomerFilters = Omit<CustomerExportQuery, 'format' | 'sortBy' | 'sortOrder'>;

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

const optionalText = (label: string, max: number) =>
  text(label, `${label} must be text`)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => (value === '' ? undefined : value))
    .optional();

export const personName = text('Name', customerMessages.nameRequired)
  .trim()
  .min(1, customerMessages.nameRequired)
  .max(200, 'Name must be at most 200 characters');

export const personEmail = text('Email', customerMessages.emailRequired)
  .trim()
  .min(1, customerMessages.emailRequired)
  .max(254, customerMessages.invalidEmail)
  .pipe(z.email({ error: customerMessages.invalidEmail }))
  .transform((value) => value.toLowerCase());

export const createCustomerInput = z.strictObject({
  name: personName,
  email: personEmail,
  phone: optionalText('Phone', 50),
  courseId: z.uuid({ error: customerMessages.courseNotFound }).optional(),
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
  source: optionalText('Source', 100),
});
export type CreateCustomerInput = z.input<typeof createCustomerInput>;

/** PUT /customers/{id}: either status, or both (spec §7). */
export const updateCustomerStatusInput = z
  .strictObject({
    paymentStatus: customerPaymentStatus.optional(),
    customerStatus: customerStatus.optional(),
  })
  .refine((body) => body.paymentStatus !== undefined || body.customerStatus !== undefined, {
    message: customerMessages.statusRequired,
  });
export type UpdateCustomerStatusInput = z.input<typeof updateCustomerStatusInput>;

export const customerIdParams = z.object({ id: z.uuid({ error: customerMessages.notFound }) });

export const statsQuery = z.strictObject({
  period: queryField(
    z.coerce
      .number({ error: 'period must be a whole number of days from 1 to 3650' })
      .int('period must be a whole number of days from 1 to 3650')
      .min(1, 'period must be a whole number of days from 1 to 3650')
      .max(3650, 'period must be a whole number of days from 1 to 3650'),
  ).transform((value) => value ?? 30),
});

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
