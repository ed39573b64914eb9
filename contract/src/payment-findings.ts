// Findings on payment transactions (docs/coupons-and-payments.md, "Findings and review"): what
// the server found wrong with a payment as it came in, for a person to look at and mark reviewed.
import { z } from 'zod';
import { couponRefusals } from './coupons.ts';
import { text } from './text.ts';

/** Every kind of finding, in the order the screen lists them. */
export const transactionIssueCodes = [
  'amount_mismatch',
  'unknown_course',
  'duplicate_charge',
  'refund_exceeds_payment',
  'coupon_rejected',
  'currency_mismatch',
  'disputed',
] as const;
export type TransactionIssueCode = (typeof transactionIssueCodes)[number];

/** The currency the business prices in and counts revenue in. */
export const PRICE_CURRENCY = 'GBP';

/**
 * One finding, money in pence. `amount_mismatch`: the payment was not what `priceOrder` says this
 * payment of the order should be (`expectedPence` null: the course offers no such plan).
 * `duplicate_charge`: a payment that went through on an order already paid in full.
 * `refund_exceeds_payment`: refunds on the order add up to more than was paid.
 * `coupon_rejected`: the coupon given did not apply, and why. `currency_mismatch`: the payment
 * was not in GBP. `disputed`: the buyer opened a dispute on the order.
 */
export const transactionIssue = z.discriminatedUnion('code', [
  z.object({
    code: z.literal('amount_mismatch'),
    expectedPence: z.number().int().nullable(),
    receivedPence: z.number().int(),
  }),
  z.object({ code: z.literal('unknown_course'), course: z.string() }),
  z.object({ code: z.literal('duplicate_charge'), paidBeforePence: z.number().int() }),
  z.object({
    code: z.literal('refund_exceeds_payment'),
    paidPence: z.number().int(),
    refundedPence: z.number().int(),
  }),
  z.object({
    code: z.literal('coupon_rejected'),
    coupon: z.string(),
    /** Null for a payment stored before the reason was kept. */
    reason: z.enum(couponRefusals).nullable(),
  }),
  z.object({ code: z.literal('currency_mismatch'), currency: z.string() }),
  z.object({ code: z.literal('disputed'), event: z.string() }),
]);
export type TransactionIssue = z.infer<typeof transactionIssue>;

export const transactionIssueLabels: Record<TransactionIssueCode, string> = {
  amount_mismatch: 'Amount differs from the price',
  unknown_course: 'Unknown course',
  duplicate_charge: 'Duplicate charge',
  refund_exceeds_payment: 'Refund exceeds payment',
  coupon_rejected: 'Coupon rejected',
  currency_mismatch: 'Currency is not GBP',
  disputed: 'Disputed',
};

export const REVIEW_NOTE_MAX_LENGTH = 1000;

export const paymentReviewMessages = {
  reviewed: 'Findings marked as reviewed',
  noteRequired: 'A note is required',
  noteTooLong: `A note must be at most ${REVIEW_NOTE_MAX_LENGTH} characters`,
  summaryLoaded: 'Review summary retrieved successfully',
} as const;

/** POST /api/payments/transactions/{id}/review: what was done about the findings. */
export const paymentReviewInput = z.strictObject({
  note: text('note', paymentReviewMessages.noteRequired)
    .trim()
    .min(1, paymentReviewMessages.noteRequired)
    .max(REVIEW_NOTE_MAX_LENGTH, paymentReviewMessages.noteTooLong),
});
export type PaymentReviewInput = z.input<typeof paymentReviewInput>;

/** The last review of a transaction's findings: its note, who wrote it and when. */
export const paymentReview = z.object({
  note: z.string(),
  /** The admin who reviewed, by id (null once the account is gone) and email at the time. */
  reviewedBy: z.object({ id: z.string().nullable(), email: z.string() }),
  reviewedAt: z.string(),
});
export type PaymentReview = z.infer<typeof paymentReview>;

/** A refund that came before its payment and waits for it. Amount in pounds. */
export const waitingRefund = z.object({
  eventId: z.string(),
  orderId: z.string(),
  amount: z.number(),
  currency: z.string(),
  receivedAt: z.string(),
});
export type WaitingRefund = z.infer<typeof waitingRefund>;

/** GET /api/payments/review-summary: what waits for a person. */
export const paymentReviewSummary = z.object({
  /** Transactions with a finding not yet reviewed. */
  needsReview: z.number().int(),
  /** The same, by kind of finding (a transaction counts once under each of its kinds). */
  byCode: z.record(z.enum(transactionIssueCodes), z.number().int()),
  /** Refunds waiting for their payment, oldest first (at most 50). */
  waitingRefunds: z.array(waitingRefund),
});
export type PaymentReviewSummary = z.infer<typeof paymentReviewSummary>;
export const WAITING_REFUNDS_SHOWN = 50;
