import {
  type Customer,
  customerFilters,
  customerPaymentStatuses,
  customerSortFields,
  customerStatuses,
  paymentTypes,
} from '@coursedesk/contract/customers';
import { LIST_DEFAULT_LIMIT, queryField, sortOrders } from '@coursedesk/contract/list';
import { CircleCheck, Clock, Download, Trash2, UserPlus, Users } from 'lucide-react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DateFilter, FilterBar, SearchFilter, SelectFilter } from '@/components/ui/filter-bar';
import { StatCard } from '@/components/ui/stat-card';
import { Pagination } from '@/components/ui/table/pagination';
import { Table, type TableColumn } from '@/components/ui/table/table';
import { formatCurrency, formatDateTime, formatNumber } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUrlState } from '@/lib/use-url-state';
import { useDeleteCustomer } from '../api/delete-customer';
import { useExportCustomers } from '../api/export-customers';
import { useCourseOptions } from '../api/get-course-options';
import { useCustomerStats } from '../api/get-customer-stats';
import { useCustomers } from '../api/get-customers';
import { useUpdateCustomerStatus } from '../api/update-customer-status';
import { labelOf, optionsOf, sortOptionsOf } from './labels';
import { ListBody } from './list-body';
import { StatusSelect } from './status-select';

/** The customers view as the URL holds it; values that do not parse are ignored. */
const urlShape = {
  page: queryField(z.coerce.number().int().min(1)),
  search: queryField(z.string()),
  ...customerFilters,
  startDate: queryField(z.iso.date()),
  endDate: queryField(z.iso.date()),
  sortBy: queryField(z.enum(customerSortFields)),
  sortOrder: queryField(z.enum(sortOrders)),
};

const sortChoices = sortOptionsOf(customerSortFields);

export function CustomerStatCards() {
  const stats = useCustomerStats();
  const value = (n: number | undefined) => (n === undefined ? '—' : formatNumber(n));
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard
        label="Total Customers"
        value={value(stats.data?.totalCustomers)}
        icon={Users}
        accent="blue"
      />
      <StatCard
        label="Paid Customers"
        value={value(stats.data?.paidCustomers)}
        icon={CircleCheck}
        accent="green"
      />
      <StatCard
        label="Pending Payments"
        value={value(stats.data?.pendingCustomers)}
        icon={Clock}
        accent="orange"
      />
      <StatCard
        label="New (30 days)"
        value={value(stats.data?.newCustomers)}
        icon={UserPlus}
        accent="red"
      />
    </div>
  );
}

export function CustomersPanel() {
  const { values, set, setPage } = useUrlState(urlShape);
  const filters = {
    search: values.search,
    status: values.status,
    paymentStatus: values.paymentStatus,
    paymentType: values.paymentType,
    courseId: values.courseId,
    source: values.source,
    startDate: values.startDate,
    endDate: values.endDate,
    sortBy: values.sortBy,
    sortOrder: values.sortOrder,
  };
  const page = values.page ?? 1;
  const list = useCustomers({ ...filters, page, limit: LIST_DEFAULT_LIMIT });
  const courses = useCourseOptions();
  const updateStatus = useUpdateCustomerStatus();
  const deleteCustomer = useDeleteCustomer();
  const exportCustomers = useExportCustomers();

  function changeStatus(
    customer: Customer,
    change: Pick<Customer, 'paymentStatus'> | Pick<Customer, 'customerStatus'>,
  ) {
    updateStatus.mutate(
      { id: customer._id, ...change },
      {
        onSuccess: () => notifySuccess('Status updated successfully'),
        onError: () => notifyError('Failed to update status'),
      },
    );
  }

  function remove(customer: Customer) {
    if (!window.confirm('Are you sure you want to delete this customer?')) return;
    deleteCustomer.mutate(customer._id, {
      onSuccess: () => notifySuccess('Item deleted successfully'),
      onError: () => notifyError('Failed to delete item'),
    });
  }

  function download() {
    exportCustomers.mutate(filters, {
      onSuccess: () => notifySuccess('Customers data exported successfully!'),
      onError: () => notifyError('Failed to export data. Please try again.'),
    });
  }

  const columns: TableColumn<Customer>[] = [
    {
      id: 'customer',
      header: 'Customer',
      cell: (c) => (
        <div>
          <p className="font-medium text-slate-900">{c.name}</p>
          <p className="text-slate-500">{c.email}</p>
          {c.phone ? <p className="text-slate-500">{c.phone}</p> : null}
        </div>
      ),
    },
    {
      id: 'course',
      header: 'Course',
      cell: (c) => (
        <div>
          <p>{c.courseName ?? '—'}</p>
          {c.courseCategory ? <p className="text-slate-500">{c.courseCategory}</p> : null}
        </div>
      ),
    },
    {
      id: 'payment',
      header: 'Payment',
      cell: (c) => (
        <div>
          <p className="font-medium tabular-nums">{formatCurrency(c.amount)}</p>
          <p className="text-slate-500">{labelOf(c.paymentType)}</p>
          {c.installmentDetails ? (
            <p className="text-xs text-slate-500">
              {formatCurrency(c.installmentDetails.paidAmount)} of{' '}
              {formatCurrency(c.installmentDetails.totalAmount)} paid
            </p>
          ) : null}
        </div>
      ),
    },
    {
      id: 'paymentStatus',
      header: 'Payment Status',
      cell: (c) => (
        <StatusSelect
          label={`Payment status of ${c.name}`}
          value={c.paymentStatus}
          values={customerPaymentStatuses}
          onChange={(paymentStatus) => changeStatus(c, { paymentStatus })}
        />
      ),
    },
    {
      id: 'customerStatus',
      header: 'Status',
      cell: (c) => (
        <StatusSelect
          label={`Status of ${c.name}`}
          value={c.customerStatus}
          values={customerStatuses}
          onChange={(customerStatus) => changeStatus(c, { customerStatus })}
        />
      ),
    },
    { id: 'date', header: 'Date', cell: (c) => formatDateTime(c.createdAt) },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      cell: (c) => (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Delete ${c.name}`}
          onClick={() => remove(c)}
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
            options={optionsOf(customerStatuses)}
            onChange={(status) => set({ status })}
          />
          <SelectFilter
            label="Payment status"
            allLabel="All payment statuses"
            value={values.paymentStatus ?? ''}
            options={optionsOf(customerPaymentStatuses)}
            onChange={(paymentStatus) => set({ paymentStatus })}
          />
          <SelectFilter
            label="Payment type"
            allLabel="All payment types"
            value={values.paymentType ?? ''}
            options={optionsOf(paymentTypes)}
            onChange={(paymentType) => set({ paymentType })}
          />
          <SelectFilter
            label="Course"
            allLabel="All courses"
            value={values.courseId ?? ''}
            options={courses.data ?? []}
            onChange={(courseId) => set({ courseId })}
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
          <Button variant="secondary" onClick={download} disabled={exportCustomers.isPending}>
            <Download aria-hidden="true" />
            {exportCustomers.isPending ? 'Exporting...' : 'Export'}
          </Button>
        </div>
      </Card>
      <Card>
        <ListBody isPending={list.isPending} error={list.error}>
          <Table
            label="Customers"
            columns={columns}
            rows={list.data?.items ?? []}
            rowKey={(c) => c._id}
            empty={
              <p className="px-6 py-12 text-center text-sm text-slate-500">No customers found</p>
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
