import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PaymentsToReview } from './payments-to-review';

describe('PaymentsToReview', () => {
  it('counts the payments to review and links to the filtered transactions', () => {
    render(
      <MemoryRouter>
        <PaymentsToReview count={3} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Payments to Review 3' });
    expect(link).toHaveAttribute('href', '/payments?tab=transactions&needsReview=true');
  });
});
