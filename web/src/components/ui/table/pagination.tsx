import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatNumber } from '@/lib/format';
import { Button } from '../button';

interface PaginationProps {
  page: number;
  limit: number;
  total: number;
  /** The server stopped counting at `total`: more results follow it. */
  totalCapped?: boolean | undefined;
  onPageChange(page: number): void;
}

/**
 * 'Showing X to Y of Z results' with Previous and Next; nothing at all when everything fits on
 * one page. A page past the end (a stale link) still offers the way back. A capped total reads
 * 'of Z+ results' and Next stays open.
 */
export function Pagination({ page, limit, total, totalCapped, onPageChange }: PaginationProps) {
  const totalPages = Math.ceil(total / limit);
  if (totalPages <= 1 && page <= 1 && !totalCapped) return null;
  const first = Math.min((page - 1) * limit + 1, total);
  const last = Math.min(page * limit, total);
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-col gap-3 border-t border-slate-200 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-slate-600">
        Showing <span className="font-medium">{formatNumber(first)}</span> to{' '}
        <span className="font-medium">{formatNumber(last)}</span> of{' '}
        <span className="font-medium">
          {formatNumber(total)}
          {totalCapped ? '+' : ''}
        </span>{' '}
        results
      </p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={page <= 1}
          onClick={() => onPageChange(Math.min(page - 1, Math.max(totalPages, 1)))}
        >
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= totalPages && !totalCapped}
          onClick={() => onPageChange(page + 1)}
        >
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
