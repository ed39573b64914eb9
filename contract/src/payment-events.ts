// Payment events (docs/payments-webhook.md): what the payment provider posts to
// /api/webhooks/payments, how it is signed, and what the server answers.
import { z } from 'zod';
import { paymentTypes } from './customers.ts';
import { text } from './text.ts';

export const PAYMENT_WEBHOOK_PATH = '/api/webhooks/payments';
/** The header carrying `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SIGNATURE_HEADER = 'coursedesk-signature';
/** A signature older (or further in the future) than this is refused. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;
/** The largest event body accepted, in bytes. */
export const PAYMENT_EVENT_MAX_BYTES = 64 * 1024;

export const paymentEventTypes = [
  'payment.succeeded',
  'payment.failed',
  'payment.refunded',
  'payment.disputed',
] as const;
export const paymentEventType = z.enum(paymentEventTypes);
export type PaymentEventType = z.infer<typeof paymentEventType>;

/**
 * What an event could not be matched with, kept on the stored event: it is still applied with
 * what is known.
 */
export const paymentEventIssues = [
  'unknown_course',
  'unknown_coupon',
  'coupon_not_applicable',
  'coupon_limit_reached',
  'amount_mismatch',
] as const;
export type PaymentEventIssue = (typeof paymentEventIssues)[number];

export const paymentEventMessages = {
  received: 'Event received',
  duplicate: 'Event already received',
  signature: 'Invalid signature',
  notFound: 'Not found',
} as const;

const bounded = (label: string, max: number) =>
  text(label, `${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const pounds = (label: string) =>
  z
    .number({ error: `${label} must be a number of at least 0` })
    .min(0, `${label} must be a number of at least 0`)
    .max(100_000_000, `${label} is too large`)
    .refine(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      `${label} must be in pounds with at most two decimals`,
    );

/** One event as the provider sends it; unknown fields are refused so a typo is not ignored. */
export const paymentEvent = z.strictObject({
  id: bounded('id', 200),
  type: z.enum(paymentEventTypes, {
    error: `type must be one of: ${paymentEventTypes.join(', ')}`,
  }),
  created: z
    .number({ error: 'created must be a time in unix seconds' })
    .int('created must be a time in unix seconds')
    .min(0, 'created must be a time in unix seconds')
    .max(32_503_680_000, 'created must be a time in unix seconds'),
  data: z.strictObject({
    orderId: bounded('data.orderId', 200),
    customer: z.strictObject({
      name: bounded('data.customer.name', 200),
      email: text('data.customer.email', 'data.customer.email is required')
        .trim()
        .max(254, 'data.customer.email must be an email address')
        .pipe(z.email({ error: 'data.customer.email must be an email address' }))
        .transform((value) => value.toLowerCase()),
      phone: text('data.customer.phone', 'data.customer.phone must be text')
        .trim()
        .max(50, 'data.customer.phone must be at most 50 characters')
        .nullish(),
    }),
    course: bounded('data.course', 200),
    amount: pounds('data.amount'),
    currency: z
      .string({ error: 'data.currency must be a three-letter code such as GBP' })
      .regex(/^[A-Z]{3}$/, 'data.currency must be a three-letter code such as GBP')
      .default('GBP'),
    method: bounded('data.method', 50).default('card'),
    couponCode: text('data.couponCode', 'data.couponCode must be text')
      .trim()
      .max(32, 'data.couponCode must be at most 32 characters')
      .transform((value) => (value === '' ? null : value.toUpperCase()))
      .nullish(),
    paymentType: z
      .enum(paymentTypes, {
        error: 'data.paymentType must be full_payment or installment',
      })
      .default('full_payment'),
    installment: z
      .strictObject({
        paidAmount: pounds('data.installment.paidAmount'),
        totalAmount: pounds('data.installment.totalAmount'),
      })
      .nullish(),
  }),
});
export type PaymentEvent = z.output<typeof paymentEvent>;
export type PaymentEventInput = z.input<typeof paymentEvent>;

/** The answer to a stored event, first time or repeat. */
export const paymentEventResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  duplicate: z.boolean(),
});
