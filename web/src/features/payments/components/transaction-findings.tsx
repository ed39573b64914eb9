import { penceToPounds } from '@coursedesk/contract/money';
import {
  paymentReviewInput,
  paymentReviewMessages,
  REVIEW_NOTE_MAX_LENGTH,
  type TransactionIssue,
  transactionIssueLabels,
} from '@coursedesk/contract/payment-findings';
import type { PaymentTransaction } from '@coursedesk/contract/payments';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { notifySuccess } from '@/lib/notify';
import { useReviewTransaction } from '../api/review-transaction';

const exact = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const money = (pence: number) => exact.format(penceToPounds(pence));

/** What a finding says, in words a person can act on. */
export function describeIssue(issue: TransactionIssue): string {
  switch (issue.code) {
    case 'amount_mismatch':
      return issue.expectedPence === null
        ? `Received ${money(issue.receivedPence)}; the course offers no such plan`
        : `Expected ${money(issue.expectedPence)}, received ${money(issue.receivedPence)}`;
    case 'unknown_course':
      return `No course named “${issue.course}”`;
    case 'duplicate_charge':
      return `The order had already received ${money(issue.paidBeforePence)}, its whole price`;
    case 'refund_exceeds_payment':
      return `Refunds of ${money(issue.refundedPence)} on a payment of ${money(issue.paidPence)}`;
    case 'coupon_rejected':
      return `Coupon ${issue.coupon} did not apply${issue.reason ? ` (${issue.reason.replaceAll('_', ' ')})` : ''}`;
    case 'currency_mismatch':
      return `Paid in ${issue.currency}, not GBP`;
    case 'disputed':
      return `The buyer opened a dispute (${issue.event})`;
  }
}

/** A transaction's findings, its last review, and the form that marks them reviewed. */
export function TransactionFindings({ transaction }: { transaction: PaymentTransaction }) {
  const review = useReviewTransaction();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string>();
  const { issues } = transaction;
  if (issues.length === 0 && !transaction.review) return null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = paymentReviewInput.safeParse({ note });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? paymentReviewMessages.noteRequired);
      return;
    }
    setProblem(undefined);
    review.mutate(
      { id: transaction.id, note: parsed.data.note },
      {
        onSuccess: () => {
          setNote('');
          notifySuccess(paymentReviewMessages.reviewed);
        },
        onError: (error) => setProblem(errorMessage(error, 'Failed to save the review')),
      },
    );
  }

  return (
    <section aria-label="Findings">
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
        Findings {transaction.needsReview ? '· Needs review' : '· Reviewed'}
      </h3>
      <ul className="mt-1 space-y-1 text-sm wrap-anywhere">
        {issues.map((issue) => (
          // A finding's fields tell it from the others (a dispute by its event, a refund by its sum).
          <li key={JSON.stringify(issue)}>
            <span className="font-medium text-slate-900">{transactionIssueLabels[issue.code]}</span>
            <span className="text-slate-600"> — {describeIssue(issue)}</span>
          </li>
        ))}
      </ul>
      {transaction.review ? (
        <p className="mt-2 text-sm text-slate-600 wrap-anywhere">
          Reviewed by {transaction.review.reviewedBy.email || 'a former admin'} on{' '}
          {formatDateTime(transaction.review.reviewedAt)}: “{transaction.review.note}”
        </p>
      ) : null}
      {transaction.needsReview ? (
        <form className="mt-3 space-y-2" onSubmit={submit} noValidate>
          <label htmlFor="review-note" className="text-sm font-medium text-slate-700">
            Review note
          </label>
          <Textarea
            id="review-note"
            rows={3}
            maxLength={REVIEW_NOTE_MAX_LENGTH}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'review-note-problem' : undefined}
          />
          {problem ? (
            <p id="review-note-problem" role="alert" className="text-sm text-edtech-red">
              {problem}
            </p>
          ) : null}
          <Button type="submit" disabled={review.isPending}>
            {review.isPending ? 'Saving...' : 'Mark as reviewed'}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
