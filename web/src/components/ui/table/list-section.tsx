import type { ReactNode } from 'react';
import type { ListView } from '@/lib/use-list-view';
import { Card } from '../card';
import { ErrorBanner } from '../error-banner';
import { Pagination } from './pagination';
import { type FilterSpec, UrlFilterBar } from './url-filter-bar';

interface ListSectionProps {
  /** Names the section for assistive technology, e.g. 'Coupons'. */
  label: string;
  view: ListView;
  filters: readonly FilterSpec[];
  /** The list's query: a failure shows `errorMessage` above the section, with a retry. */
  query: { isError: boolean; isFetching: boolean; refetch(): Promise<unknown> };
  errorMessage: string;
  limit: number;
  /** The number of rows in the whole list; no pagination until it is known. */
  total: number | undefined;
  /** The table. */
  children: ReactNode;
}

/** A server-paged list's section: its filter bar, its table and its pagination, all in the URL. */
export function ListSection({
  label,
  view,
  filters,
  query,
  errorMessage,
  limit,
  total,
  children,
}: ListSectionProps) {
  return (
    <>
      {query.isError ? (
        <ErrorBanner
          message={errorMessage}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : null}
      <Card as="section" aria-label={label} className="overflow-hidden">
        <div className="border-b border-slate-200 p-4">
          <UrlFilterBar filters={filters} values={view.values} onChange={view.set} />
        </div>
        {children}
        {total === undefined ? null : (
          <Pagination page={view.page} limit={limit} total={total} onPageChange={view.setPage} />
        )}
      </Card>
    </>
  );
}
