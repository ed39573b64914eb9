import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubScreenWidth } from '@/test/screen-width';
import { Table, type TableColumn } from './table';

interface Order {
  id: string;
  customer: string;
  status: string;
}

const orders: Order[] = [
  { id: 'o-1', customer: 'Ada Lovelace', status: 'paid' },
  { id: 'o-2', customer: 'Alan Turing', status: 'pending' },
];

function renderOrders(onDelete = vi.fn(), onStatus = vi.fn()) {
  const columns: TableColumn<Order>[] = [
    { id: 'customer', header: 'Customer', cell: (order) => order.customer },
    {
      id: 'status',
      header: 'Payment Status',
      cell: (order) => (
        <select
          aria-label={`Payment status of ${order.customer}`}
          value={order.status}
          onChange={(event) => onStatus(order.id, event.target.value)}
        >
          <option value="paid">Paid</option>
          <option value="pending">Pending</option>
        </select>
      ),
    },
    {
      id: 'actions',
      actions: true,
      header: <span className="sr-only">Actions</span>,
      cell: (order) => (
        <button type="button" onClick={() => onDelete(order.id)}>
          Delete {order.customer}
        </button>
      ),
    },
  ];
  render(
    <Table
      label="Orders"
      columns={columns}
      rows={orders}
      rowKey={(order) => order.id}
      empty={<p>No orders found</p>}
    />,
  );
  return { onDelete, onStatus };
}

afterEach(() => vi.unstubAllGlobals());

describe('Table', () => {
  it('is a table with a header row on a wide screen', () => {
    stubScreenWidth('wide');
    renderOrders();
    const table = screen.getByRole('table', { name: 'Orders' });
    expect(within(table).getByRole('columnheader', { name: 'Payment Status' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('list', { name: 'Orders' })).not.toBeInTheDocument();
  });

  it('is a card per row on a phone, every field under its label and the actions working', async () => {
    stubScreenWidth('narrow');
    const { onDelete, onStatus } = renderOrders();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [ada] = cards;
    if (!ada) throw new Error('no card');

    const labels = within(ada)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(labels).toEqual(['Customer', 'Payment Status']);
    const values = within(ada).getAllByRole('definition');
    expect(values[0]).toHaveTextContent('Ada Lovelace');
    expect(
      within(values[1] as HTMLElement).getByLabelText('Payment status of Ada Lovelace'),
    ).toHaveValue('paid');

    const user = userEvent.setup();
    await user.selectOptions(
      within(ada).getByLabelText('Payment status of Ada Lovelace'),
      'pending',
    );
    expect(onStatus).toHaveBeenCalledWith('o-1', 'pending');
    // The actions sit in the card without a label of their own.
    await user.click(within(ada).getByRole('button', { name: 'Delete Ada Lovelace' }));
    expect(onDelete).toHaveBeenCalledWith('o-1');
  });

  it('shows the empty message in place of the cards', () => {
    stubScreenWidth('narrow');
    render(
      <Table<Order>
        label="Orders"
        columns={[{ id: 'customer', header: 'Customer', cell: (order) => order.customer }]}
        rows={[]}
        rowKey={(order) => order.id}
        empty={<p>No orders found</p>}
      />,
    );
    expect(screen.getByText('No orders found')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
