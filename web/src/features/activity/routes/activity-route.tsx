import {
  type ActivityEntry,
  activityActionLabels,
  activityActions,
  activityAreas,
  actorLabel,
} from '@coursedesk/contract/activity';
import { LIST_DEFAULT_LIMIT, queryField } from '@coursedesk/contract/list';
import { Download } from 'lucide-react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { ChangeList } from '@/components/ui/change-list';
import { PageHeader } from '@/components/ui/page-header';
import { RelativeTime } from '@/components/ui/relative-time';
import { ListSection } from '@/components/ui/table/list-section';
import { Table, type TableColumn } from '@/components/ui/table/table';
import type { FilterSpec } from '@/components/ui/table/url-filter-bar';
import { useActivity } from '@/lib/activity';
import { errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useListView } from '@/lib/use-list-view';
import { useExportActivity } from '../api/export-activity';
import { useActorOptions } from '../api/get-actor-options';

/** The view in the URL: ?page=&search=&actor=&area=&action=&record=&startDate=&endDate=. */
const activityViewShape = {
  page: queryField(z.coerce.number().int().min(1)),
  search: queryField(z.string()),
  actor: queryField(z.uuid()),
  area: queryField(z.enum(activityAreas)),
  action: queryField(z.enum(activityActions)),
  record: queryField(z.string()),
  startDate: queryField(z.iso.date()),
  endDate: queryField(z.iso.date()),
};

const areaOptions = activityAreas.map((area) => ({ value: area, label: area }));
const actionOptions = activityActions.map((action) => ({
  value: action,
  label: activityActionLabels[action],
}));

const columns: TableColumn<ActivityEntry>[] = [
  {
    id: 'at',
    header: 'Time',
    cell: (entry) => <RelativeTime at={entry.at} />,
  },
  {
    id: 'actor',
    header: 'Person',
    cell: (entry) => (
      <div>
        <p className="font-medium text-slate-900">{actorLabel(entry)}</p>
        {entry.address ? <p className="text-xs text-slate-500">{entry.address}</p> : null}
      </div>
    ),
  },
  { id: 'area', header: 'Area', cell: (entry) => entry.area },
  { id: 'action', header: 'Action', cell: (entry) => activityActionLabels[entry.action] },
  {
    id: 'record',
    header: 'Record',
    cell: (entry) => (
      <div>
        <p className="text-slate-900">{entry.recordLabel ?? '—'}</p>
        {entry.recordId ? <p className="text-xs text-slate-500">{entry.recordId}</p> : null}
      </div>
    ),
  },
  {
    id: 'changes',
    header: 'Changes',
    cell: (entry) => <ChangeSummary entry={entry} />,
  },
];

function ChangeSummary({ entry }: { entry: ActivityEntry }) {
  const fields = Object.entries(entry.changes);
  if (fields.length === 0) return <span className="text-slate-400">—</span>;
  if (entry.action !== 'update') {
    return (
      <span className="text-xs text-slate-600">{fields.map(([field]) => field).join(', ')}</span>
    );
  }
  return <ChangeList changes={entry.changes} />;
}

/** The activity log: every recorded change, newest first, filtered in the URL (docs/activity.md). */
export function ActivityRoute() {
  const view = useListView(activityViewShape);
  const { values, page } = view;
  const { page: _page, ...filters } = values;
  const entries = useActivity({ ...filters, page, limit: LIST_DEFAULT_LIMIT });
  const actors = useActorOptions();
  const exportEntries = useExportActivity();

  const filterSpecs: FilterSpec[] = [
    { kind: 'search', key: 'search', label: 'Search', placeholder: 'Record or email' },
    {
      kind: 'select',
      key: 'actor',
      label: 'Person',
      allLabel: 'Everyone',
      options: actors.data ?? [],
    },
    { kind: 'select', key: 'area', label: 'Area', allLabel: 'All areas', options: areaOptions },
    {
      kind: 'select',
      key: 'action',
      label: 'Action',
      allLabel: 'All actions',
      options: actionOptions,
    },
    { kind: 'search', key: 'record', label: 'Record ID', placeholder: 'Record id', narrow: true },
    { kind: 'date', key: 'startDate', label: 'From' },
    { kind: 'date', key: 'endDate', label: 'To' },
  ];

  function download() {
    exportEntries.mutate(filters, {
      onSuccess: () => notifySuccess('Activity exported successfully'),
      onError: () => notifyError('Failed to export data. Please try again.'),
    });
  }

  return (
    <div className="space-y-6">
      <PageHeader title="Activity" description="Who changed what, when and from where." />
      <ListSection
        label="Activity"
        view={view}
        filters={filterSpecs}
        query={entries}
        errorMessage={errorMessage(entries.error, 'Failed to load the activity')}
        limit={LIST_DEFAULT_LIMIT}
        total={entries.data?.total}
        loading={entries.isPending}
        loadingLabel="Loading activity..."
        skeletonColumns={columns.length}
        totalCapped={entries.data?.totalCapped}
        actions={
          <Button variant="secondary" onClick={download} disabled={exportEntries.isPending}>
            <Download aria-hidden="true" />
            {exportEntries.isPending ? 'Exporting...' : 'Export'}
          </Button>
        }
      >
        {entries.isError && !entries.data ? null : (
          <Table
            label="Activity"
            columns={columns}
            rows={entries.data?.items ?? []}
            rowKey={(entry) => entry.id}
            empty={
              <p className="px-6 py-12 text-center text-sm text-slate-500">
                No activity matches these filters.
              </p>
            }
          />
        )}
      </ListSection>
    </div>
  );
}
