import { COUPON_PAGE_SIZE, type Coupon, couponMessages } from '@coursedesk/contract/coupons';
import { Plus, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorBanner } from '@/components/ui/error-banner';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteCoupon } from '../api/delete-coupon';
import { useCouponAnalytics } from '../api/get-coupon-analytics';
import { useCouponCourses } from '../api/get-coupon-courses';
import { type CouponListView, useCoupons } from '../api/get-coupons';
import { type CouponEditor, CouponFormDialog } from '../components/coupon-form-dialog';
import { CouponStats } from '../components/coupon-stats';
import { CouponsPagination } from '../components/coupons-pagination';
import { CouponsTable } from '../components/coupons-table';

const SEARCH_DELAY_MS = 300;

/** The list view held in the URL (?page=&search=&status=&type=), so reload and links keep it. */
export function readCouponView(params: URLSearchParams): CouponListView {
  const page = Number(params.get('page'));
  const status = params.get('status');
  const type = params.get('type');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    search: params.get('search') ?? '',
    isActive: status === 'active' ? 'true' : status === 'inactive' ? 'false' : '',
    discountType: type === 'percentage' || type === 'flat' ? type : '',
  };
}

export function CouponsRoute() {
  const [params, setParams] = useSearchParams();
  const view = readCouponView(params);
  const [searchText, setSearchText] = useState(view.search);
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const coupons = useCoupons(view);
  const analytics = useCouponAnalytics();
  const courses = useCouponCourses();
  const deleteCoupon = useDeleteCoupon();
  const [editor, setEditor] = useState<CouponEditor>({ mode: 'closed' });

  /** Changes the URL's view; any filter change goes back to page 1. */
  function update(changes: Record<string, string>, resetPage = true) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (resetPage) next.delete('page');
        return next;
      },
      // Each typed search is not a step of the back button.
      { replace: 'search' in changes },
    );
  }

  // The URL changed under the box (back button, a link): show its search.
  useEffect(() => {
    setSearchText((text) => (text.trim() === view.search ? text : view.search));
  }, [view.search]);
  useEffect(() => () => clearTimeout(searchTimer.current), []);

  /** The search reaches the URL once typing pauses. */
  function changeSearch(text: string) {
    setSearchText(text);
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(() => update({ search: text.trim() }), SEARCH_DELAY_MS);
  }

  function handleDelete(coupon: Coupon) {
    if (!window.confirm('Are you sure you want to delete this coupon?')) return;
    deleteCoupon.mutate(coupon._id, {
      onSuccess: () => notifySuccess(couponMessages.deleted),
      onError: (error) => notifyError(errorMessage(error, couponMessages.deleteFailed)),
    });
  }

  const pagination = coupons.data?.pagination;
  return (
    <div className="space-y-6">
      <PageHeader
        title="Coupon Management"
        description="Create discount codes, choose the courses they apply to and follow their use."
        actions={
          <Button onClick={() => setEditor({ mode: 'create' })}>
            <Plus aria-hidden="true" />
            Create Coupon
          </Button>
        }
      />

      <CouponStats analytics={analytics.data} />

      {coupons.isError ? (
        <ErrorBanner
          message={errorMessage(coupons.error, couponMessages.fetchFailed)}
          onRetry={() => void coupons.refetch()}
          retrying={coupons.isFetching}
        />
      ) : null}

      <Card as="section" aria-label="Coupons" className="overflow-hidden">
        <div className="flex flex-col gap-3 border-b border-slate-200 p-4 md:flex-row">
          <div className="relative flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            />
            <Input
              type="search"
              aria-label="Search coupons"
              placeholder="Search coupons..."
              value={searchText}
              onChange={(event) => changeSearch(event.target.value)}
              className="pl-9"
            />
          </div>
          <Select
            aria-label="Status"
            value={params.get('status') ?? ''}
            onChange={(event) => update({ status: event.target.value })}
            className="md:w-44"
          >
            <option value="">All Status</option>
            <option value="active">Active</option>
            <option value="inactive">Inactive</option>
          </Select>
          <Select
            aria-label="Type"
            value={view.discountType}
            onChange={(event) => update({ type: event.target.value })}
            className="md:w-44"
          >
            <option value="">All Types</option>
            <option value="percentage">Percentage</option>
            <option value="flat">Flat Amount</option>
          </Select>
        </div>

        <CouponsTable
          coupons={coupons.data?.coupons}
          courses={courses.data ?? []}
          loading={coupons.isPending}
          onEdit={(coupon) => setEditor({ mode: 'edit', coupon })}
          onDelete={handleDelete}
          deletingId={deleteCoupon.isPending ? deleteCoupon.variables : undefined}
        />

        {pagination ? (
          <CouponsPagination
            page={view.page}
            pageSize={COUPON_PAGE_SIZE}
            total={pagination.total}
            totalPages={pagination.totalPages}
            onPageChange={(page) => update({ page: page > 1 ? String(page) : '' }, false)}
          />
        ) : null}
      </Card>

      <CouponFormDialog
        editor={editor}
        courses={courses.data ?? []}
        onClose={() => setEditor({ mode: 'closed' })}
      />
    </div>
  );
}
