import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type FilterSpec, UrlFilterBar } from './url-filter-bar';

const filters: FilterSpec[] = [
  {
    kind: 'select',
    key: 'status',
    label: 'Status',
    allLabel: 'All statuses',
    options: [
      { value: 'new', label: 'New' },
      { value: 'closed', label: 'Closed' },
    ],
  },
  { kind: 'date', key: 'startDate', label: 'From' },
  {
    kind: 'sort',
    label: 'Sort',
    options: [
      { value: 'createdAt:desc', label: 'Newest first' },
      { value: 'name:asc', label: 'Name A-Z' },
    ],
    defaultSortBy: 'name',
    defaultSortOrder: 'asc',
  },
];

describe('UrlFilterBar', () => {
  it('shows each control with its URL value, and the default sort when the URL has none', () => {
    render(
      <UrlFilterBar filters={filters} values={{ status: 'closed', page: 3 }} onChange={() => {}} />,
    );
    expect(screen.getByLabelText('Status')).toHaveValue('closed');
    expect(screen.getByLabelText('From')).toHaveValue('');
    expect(screen.getByLabelText('Sort')).toHaveValue('name:asc');
  });

  it('sets the value a control stands for; the sort sets both its field and its order', async () => {
    const onChange = vi.fn();
    render(
      <UrlFilterBar
        filters={filters}
        values={{ status: 'new', sortBy: 'createdAt', sortOrder: 'desc' }}
        onChange={onChange}
      />,
    );
    expect(screen.getByLabelText('Sort')).toHaveValue('createdAt:desc');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'All statuses');
    await userEvent.selectOptions(screen.getByLabelText('Sort'), 'Name A-Z');
    expect(onChange.mock.calls).toEqual([[{ status: '' }], [{ sortBy: 'name', sortOrder: 'asc' }]]);
  });
});
