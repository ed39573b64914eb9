import {
  type Customer,
  type CustomerStats,
  customerFilters,
  customerPaymentStatuses,
  customerSortFields,
  customerStatuses,
  paymentTypes,
  type UpdateCustomerStatusInput,
} from '@coursedesk/contract/customers';
import { CircleCheck, Clock, UserPlus, Users } from 'lucide-react';
import { formatCurrency } from '@/lib/format';
import { useDeleteCustomer } from '../api/delete-customer';
import { useExportCustomers } from '../api/export-customers';
import { useCourseOptions } from '../api/get-course-options';
import { useCustomers } from '../api/get-customers';
import { useUpdateCustomerStatus } from '../api/update-customer-status';
import { labelOf, optionsOf } from './labels';
import { type PeopleList, PeopleListPanel, type PeopleStat, peopleUrlShape } from './people-list';

const customerList: PeopleList<Customer, UpdateCustomerStatusInput> = {
  label: 'Customers',
  urlShape: peopleUrlShape(customerFilters, customerSortFields),
  sortFields: customerSortFields,
  personHeader: 'Customer',
  columns: [
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
      field: 'paymentStatus',
      label: 'Payment status',
      values: customerPaymentStatuses,
    },
    {
      id: 'customerStatus',
      header: 'Status',
      field: 'customerStatus',
      label: 'Status',
      values: customerStatuses,
    },
  ],
  messages: {
    empty: 'No customers found',
    confirmDelete: 'Are you sure you want to delete this customer?',
    exported: 'Customers data exported successfully!',
  },
  useList: useCustomers,
  useUpdateStatus: useUpdateCustomerStatus,
  useDelete: useDeleteCustomer,
  useExport: useExportCustomers,
};

/** The figures above the list, from `useCustomerStats`. */
export const customerStatCards: readonly PeopleStat<CustomerStats>[] = [
  { label: 'Total Customers', field: 'totalCustomers', icon: Users, accent: 'blue' },
  { label: 'Paid Customers', field: 'paidCustomers', icon: CircleCheck, accent: 'green' },
  { label: 'Pending Payments', field: 'pendingCustomers', icon: Clock, accent: 'orange' },
  { label: 'New (30 days)', field: 'newCustomers', icon: UserPlus, accent: 'red' },
];

export function CustomersPanel() {
  const courses = useCourseOptions();
  return (
    <PeopleListPanel
      list={customerList}
      filters={[
        {
          kind: 'select',
          key: 'status',
          label: 'Status',
          allLabel: 'All statuses',
          options: optionsOf(customerStatuses),
        },
        {
          kind: 'select',
          key: 'paymentStatus',
          label: 'Payment status',
          allLabel: 'All payment statuses',
          options: optionsOf(customerPaymentStatuses),
        },
        {
          kind: 'select',
          key: 'paymentType',
          label: 'Payment type',
          allLabel: 'All payment types',
          options: optionsOf(paymentTypes),
        },
        {
          kind: 'select',
          key: 'courseId',
          label: 'Course',
          allLabel: 'All courses',
          options: courses.data ?? [],
        },
      ]}
    />
  );
}
