import {
  type ActivityArea,
  type ActivityEntry,
  activityActionLabels,
} from '@coursedesk/contract/activity';
import { useActivity } from '@/lib/activity';
import { errorMessage } from '@/lib/api-client';
import { ChangeList } from './change-list';
import { HistorySection } from './history-section';
import { RelativeTime } from './relative-time';
import { Spinner } from './spinner';

/** How many of a record's latest entries the panel shows; the Activity screen has them all. */
export const HISTORY_LIMIT = 20;

interface HistoryPanelProps {
  area: ActivityArea;
  /**
   * The record's id (`_id`); nothing is asked for a record not saved yet. `null`: the area is one
   * record of its own (the company page), and the panel shows all of the area's entries.
   */
  record: string | null | undefined;
}

/** An editor's History panel: who changed this record, when, and which fields from what to what. */
export function HistoryPanel({ area, record }: HistoryPanelProps) {
  const history = useActivity(
    { area, record: record ?? undefined, limit: HISTORY_LIMIT, page: 1 },
    { enabled: record !== undefined },
  );
  if (record === undefined) return null;
  const entries = history.data?.items ?? [];
  return (
    <HistorySection>
      {history.isPending ? (
        <Spinner hideLabel className="py-4" />
      ) : history.isError ? (
        <p role="alert" className="text-sm text-edtech-red">
          {errorMessage(history.error, 'Failed to load the history')}
        </p>
      ) : entries.length === 0 ? (
        <p className="text-sm text-slate-500">No changes recorded yet.</p>
      ) : (
        <ol className="space-y-3">
          {entries.map((entry) => (
            <HistoryItem key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </HistorySection>
  );
}

function HistoryItem({ entry }: { entry: ActivityEntry }) {
  const changed = Object.keys(entry.changes).length > 0;
  return (
    <li className="rounded-lg bg-slate-50 p-3 text-sm">
      <p className="text-slate-900">
        <span className="font-medium">{activityActionLabels[entry.action]}</span> by{' '}
        {entry.actorEmail ??
          (entry.actorType === 'system' ? 'the system' : 'someone not signed in')}
      </p>
      <p className="text-xs text-slate-500">
        <RelativeTime at={entry.at} />
      </p>
      {entry.action === 'update' && changed ? (
        <ChangeList changes={entry.changes} className="mt-2" />
      ) : null}
    </li>
  );
}
