import type { AccentColor } from '@coursedesk/contract/collections/accents';
import { LIST_DEFAULT_LIMIT, type Paged, queryField, sortOrders } from '@coursedesk/contract/list';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { Download, Trash2 } from 'lucide-react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { StatCards } from '@/components/ui/stat-cards';
import { ListSection } from '@/components/ui/table/list-section';
import { Table, type TableColumn } from '@/components/ui/table/table';
import type { FilterSpec } from '@/components/ui/table/url-filter-bar';
import { errorMessage, type QueryParams } from '@/lib/api-client';
import { formatDateTime, formatNumber } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { isStale, ROW_CHANGED_ELSEWHERE } from '@/lib/row-change-version';
import { useConfirmedDelete } from '@/lib/use-confirmed-delete';
import { type ListViewShape, useListView } from '@/lib/use-list-view';
import type { UrlValue } from '@/lib/use-url-state';
import { sortOptionsOf } from './labels';
import { StatusSelect } from './status-select';

// The customers and the inquiries lists are one screen shape: stat cards, a filter bar with an
// export, a table of people with status dropdowns and a delete, and pagination. Each declares
// its own columns, filters, stats and messages; this file holds the rest.

/** What every row of a people list has. */
export interface Person {
  _id: string;
  name: string;
  email: string;
  phone: string | null;
  createdAt: string;
}

/**
 * A people list's view as the URL holds it: page, search, the list's own `filters`, a date
 * range and the sort. Values that do not parse are ignored.
 */
export function peopleUrlShape<
  F extends Record<string, z.ZodType>,
  S extends readonly [string, ...string[]],
>(filters: F, sortFields: S) {
  return {
    page: queryField(z.coerce.number().int().min(1)),
    search: queryField(z.string()),
    ...filters,
    startDate: queryField(z.iso.date()),
    endDate: queryField(z.iso.date()),
    sortBy: queryField(z.enum(sortFields)),
    sortOrder: queryField(z.enum(sortOrders)),
  };
}

/** A column whose cell is a status dropdown: changing it saves the row's `field` at once. */
export interface StatusColumn<Change> {
  id: string;
  header: string;
  field: keyof Change & string;
  /** Names each row's control: '<label> of <name>'. */
  label: string;
  values: readonly string[];
}

export type PeopleColumn<Row, Change> = TableColumn<Row> | StatusColumn<Change>;

export interface PeopleList<Row extends Person, Change> {
  /** Names the table, e.g. 'Customers'. */
  label: string;
  /** From `peopleUrlShape`. */
  urlShape: ListViewShape & Record<string, z.ZodType<UrlValue>>;
  sortFields: readonly string[];
  /** The header of the first column, which shows the person: name, email and phone. */
  personHeader: string;
  /** The columns between the person and the date. */
  columns: readonly PeopleColumn<Row, Change>[];
  messages: {
    empty: string;
    confirmDelete: string;
    exported: string;
  };
  useList(query: QueryParams): UseQueryResult<Paged<Row>>;
  useUpdateStatus(): UseMutationResult<unknown, Error, Change & { id: string; shown: Row }>;
  useDelete(): UseMutationResult<{ message?: string | undefined }, Error, string>;
  useExport(): UseMutationResult<void, Error, QueryParams>;
}

export interface PeopleStat<Stats> {
  label: string;
  /** The figure of the stats shown on the card. */
  field: keyof Stats;
  icon: LucideIcon;
  accent: AccentColor;
}

interface PeopleStatCardsProps<Stats> {
  /** The list's stats; undefined until they have loaded. */
  data: Stats | undefined;
  cards: readonly PeopleStat<Stats>[];
}

/** A people list's figures; a dash until they have loaded. */
export function PeopleStatCards<Stats extends Record<keyof Stats, number>>({
  data,
  cards,
}: PeopleStatCardsProps<Stats>) {
  return (
    <StatCards
      label="Figures"
      className="sm:grid-cols-2 lg:grid-cols-2 xl:grid-cols-4"
      cards={cards.map((card) => ({
        label: card.label,
        value: data === undefined ? '—' : formatNumber(data[card.field]),
        icon: card.icon,
        accent: card.accent,
      }))}
    />
  );
}

interface PeopleListPanelProps<Row extends Person, Change> {
  list: PeopleList<Row, Change>;
  /** The list's own filters, shown between the search and the source. */
  filters: readonly FilterSpec[];
}

export function PeopleListPanel<Row extends Person, Change>({
  list,
  filters,
}: PeopleListPanelProps<Row, Change>) {
  const view = useListView(list.urlShape);
  const { values, page } = view;
  // Everything but the page: the list's query, and the export's.
  const { page: _page, ...query } = values;
  const rows = list.useList({ ...query, page, limit: LIST_DEFAULT_LIMIT });
  const updateStatus = list.useUpdateStatus();
  const deletion = useConfirmedDelete(list.useDelete(), {
    confirm: list.messages.confirmDelete,
    failed: 'Failed to delete item',
    deleted: 'Item deleted successfully',
  });
  const exportRows = list.useExport();

  function changeStatus(row: Row, change: Change) {
    // Each change says how it went, even when another was made before it settled (`mutate`'s
    // own callbacks follow only the latest call).
    updateStatus.mutateAsync({ ...change, id: row._id, shown: row }).then(
      () => notifySuccess('Status updated successfully'),
      (error: unknown) =>
        notifyError(isStale(error) ? ROW_CHANGED_ELSEWHERE : 'Failed to update status'),
    );
  }

  function download() {
    exportRows.mutate(query, {
      onSuccess: () => notifySuccess(list.messages.exported),
      onError: () => notifyError('Failed to export data. Please try again.'),
    });
  }

  const columns: TableColumn<Row>[] = [
    {
      id: 'person',
      header: list.personHeader,
      cell: (row) => (
        <div>
          <p className="font-medium text-slate-900">{row.name}</p>
          <p className="text-slate-500">{row.email}</p>
          {row.phone ? <p className="text-slate-500">{row.phone}</p> : null}
        </div>
      ),
    },
    ...list.columns.map((column) =>
      'field' in column ? statusCell(column, changeStatus) : column,
    ),
    { id: 'date', header: 'Date', cell: (row) => formatDateTime(row.createdAt) },
    {
      id: 'actions',
      actions: true,
      header: <span className="sr-only">Actions</span>,
      cell: (row) => (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete ${row.name}`}
          disabled={deletion.deletingId === row._id}
          onClick={() => deletion.remove(row._id)}
        >
          <Trash2 aria-hidden="true" className="text-edtech-red" />
        </Button>
      ),
    },
  ];

  const filterSpecs: FilterSpec[] = [
    { kind: 'search', key: 'search', label: 'Search', placeholder: 'Name, email or phone' },
    ...filters,
    { kind: 'search', key: 'source', label: 'Source', placeholder: 'e.g. website', narrow: true },
    { kind: 'date', key: 'startDate', label: 'From' },
    { kind: 'date', key: 'endDate', label: 'To' },
    {
      kind: 'sort',
      label: 'Sort',
      options: sortOptionsOf(list.sortFields),
      defaultSortBy: 'createdAt',
      defaultSortOrder: 'desc',
    },
  ];

  return (
    <ListSection
      label={list.label}
      view={view}
      filters={filterSpecs}
      query={rows}
      errorMessage={errorMessage(rows.error, 'An error occurred')}
      limit={LIST_DEFAULT_LIMIT}
      total={rows.data?.total}
      loading={rows.isPending}
      loadingLabel={`Loading ${list.label.toLowerCase()}...`}
      skeletonColumns={columns.length}
      actions={
        <Button variant="secondary" onClick={download} disabled={exportRows.isPending}>
          <Download aria-hidden="true" />
          {exportRows.isPending ? 'Exporting...' : 'Export'}
        </Button>
      }
    >
      {rows.isError && !rows.data ? null : (
        <Table
          label={list.label}
          columns={columns}
          rows={rows.data?.items ?? []}
          rowKey={(row) => row._id}
          empty={
            <p className="px-6 py-12 text-center text-sm text-slate-500">{list.messages.empty}</p>
          }
        />
      )}
    </ListSection>
  );
}

function statusCell<Row extends Person, Change>(
  column: StatusColumn<Change>,
  changeStatus: (row: Row, change: Change) => void,
): TableColumn<Row> {
  return {
    id: column.id,
    header: column.header,
    cell: (row) => (
      <StatusSelect
        label={`${column.label} of ${row.name}`}
        value={String(row[column.field as keyof Row])}
        values={column.values}
        onChange={(value) => changeStatus(row, { [column.field]: value } as Change)}
      />
    ),
  };
}
