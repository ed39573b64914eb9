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
  /** The server's own reason, shown under `errorMessage` when it says more. */
  errorDetail?: string | undefined;
  limit: number;
  /** The number of rows in the whole list; no pagination until it is known. */
  total: number | undefined;
  /** The server stopped counting at `total` (a list that grows without end). */
  totalCapped?: boolean | undefined;
  /** The table, or the cards. */
  children: ReactNode;
  /** `plain`: no card around the items (a grid of cards brings its own). */
  frame?: 'card' | 'plain';
  /** Buttons for the whole list (an export), under its filter bar. */
  actions?: ReactNode;
}

/** A server-paged list's section: its filter bar, its table and its pagination, all in the URL. */
export function ListSection({
  label,
  view,
  filters,
  query,
  errorMessage,
  errorDetail,
  limit,
  total,
  totalCapped,
  children,
  frame = 'card',
  actions,
}: ListSectionProps) {
  const filterBar =
    filters.length > 0 || actions ? (
      <div className="space-y-4">
        {filters.length > 0 ? (
          <UrlFilterBar filters={filters} values={view.values} onChange={view.set} />
        ) : null}
        {actions ? <div className="flex justify-end gap-2">{actions}</div> : null}
      </div>
    ) : null;
  const pagination =
    total === undefined ? null : (
      <Pagination
        page={view.page}
        limit={limit}
        total={total}
        totalCapped={totalCapped}
        onPageChange={view.setPage}
      />
    );
  return (
    <>
      {query.isError ? (
        <ErrorBanner
          message={errorMessage}
          detail={errorDetail && errorDetail !== errorMessage ? errorDetail : undefined}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : null}
      {frame === 'card' ? (
        <Card as="section" aria-label={label} className="overflow-hidden">
          {filterBar ? <div className="border-b border-slate-200 p-4">{filterBar}</div> : null}
          {children}
          {pagination}
        </Card>
      ) : (
        <section aria-label={label} className="space-y-4">
          {filterBar}
          {children}
          {pagination}
        </section>
      )}
    </>
  );
}
