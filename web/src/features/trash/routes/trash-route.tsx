import { LIST_DEFAULT_LIMIT, queryField } from '@coursedesk/contract/list';
import {
  trashMessages as M,
  TRASH_RETENTION_DAYS,
  type TrashEntry,
  trashAreaLabels,
  trashAreas,
} from '@coursedesk/contract/trash';
import { RotateCcw, Trash2 } from 'lucide-react';
import { lazy, useState } from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { OnDemand } from '@/components/ui/on-demand';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { ListSection } from '@/components/ui/table/list-section';
import { Table, type TableColumn } from '@/components/ui/table/table';
import type { FilterSpec } from '@/components/ui/table/url-filter-bar';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useListView } from '@/lib/use-list-view';
import { useTrash } from '../api/get-trash';
import { usePurgeTrashEntry } from '../api/purge-trash-entry';
import { useRestoreTrashEntry } from '../api/restore-trash-entry';

// The confirmation dialog (and the dialog code) loads when a purge is first asked for.
const Modal = lazy(async () => ({ default: (await import('@/components/ui/modal')).Modal }));

/** The view in the URL: ?page=&search=&area=. */
const trashViewShape = {
  page: queryField(z.coerce.number().int().min(1)),
  search: queryField(z.string()),
  area: queryField(z.enum(trashAreas)),
};

const areaLabel = (area: string) => trashAreaLabels[area] ?? area;

const areaOptions = trashAreas
  .map((area) => ({ value: area, label: areaLabel(area) }))
  .sort((a, b) => a.label.localeCompare(b.label));

/**
 * The trash: what was deleted in the last 30 days, newest first, each with Restore and Delete
 * forever (docs/trash.md).
 */
export function TrashRoute() {
  const view = useListView(trashViewShape);
  const { values, page } = view;
  const { page: _page, ...filters } = values;
  const entries = useTrash({ ...filters, page, limit: LIST_DEFAULT_LIMIT });
  const restore = useRestoreTrashEntry();
  const purge = usePurgeTrashEntry();
  const [purging, setPurging] = useState<TrashEntry | undefined>();

  function restoreEntry(entry: TrashEntry) {
    restore.mutate(entry.id, {
      onSuccess: ({ message }) => notifySuccess(message || M.restored),
      onError: (error) => notifyError(errorMessage(error, M.restoreFailed)),
    });
  }

  function purgeEntry(entry: TrashEntry) {
    purge.mutate(entry.id, {
      onSuccess: ({ message }) => {
        notifySuccess(message || M.purged);
        setPurging(undefined);
      },
      onError: (error) => notifyError(errorMessage(error, M.purgeFailed)),
    });
  }

  const busy = (entry: TrashEntry) =>
    (restore.isPending && restore.variables === entry.id) ||
    (purge.isPending && purge.variables === entry.id);

  const columns: TableColumn<TrashEntry>[] = [
    { id: 'area', header: 'Area', cell: (entry) => areaLabel(entry.area) },
    {
      id: 'label',
      header: 'Record',
      cell: (entry) => <p className="font-medium text-slate-900">{entry.label}</p>,
    },
    { id: 'by', header: 'Deleted by', cell: (entry) => entry.deletedByEmail ?? 'System' },
    {
      id: 'at',
      header: 'Deleted',
      cell: (entry) => <time dateTime={entry.deletedAt}>{formatDateTime(entry.deletedAt)}</time>,
    },
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      actions: true,
      cell: (entry) => (
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => restoreEntry(entry)}
            disabled={busy(entry)}
            aria-label={`Restore ${entry.label}`}
          >
            <RotateCcw aria-hidden="true" />
            Restore
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-edtech-red"
            onClick={() => setPurging(entry)}
            disabled={busy(entry)}
            aria-label={`Delete forever ${entry.label}`}
          >
            <Trash2 aria-hidden="true" />
            Delete forever
          </Button>
        </div>
      ),
    },
  ];

  const filterSpecs: FilterSpec[] = [
    { kind: 'search', key: 'search', label: 'Search', placeholder: 'Title, name or code' },
    { kind: 'select', key: 'area', label: 'Area', allLabel: 'All areas', options: areaOptions },
  ];

  return (
    <div className="space-y-6">
      <PageHeader
        title="Trash"
        description={`Deleted records are kept here for ${TRASH_RETENTION_DAYS} days, then deleted for good.`}
      />
      <ListSection
        label="Trash"
        view={view}
        filters={filterSpecs}
        query={entries}
        errorMessage={errorMessage(entries.error, M.fetchFailed)}
        limit={LIST_DEFAULT_LIMIT}
        total={entries.data?.total}
      >
        {entries.isError && !entries.data ? null : entries.isPending ? (
          <Spinner className="py-12" />
        ) : (
          <Table
            label="Trash"
            columns={columns}
            rows={entries.data?.items ?? []}
            rowKey={(entry) => entry.id}
            empty={<p className="px-6 py-12 text-center text-sm text-slate-500">{M.empty}</p>}
          />
        )}
      </ListSection>
      <OnDemand open={purging !== undefined}>
        <Modal
          open={purging !== undefined}
          onOpenChange={(open) => {
            if (!open) setPurging(undefined);
          }}
          title="Delete forever"
        >
          <div className="space-y-6 px-6 py-5">
            <p className="text-sm text-slate-700">{purging ? M.purgeConfirm(purging.label) : ''}</p>
            <div className="flex justify-end gap-3">
              <Button variant="secondary" onClick={() => setPurging(undefined)}>
                Cancel
              </Button>
              <Button
                variant="danger"
                onClick={() => purging && purgeEntry(purging)}
                disabled={purge.isPending}
              >
                {purge.isPending ? 'Deleting...' : 'Delete forever'}
              </Button>
            </div>
          </div>
        </Modal>
      </OnDemand>
    </div>
  );
}
