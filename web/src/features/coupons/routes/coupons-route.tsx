import { discountTypes } from '@coursedesk/contract/commerce';
import { COUPON_PAGE_SIZE, type Coupon, couponMessages } from '@coursedesk/contract/coupons';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorBanner } from '@/components/ui/error-banner';
import { FilterBar, SearchFilter, SelectFilter } from '@/components/ui/filter-bar';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/table/pagination';
import { errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUrlState } from '@/lib/use-url-state';
import { useDeleteCoupon } from '../api/delete-coupon';
import { useCouponAnalytics } from '../api/get-coupon-analytics';
import { useCouponCourses } from '../api/get-coupon-courses';
import { useCoupons } from '../api/get-coupons';
import { type CouponEditor, CouponFormDialog } from '../components/coupon-form-dialog';
import { CouponStats } from '../components/coupon-stats';
import { CouponsTable } from '../components/coupons-table';

/** The view in the URL: ?page=&search=&status=active|inactive&type=percentage|flat. */
const couponViewShape = {
  page: z.coerce.number().int().min(1),
  search: z.string(),
  status: z.enum(['active', 'inactive']),
  type: z.enum(discountTypes),
};

const statusOptions = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];
const typeOptions = [
  { value: 'percentage', label: 'Percentage' },
  { value: 'flat', label: 'Flat Amount' },
];

export function CouponsRoute() {
  const { values, set, setPage } = useUrlState(couponViewShape);
  const page = values.page ?? 1;
  const coupons = useCoupons({
    page,
    search: values.search,
    isActive:
      values.status === undefined ? undefined : values.status === 'active' ? 'true' : 'false',
    discountType: values.type,
  });
  const analytics = useCouponAnalytics();
  const courses = useCouponCourses();
  const deleteCoupon = useDeleteCoupon();
  const [editor, setEditor] = useState<CouponEditor>({ mode: 'closed' });

  function handleDelete(coupon: Coupon) {
    if (!window.confirm('Are you sure you want to delete this coupon?')) return;
    deleteCoupon.mutate(coupon._id, {
      onSuccess: () => notifySuccess(couponMessages.deleted),
      onError: (error) => notifyError(errorMessage(error, couponMessages.deleteFailed)),
    });
  }

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
        <div className="border-b border-slate-200 p-4">
          <FilterBar>
            <SearchFilter
              label="Search"
              placeholder="Search coupons..."
              value={values.search ?? ''}
              onChange={(search) => set({ search })}
            />
            <SelectFilter
              label="Status"
              allLabel="All Status"
              value={values.status ?? ''}
              options={statusOptions}
              onChange={(status) => set({ status })}
            />
            <SelectFilter
              label="Type"
              allLabel="All Types"
              value={values.type ?? ''}
              options={typeOptions}
              onChange={(type) => set({ type })}
            />
          </FilterBar>
        </div>

        <CouponsTable
          coupons={coupons.data?.coupons}
          courses={courses.data ?? []}
          loading={coupons.isPending}
          onEdit={(coupon) => setEditor({ mode: 'edit', coupon })}
          onDelete={handleDelete}
          deletingId={deleteCoupon.isPending ? deleteCoupon.variables : undefined}
        />

        {coupons.data ? (
          <Pagination
            page={page}
            limit={COUPON_PAGE_SIZE}
            total={coupons.data.pagination.total}
            onPageChange={setPage}
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
