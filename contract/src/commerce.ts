// Value lists of coupons, payment orders and payment transactions (docs/coupons-and-payments.md), shared by the
// database schema, the server's validation and the web screens.
import { z } from 'zod';

/** A coupon takes a percentage off, or a flat amount. */
export const discountTypes = ['percentage', 'flat'] as const;
export const discountType = z.enum(discountTypes);
export type DiscountType = z.infer<typeof discountType>;

/** A checkout's state; a new order is pending. */
export const orderStatuses = ['pending', 'paid', 'failed', 'cancelled', 'refunded'] as const;
export const orderStatus = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatus>;

/** One payment attempt's state; only `success` counts as revenue. */
export const transactionStatuses = ['success', 'failed', 'pending', 'refunded'] as const;
export const transactionStatus = z.enum(transactionStatuses);
export type TransactionStatus = z.infer<typeof transactionStatus>;
