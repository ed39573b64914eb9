import type { PaymentTransaction } from '@coursedesk/contract/payments';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithQueries } from '@/test/render';
import { server } from '@/test/server';
import { TransactionFindings } from './transaction-findings';

const flagged: PaymentTransaction = {
  _id: '20000000-0000-4000-8000-000000000002',
  id: 'evt_flagged',
  orderId: 'ord_flagged',
  customerInfo: { name: 'Grace Hopper', email: 'grace@example.com', phone: '' },
  courseInfo: { courseName: 'Web Bootcamp', category: 'Development' },
  amount: 1000,
  currency: 'GBP',
  method: 'card',
  status: 'success',
  paymentDate: '2026-03-14T10:30:00.000Z',
  createdAt: '2026-03-14T10:30:00.000Z',
  refundedAmount: 0,
  issues: [
    { code: 'amount_mismatch', expectedPence: 150_000, receivedPence: 100_000 },
    { code: 'coupon_rejected', coupon: 'OLD10', reason: 'expired' },
  ],
  needsReview: true,
  review: null,
};

describe('TransactionFindings', () => {
  it('names each finding in words, with its amounts to the penny', () => {
    renderWithQueries(<TransactionFindings transaction={flagged} />);
    expect(screen.getByText(/Needs review/)).toBeInTheDocument();
    expect(screen.getByText(/Expected £1,500\.00, received £1,000\.00/)).toBeInTheDocument();
    expect(screen.getByText(/Coupon OLD10 did not apply \(expired\)/)).toBeInTheDocument();
  });

  it('asks for a note before marking the findings reviewed', async () => {
    let posted = 0;
    server.use(
      http.post('/api/payments/transactions/:id/review', () => {
        posted += 1;
        return HttpResponse.json({});
      }),
    );
    const { user } = renderWithQueries(<TransactionFindings transaction={flagged} />);
    await user.click(screen.getByRole('button', { name: 'Mark as reviewed' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A note is required');
    expect(posted).toBe(0);
  });

  it('sends the note and clears the form once saved', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/payments/transactions/:id/review', async ({ request, params }) => {
        bodies.push({ id: params.id, body: await request.json() });
        return HttpResponse.json({
          success: true,
          message: 'Findings marked as reviewed',
          data: {
            ...flagged,
            needsReview: false,
            review: {
              note: 'Refunded the difference',
              reviewedBy: { id: null, email: 'admin@example.com' },
              reviewedAt: '2026-03-15T09:00:00.000Z',
            },
          },
        });
      }),
    );
    const { user } = renderWithQueries(<TransactionFindings transaction={flagged} />);
    const note = screen.getByLabelText('Review note');
    await user.type(note, '  Refunded the difference ');
    await user.click(screen.getByRole('button', { name: 'Mark as reviewed' }));
    await waitFor(() => expect(note).toHaveValue(''));
    expect(bodies).toEqual([{ id: 'evt_flagged', body: { note: 'Refunded the difference' } }]);
  });

  it('shows the last review and no form once reviewed', () => {
    renderWithQueries(
      <TransactionFindings
        transaction={{
          ...flagged,
          needsReview: false,
          review: {
            note: 'Agreed with the buyer',
            reviewedBy: { id: null, email: 'admin@example.com' },
            reviewedAt: '2026-03-15T09:00:00.000Z',
          },
        }}
      />,
    );
    expect(screen.getByText(/Agreed with the buyer/)).toBeInTheDocument();
    expect(screen.getByText(/admin@example.com/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as reviewed' })).not.toBeInTheDocument();
  });

  it('shows nothing for a transaction without findings', () => {
    const { container } = renderWithQueries(
      <TransactionFindings transaction={{ ...flagged, issues: [], needsReview: false }} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
