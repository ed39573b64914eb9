import {
  COUPON_COURSES_SHOWN,
  type Coupon,
  type CouponCourseOption,
  type CouponStatus,
} from '@coursedesk/contract/coupons';
import { DeleteButton, EditButton } from '@/components/ui/action-buttons';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Table, type TableColumn } from '@/components/ui/table/table';
import { formatCurrency, formatNumber } from '@/lib/format';

interface CouponsTableProps {
  coupons: Coupon[] | undefined;
  courses: CouponCourseOption[];
  onEdit: (coupon: Coupon) => void;
  onDelete: (coupon: Coupon) => void;
  deletingId: string | undefined;
}

const statusTones: Record<CouponStatus, BadgeTone> = {
  Active: 'green',
  Inactive: 'gray',
  Expired: 'red',
  'Limit Reached': 'orange',
};

const expiryFormat = new Intl.DateTimeFormat('en-US', {
  month: 'numeric',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A coupon's last day ('2026-03-14') as '3/14/2026', or 'No expiry'. */
export function formatExpiry(day: string | null): string {
  return day ? expiryFormat.format(new Date(`${day}T00:00:00Z`)) : 'No expiry';
}

/** Up to two course titles, then '+N more courses'; 'No courses' when none. */
export function courseSummary(
  courseIds: string[],
  courses: CouponCourseOption[],
): { titles: { id: string; title: string }[]; more: string | undefined } {
  const titleOf = new Map(courses.map((course) => [course.id, course.title]));
  const titles = courseIds.map((id) => ({ id, title: titleOf.get(id) ?? 'Unknown course' }));
  if (titles.length === 0)
    return { titles: [{ id: 'none', title: 'No courses' }], more: undefined };
  const hidden = titles.length - COUPON_COURSES_SHOWN;
  return {
    titles: titles.slice(0, COUPON_COURSES_SHOWN),
    more: hidden > 0 ? `+${hidden} more ${hidden === 1 ? 'course' : 'courses'}` : undefined,
  };
}

/** 'used / limit' (∞ without a limit), and what remains under a limit. */
export function usageSummary(coupon: Coupon): { used: string; remaining: string | undefined } {
  const limit = coupon.usageLimit === null ? '∞' : formatNumber(coupon.usageLimit);
  return {
    used: `${formatNumber(coupon.usedCount)} / ${limit}`,
    remaining:
      coupon.remainingUses === null ? undefined : `${formatNumber(coupon.remainingUses)} remaining`,
  };
}

export function discountLabel(coupon: Coupon): string {
  return coupon.discountType === 'percentage'
    ? `${coupon.discountValue}%`
    : formatCurrency(coupon.discountValue);
}

export function CouponsTable({
  coupons,
  courses,
  onEdit,
  onDelete,
  deletingId,
}: CouponsTableProps) {
  const columns: TableColumn<Coupon>[] = [
    {
      id: 'code',
      header: 'Code',
      cell: (coupon) => (
        <>
          <p className="font-mono font-semibold text-slate-900">{coupon.code}</p>
          {coupon.description ? (
            <p className="mt-0.5 max-w-xs text-xs text-slate-500">{coupon.description}</p>
          ) : null}
        </>
      ),
    },
    {
      id: 'value',
      header: 'Type & Value',
      cell: (coupon) => (
        <>
          <p className="font-medium text-slate-900">{discountLabel(coupon)}</p>
          <p className="text-xs text-slate-500">
            {coupon.discountType === 'percentage' ? 'Percentage' : 'Flat Amount'}
          </p>
        </>
      ),
    },
    {
      id: 'courses',
      header: 'Courses',
      cell: (coupon) => {
        const summary = courseSummary(coupon.courseIds, courses);
        return (
          <>
            <ul className="space-y-0.5">
              {summary.titles.map((course) => (
                <li key={course.id}>{course.title}</li>
              ))}
            </ul>
            {summary.more ? <p className="text-xs text-slate-500">{summary.more}</p> : null}
          </>
        );
      },
    },
    {
      id: 'usage',
      header: 'Usage',
      cell: (coupon) => {
        const usage = usageSummary(coupon);
        return (
          <>
            <p className="font-medium text-slate-900 tabular-nums">{usage.used}</p>
            {usage.remaining ? <p className="text-xs text-slate-500">{usage.remaining}</p> : null}
          </>
        );
      },
    },
    {
      id: 'status',
      header: 'Status',
      cell: (coupon) => <Badge tone={statusTones[coupon.status]}>{coupon.status}</Badge>,
    },
    {
      id: 'expiry',
      header: 'Expiry',
      className: 'whitespace-nowrap',
      cell: (coupon) => formatExpiry(coupon.expiryDate),
    },
    {
      id: 'actions',
      actions: true,
      header: 'Actions',
      className: 'text-right whitespace-nowrap',
      cell: (coupon) => (
        <>
          <EditButton name={coupon.code} onClick={() => onEdit(coupon)} />
          <DeleteButton
            name={coupon.code}
            onClick={() => onDelete(coupon)}
            disabled={deletingId === coupon._id}
            className="text-edtech-red hover:bg-edtech-red/10 hover:text-edtech-red"
          />
        </>
      ),
    },
  ];
  return (
    <Table
      label="Coupons"
      columns={columns}
      rows={coupons ?? []}
      rowKey={(coupon) => coupon._id}
      empty={<p className="px-4 py-12 text-center text-sm text-slate-500">No coupons found</p>}
    />
  );
}
