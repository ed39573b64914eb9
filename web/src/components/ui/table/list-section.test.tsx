import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ListView } from '@/lib/use-list-view';
import { ListSection } from './list-section';
import { Table } from './table';

const view: ListView = { values: {}, page: 1, set: vi.fn(), setPage: vi.fn() };
const idle = { isError: false, isFetching: false, refetch: async () => undefined };
const rows = [
  { id: 'c-1', name: 'Ada Lovelace' },
  { id: 'c-2', name: 'Alan Turing' },
];

function renderList(props: { loading: boolean; frame?: 'card' | 'plain' }) {
  return render(
    <ListSection
      label="Customers"
      view={view}
      filters={[]}
      query={idle}
      errorMessage="Failed"
      limit={20}
      total={props.loading ? undefined : rows.length}
      loading={props.loading}
      loadingLabel="Loading customers..."
      skeletonColumns={3}
      frame={props.frame}
    >
      <Table
        label="Customers"
        columns={[{ id: 'name', header: 'Name', cell: (row) => row.name }]}
        rows={rows}
        rowKey={(row) => row.id}
      />
    </ListSection>,
  );
}

describe('a list while its first page loads', () => {
  it('shows rows of placeholders, announced once, in place of the table', () => {
    const { container } = renderList({ loading: true });

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading customers...');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // Six rows of three cells, plus the header strip's three, none of them read out.
    expect(container.querySelectorAll('[data-skeleton]')).toHaveLength(6 * 3 + 3);
    for (const block of container.querySelectorAll('[data-skeleton]')) {
      expect(block.closest('[aria-hidden="true"]')).not.toBeNull();
    }
  });

  it('shows placeholder cards for a grid of cards', () => {
    const { container } = renderList({ loading: true, frame: 'plain' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading customers...');
    expect(container.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(0);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the rows once they are there, with no placeholder left', () => {
    const { container } = renderList({ loading: false });
    expect(screen.getByRole('table', { name: 'Customers' })).toHaveTextContent('Alan Turing');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.querySelector('[data-skeleton]')).toBeNull();
  });
});
