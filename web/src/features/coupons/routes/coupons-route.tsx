import { discountTypes } from '@coursedesk/contract/commerce';
import {
  COUPON_PAGE_SIZE,
  type Coupon,
  couponMessages,
  couponStatusFilterKeys,
  couponStatusFilters,
} from '@coursedesk/contract/coupons';
import { Plus } from 'lucide-react';
import { lazy, useState } from 'react';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { OnDemand } from '@/components/ui/on-demand';
import { PageHeader } from '@/components/ui/page-header';
import { ListSection } from '@/components/ui/table/list-section';
import type { FilterSpec } from '@/components/ui/table/url-filter-bar';
import { errorMessage } from '@/lib/api-client';
import { useCourseOptions } from '@/lib/course-options';
import { notifyError } from '@/lib/notify';
import { useListView } from '@/lib/use-list-view';
import { useOpenOnParam } from '@/lib/use-open-on-param';
import { useUndoDelete } from '@/lib/use-undo-delete';
import { useDeleteCoupon } from '../api/delete-coupon';
import { useCouponAnalytics } from '../api/get-coupon-analytics';
import { useCoupons } from '../api/get-coupons';
import type { CouponEditor } from '../components/coupon-form-dialog';
import { CouponStats } from '../components/coupon-stats';
import { CouponsTable } from '../components/coupons-table';

// The form (and the dialog and form code it brings) loads when a coupon is first added or edited.
const CouponFormDialog = lazy(async () => ({
  default: (await import('../components/coupon-form-dialog')).CouponFormDialog,
}));

/** The view in the URL: ?page=&search=&status=active|inactive|expired|limit_reached&type=percentage|flat. */
const couponViewShape = {
  page: z.coerce.number().int().min(1),
  search: z.string(),
  status: z.enum(couponStatusFilterKeys),
  type: z.enum(discountTypes),
};

const couponFilters: FilterSpec[] = [
  { kind: 'search', key: 'search', label: 'Search', placeholder: 'Search coupons...' },
  {
    kind: 'select',
    key: 'status',
    label: 'Status',
    allLabel: 'All Status',
    options: Object.entries(couponStatusFilters).map(([value, label]) => ({ value, label })),
  },
  {
    kind: 'select',
    key: 'type',
    label: 'Type',
    allLabel: 'All Types',
    options: [
      { value: 'percentage', label: 'Percentage' },
      { value: 'flat', label: 'Flat Amount' },
    ],
  },
];

export function CouponsRoute() {
  const view = useListView(couponViewShape);
  const { values } = view;
  const coupons = useCoupons({
    page: view.page,
    search: values.search,
    status: values.status,
    discountType: values.type,
  });
  const analytics = useCouponAnalytics();
  const courses = useCourseOptions();
  const deleteCoupon = useDeleteCoupon();
  const notifyDeleted = useUndoDelete();
  const [editor, setEditor] = useState<CouponEditor>({ mode: 'closed' });
  // /coupons?new opens the form on a new coupon (the command palette's 'New coupon').
  useOpenOnParam('new', () => setEditor({ mode: 'create' }));

  function handleDelete(coupon: Coupon) {
    if (!window.confirm('Are you sure you want to delete this coupon?')) return;
    deleteCoupon.mutate(coupon._id, {
      onSuccess: (reply) => notifyDeleted(reply, couponMessages.deleted),
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

      <ListSection
        label="Coupons"
        view={view}
        filters={couponFilters}
        query={coupons}
        errorMessage={errorMessage(coupons.error, couponMessages.fetchFailed)}
        limit={COUPON_PAGE_SIZE}
        total={coupons.data?.pagination.total}
        loading={coupons.isPending}
        loadingLabel="Loading coupons..."
        skeletonColumns={6}
      >
        <CouponsTable
          coupons={coupons.data?.coupons}
          courses={courses.data ?? []}
          onEdit={(coupon) => setEditor({ mode: 'edit', coupon })}
          onDelete={handleDelete}
          deletingId={deleteCoupon.isPending ? deleteCoupon.variables : undefined}
        />
      </ListSection>

      <OnDemand open={editor.mode !== 'closed'}>
        <CouponFormDialog
          editor={editor}
          courses={courses.data ?? []}
          onClose={() => setEditor({ mode: 'closed' })}
        />
      </OnDemand>
    </div>
  );
}
