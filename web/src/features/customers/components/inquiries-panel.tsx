import {
  type Inquiry,
  type InquiryStats,
  inquiryFilters,
  inquirySortFields,
  inquiryStatuses,
  inquiryTypes,
} from '@coursedesk/contract/inquiries';
import { CircleCheck, Inbox, PhoneCall, Sparkles } from 'lucide-react';
import type { FilterSpec } from '@/components/ui/table/url-filter-bar';
import { useDeleteInquiry } from '../api/delete-inquiry';
import { useExportInquiries } from '../api/export-inquiries';
import { useInquiries } from '../api/get-inquiries';
import { useUpdateInquiryStatus } from '../api/update-inquiry-status';
import { labelOf, optionsOf } from './labels';
import { type PeopleList, PeopleListPanel, type PeopleStat, peopleUrlShape } from './people-list';
import { TimesSent } from './times-sent';

const inquiryList: PeopleList<Inquiry, Pick<Inquiry, 'status'>> = {
  label: 'Inquiries',
  // assignedTo has no control, but a link may carry it.
  urlShape: peopleUrlShape(inquiryFilters, inquirySortFields),
  sortFields: inquirySortFields,
  personHeader: 'Contact',
  columns: [
    {
      id: 'inquiry',
      header: 'Inquiry',
      cell: (i) => (
        <div>
          <p>{i.subject ?? '—'}</p>
          <p className="text-slate-500">{labelOf(i.type)}</p>
          <TimesSent inquiry={i} />
        </div>
      ),
    },
    { id: 'course', header: 'Course', cell: (i) => i.courseName ?? '—' },
    { id: 'source', header: 'Source', cell: (i) => (i.source ? labelOf(i.source) : '—') },
    { id: 'status', header: 'Status', field: 'status', label: 'Status', values: inquiryStatuses },
  ],
  messages: {
    empty: 'No inquiries found',
    confirmDelete: 'Are you sure you want to delete this inquiry?',
    exported: 'Inquiries data exported successfully!',
  },
  useList: useInquiries,
  useUpdateStatus: useUpdateInquiryStatus,
  useDelete: useDeleteInquiry,
  useExport: useExportInquiries,
};

const inquiryFilterSpecs: FilterSpec[] = [
  {
    kind: 'select',
    key: 'status',
    label: 'Status',
    allLabel: 'All statuses',
    options: optionsOf(inquiryStatuses),
  },
  {
    kind: 'select',
    key: 'type',
    label: 'Type',
    allLabel: 'All types',
    options: optionsOf(inquiryTypes),
  },
];

/** The figures above the list, from `useInquiryStats`. */
export const inquiryStatCards: readonly PeopleStat<InquiryStats>[] = [
  { label: 'Total Inquiries', field: 'totalInquiries', icon: Inbox, accent: 'blue' },
  { label: 'Converted', field: 'convertedInquiries', icon: CircleCheck, accent: 'green' },
  { label: 'Contacted', field: 'contactedInquiries', icon: PhoneCall, accent: 'orange' },
  { label: 'New (30 days)', field: 'newInquiries', icon: Sparkles, accent: 'red' },
];

export function InquiriesPanel() {
  return <PeopleListPanel list={inquiryList} filters={inquiryFilterSpecs} />;
}
