import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';

describe('Pagination', () => {
  it('says which rows are shown and moves a page either way', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} limit={20} total={45} onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent(
      'Showing 21 to 40 of 45 results',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange.mock.calls).toEqual([[1], [3]]);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(
      <Pagination page={1} limit={20} total={45} onPageChange={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pagination page={3} limit={20} total={45} onPageChange={() => {}} />);
    expect(screen.getByText(/Showing/)).toHaveTextContent('Showing 41 to 45 of 45 results');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('is not shown when everything fits on one page', () => {
    render(<Pagination page={1} limit={20} total={20} onPageChange={() => {}} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('offers the way back from a page past the end', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={9} limit={20} total={45} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('reads a capped total as more than it and keeps Next open', async () => {
    const onPageChange = vi.fn();
    render(
      <Pagination page={400} limit={25} total={10_000} totalCapped onPageChange={onPageChange} />,
    );
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent(
      'Showing 9,976 to 10,000 of 10,000+ results',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(401);
  });
});
