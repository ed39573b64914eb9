// The website's checkout (docs/payments-stripe.md): what the site posts to /api/public/checkout to
// start paying for a course through Stripe Checkout, and what the server answers.
import { z } from 'zod';
import { envelope } from './envelope.ts';
import * as people from './people.ts';
import { text } from './text.ts';

export const CHECKOUT_PATH = '/api/public/checkout';
export const STRIPE_WEBHOOK_PATH = '/api/webhooks/stripe';
/** The largest checkout body accepted, in bytes. */
export const CHECKOUT_BODY_LIMIT = 8 * 1024;
/** The largest Stripe event accepted, in bytes (a charge with its refunds fits many times over). */
export const STRIPE_EVENT_MAX_BYTES = 256 * 1024;
/** The currency every order is charged in. */
export const CHECKOUT_CURRENCY = 'GBP';
/** Stripe's smallest charge in pounds sterling, in pence. */
export const STRIPE_MINIMUM_CHARGE_PENCE = 30;

/** Pay the course's price at once, or its installment plan (a payment a month). */
export const checkoutPlans = ['full', 'installment'] as const;
export type CheckoutPlan = (typeof checkoutPlans)[number];

const address = (label: string) =>
  text(label, `${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(2000, `${label} must be at most 2000 characters`)
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      message: `${label} must be an http:// or https:// address`,
    });

export const checkoutInput = z.strictObject({
  course: text('course', 'course is required')
    .trim()
    .min(1, 'course is required')
    .max(200, 'course must be at most 200 characters'),
  plan: z.enum(checkoutPlans, { error: 'plan must be full or installment' }),
  coupon: text('coupon', 'coupon must be text')
    .trim()
    .max(32, 'coupon must be at most 32 characters')
    .transform((value) => (value === '' ? undefined : value.toUpperCase()))
    .optional(),
  customer: z.strictObject({
    name: people.name,
    email: people.email,
    phone: people.optionalText('Phone', 50),
  }),
  successUrl: address('successUrl'),
  cancelUrl: address('cancelUrl'),
});
export type CheckoutInput = z.input<typeof checkoutInput>;
export type CheckoutRequest = z.output<typeof checkoutInput>;

/** Where to send the visitor to pay, and the order's reference (the payment events' orderId). */
export const checkoutStarted = z.object({ url: z.string(), orderId: z.string() });
export type CheckoutStarted = z.infer<typeof checkoutStarted>;
export const checkoutResponse = envelope(checkoutStarted);

export const checkoutMessages = {
  off: 'Not found',
  unknownCourse: 'Course not found',
  noPrice: 'This course cannot be bought online',
  planNotOffered: 'This course has no installment plan',
  foreignUrl: 'successUrl and cancelUrl must be pages of the website',
  nothingToPay: 'This order has nothing to pay online',
  tooMany: 'Too many checkouts from your network. Please try again later.',
  unavailable: 'Payments are unavailable at the moment. Please try again later.',
} as const;
