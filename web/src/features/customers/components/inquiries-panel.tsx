import {
  type Inquiry,
  inquiryFilters,
  inquirySortFields,
  inquiryStatuses,
  inquiryTypes,
} from '@coursedesk/contract/inquiries';
import { LIST_DEFAULT_LIMIT, queryField, sortOrders } from '@coursedesk/contract/list';
import { CircleCheck, Download, Inbox, PhoneCall, Sparkles, Trash2 } from 'lucide-react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DateFilter, FilterBar, SearchFilter, SelectFilter } from '@/components/ui/filter-bar';
import { StatCard } from '@/components/ui/stat-card';
import { Pagination } from '@/components/ui/table/pagination';
import { Table, type TableColumn } from '@/components/ui/table/table';
import { formatDateTime, formatNumber } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUrlState } from '@/lib/use-url-state';
import { useDeleteInquiry } from '../api/delete-inquiry';
import { useExportInquiries } from '../api/export-inquiries';
import { useInquiries } from '../api/get-inquiries';
import { useInquiryStats } from '../api/get-inquiry-stats';
import { useUpdateInquiryStatus } from '../api/update-inquiry-status';
import { labelOf, optionsOf, sortOptionsOf } from './labels';
import { ListBody } from './list-body';
import { StatusSelect } from './status-select';

/** The inquiries view as the URL holds it (assignedTo has no control, but a link may carry it). */
const urlShape = {
  page: queryField(z.coerce.number().int().min(1)),
  search: queryField(z.string()),
  ...inquiryFilters,
  startDate: queryField(z.iso.date()),
  endDate: queryField(z.iso.date()),
  sortBy: queryField(z.enum(inquirySortFields)),
  sortOrder: queryField(z.enum(sortOrders)),
};

const sortChoices = sortOptionsOf(inquirySortFields);

export function InquiryStatCards() {
  const stats = useInquiryStats();
  const value = (n: number | undefined) => (n === undefined ? '—' : formatNumber(n));
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        label="Total Inquiries"
        value={value(stats.data?.totalInquiries)}
        icon={Inbox}
        accent="blue"
      />
      <StatCard
        label="Converted"
        value={value(stats.data?.convertedInquiries)}
        icon={CircleCheck}
        accent="green"
      />
      <StatCard
        label="Contacted"
        value={value(stats.data?.contactedInquiries)}
        icon={PhoneCall}
        accent="orange"
      />
      <StatCard
        label="New (30 days)"
        value={value(stats.data?.newInquiries)}
        icon={Sparkles}
        accent="red"
      />
    </div>
  );
}

export function InquiriesPanel() {
  const { values, set, setPage } = useUrlState(urlShape);
  const filters = {
    search: values.search,
    status: values.status,
    type: values.type,
    source: values.source,
    assignedTo: values.assignedTo,
    startDate: values.startDate,
    endDate: values.endDate,
    sortBy: values.sortBy,
    sortOrder: values.sortOrder,
  };
  const page = values.page ?? 1;
  const list = useInquiries({ ...filters, page, limit: LIST_DEFAULT_LIMIT });
  const updateStatus = useUpdateInquiryStatus();
  const deleteInquiry = useDeleteInquiry();
  const exportInquiries = useExportInquiries();

  function changeStatus(inquiry: Inquiry, status: Inquiry['status']) {
    updateStatus.mutate(
      { id: inquiry._id, status },
      {
        onSuccess: () => notifySuccess('Status updated successfully'),
        onError: () => notifyError('Failed to update status'),
      },
    );
  }

  function remove(inquiry: Inquiry) {
    if (!window.confirm('Are you sure you want to delete this inquiry?')) return;
    deleteInquiry.mutate(inquiry._id, {
      onSuccess: () => notifySuccess('Item deleted successfully'),
      onError: () => notifyError('Failed to delete item'),
    });
  }

  function download() {
    exportInquiries.mutate(filters, {
      onSuccess: () => notifySuccess('Inquiries data exported successfully!'),
      onError: () => notifyError('Failed to export data. Please try again.'),
    });
  }

  const columns: TableColumn<Inquiry>[] = [
    {
      id: 'contact',
      header: 'Contact',
      cell: (i) => (
        <div>
          <p className="font-medium text-slate-900">{i.name}</p>
          <p className="text-slate-500">{i.email}</p>
          {i.phone ? <p className="text-slate-500">{i.phone}</p> : null}
        </div>
      ),
    },
    {
      id: 'inquiry',
      header: 'Inquiry',
      cell: (i) => (
        <div>
          <p>{i.subject ?? '—'}</p>
          <p className="text-slate-500">{labelOf(i.type)}</p>
        </div>
      ),
    },
    { id: 'course', header: 'Course', cell: (i) => i.courseName ?? '—' },
    { id: 'source', header: 'Source', cell: (i) => (i.source ? labelOf(i.source) : '—') },
    {
      id: 'status',
      header: 'Status',
      cell: (i) => (
        <StatusSelect
          label={`Status of ${i.name}`}
          value={i.status}
          values={inquiryStatuses}
          onChange={(status) => changeStatus(i, status)}
        />
      ),
    },
    { id: 'date', header: 'Date', cell: (i) => formatDateTime(i.createdAt) },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      cell: (i) => (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete ${i.name}`}
          onClick={() => remove(i)}
        >
          <Trash2 aria-hidden="true" className="text-edtech-red" />
        </Button>
      ),
    },
  ];

  return (
    <div className="space-y-4">
      <Card padding="md" className="space-y-4">
        <FilterBar>
          <SearchFilter
            label="Search"
            placeholder="Name, email or phone"
            value={values.search ?? ''}
            onChange={(search) => set({ search })}
          />
          <SelectFilter
            label="Status"
            allLabel="All statuses"
            value={values.status ?? ''}
            options={optionsOf(inquiryStatuses)}
            onChange={(status) => set({ status })}
          />
          <SelectFilter
            label="Type"
            allLabel="All types"
            value={values.type ?? ''}
            options={optionsOf(inquiryTypes)}
            onChange={(type) => set({ type })}
          />
          <SearchFilter
            label="Source"
            placeholder="e.g. website"
            value={values.source ?? ''}
            onChange={(source) => set({ source })}
            narrow
          />
          <DateFilter
            label="From"
            value={values.startDate ?? ''}
            onChange={(startDate) => set({ startDate })}
          />
          <DateFilter
            label="To"
            value={values.endDate ?? ''}
            onChange={(endDate) => set({ endDate })}
          />
          <SelectFilter
            label="Sort"
            value={`${values.sortBy ?? 'createdAt'}:${values.sortOrder ?? 'desc'}`}
            options={sortChoices}
            onChange={(choice) => {
              const [sortBy, sortOrder] = choice.split(':');
              set({ sortBy, sortOrder });
            }}
          />
        </FilterBar>
        <div className="flex justify-end">
          <Button variant="secondary" onClick={download} disabled={exportInquiries.isPending}>
            <Download aria-hidden="true" />
            {exportInquiries.isPending ? 'Exporting...' : 'Export'}
          </Button>
        </div>
      </Card>
      <Card>
        <ListBody isPending={list.isPending} error={list.error}>
          <Table
            label="Inquiries"
            columns={columns}
            rows={list.data?.items ?? []}
            rowKey={(i) => i._id}
            empty={
              <p className="px-6 py-12 text-center text-sm text-slate-500">No inquiries found</p>
            }
          />
          <Pagination
            page={page}
            limit={LIST_DEFAULT_LIMIT}
            total={list.data?.total ?? 0}
            onPageChange={setPage}
          />
        </ListBody>
      </Card>
    </div>
  );
}
