import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ErrorBanner } from './error-banner';
import { Spinner } from './spinner';

interface VersionedRecordProps<T> {
  /** The record's read, with the version its saves name (an editor's GET of one record). */
  query: UseQueryResult<T>;
  /** Said when the read fails, with a retry. */
  failure: string;
  loading?: string;
  /**
   * The editor over the record. `reload` reads it again and starts the editor afresh from what
   * is stored now, the edits dropped (after a stale save).
   */
  children: (record: T, reload: () => Promise<void>) => ReactNode;
}

/**
 * An editor of a stored record, over the record as read when it opened (not as a list showed it
 * earlier), so its saves name the version they were made on: a spinner while it loads, the
 * failure with a retry, then the editor.
 */
export function VersionedRecord<T>({
  query,
  failure,
  loading = 'Loading...',
  children,
}: VersionedRecordProps<T>) {
  // The record the editor is on, and how many reloads there were: the editor keeps the record
  // (and version) it opened while the query refreshes in the background, and starts afresh only
  // on a reload. A failed refresh keeps it too: only a record never read shows the failure.
  const [shown, setShown] = useState<{ record: T; reloads: number }>();
  if (shown === undefined && query.data !== undefined) {
    setShown({ record: query.data, reloads: 0 });
  }
  const record = shown?.record ?? query.data;
  if (record === undefined) {
    if (!query.isError) return <Spinner label={loading} className="py-16" />;
    return (
      <ErrorBanner
        message={failure}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const reload = async () => {
    const { data } = await query.refetch();
    if (data) setShown((last) => ({ record: data, reloads: (last?.reloads ?? 0) + 1 }));
  };
  return <ReloadKey key={shown?.reloads ?? 0}>{children(record, reload)}</ReloadKey>;
}

/** A boundary whose key starts its editor afresh on each reload. */
function ReloadKey({ children }: { children: ReactNode }) {
  return children;
}
