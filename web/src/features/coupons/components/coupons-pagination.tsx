import { Button } from '@/components/ui/button';
import { formatNumber } from '@/lib/format';

interface CouponsPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** Spec §2: 'Showing X to Y of Z results' with Previous/Next, only when there are several pages. */
export function CouponsPagination({
  page,
  pageSize,
  total,
  totalPages,
  onPageChange,
}: CouponsPaginationProps) {
  if (totalPages <= 1) return null;
  const from = Math.min((page - 1) * pageSize + 1, total);
  const to = Math.min(page * pageSize, total);
  return (
    <nav
      aria-label="Pagination"
      className="flex flex-col gap-3 border-t border-slate-200 px-5 py-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-slate-600">
        Showing {formatNumber(from)} to {formatNumber(to)} of {formatNumber(total)} results
      </p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          Previous
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= totalPages}
          onClick={() => onPageChange(page + 1)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
