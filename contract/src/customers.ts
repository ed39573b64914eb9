// Value lists of customers (spec §3); an admin may set either status to any of its values.
import { z } from 'zod';

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
