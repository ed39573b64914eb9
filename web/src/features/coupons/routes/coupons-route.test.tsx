import type { Coupon } from '@coursedesk/contract/coupons';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { buildAdmin, signInAs } from '@/test/session';
import { statValue } from '@/test/stat-value';
import { CouponsRoute } from './coupons-route';

const courses = [
  { id: '00000000-0000-4000-8000-000000000001', title: 'Web Bootcamp', category: 'Dev' },
  { id: '00000000-0000-4000-8000-000000000002', title: 'Data Science', category: 'Data' },
  { id: '00000000-0000-4000-8000-000000000003', title: 'UX Design', category: 'Design' },
  { id: '00000000-0000-4000-8000-000000000004', title: 'Cloud', category: 'Ops' },
];

function buildCoupon(overrides: Partial<Coupon> & Pick<Coupon, '_id' | 'code'>): Coupon {
  return {
    discountType: 'percentage',
    discountValue: 10,
    courseIds: [],
    isActive: true,
    expiryDate: null,
    usageLimit: null,
    minPurchaseAmount: null,
    maxDiscountAmount: null,
    description: '',
    usedCount: 0,
    remainingUses: null,
    isExpired: false,
    isUsageLimitReached: false,
    status: 'Active',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const spring = buildCoupon({
  _id: '10000000-0000-4000-8000-000000000001',
  code: 'SPRING25',
  description: 'Spring sale',
  discountValue: 25,
  courseIds: courses.map((course) => course.id),
  usageLimit: 100,
  usedCount: 40,
  remainingUses: 60,
  expiryDate: '2026-04-30',
});
const flat = buildCoupon({
  _id: '10000000-0000-4000-8000-000000000002',
  code: 'FLAT300',
  discountType: 'flat',
  discountValue: 300,
  courseIds: [courses[0]?.id ?? ''],
  usedCount: 3,
  status: 'Inactive',
  isActive: false,
});

const bare = buildCoupon({
  _id: '10000000-0000-4000-8000-000000000003',
  code: 'BARE',
  usageLimit: 1,
  usedCount: 1,
  remainingUses: 0,
  status: 'Limit Reached',
});

/** Serves the coupon endpoints and records the list queries asked for. */
function serveCoupons(list: Coupon[], total = list.length) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/coupons/admin', ({ request }) => {
      const params = new URL(request.url).searchParams;
      queries.push(params);
      return HttpResponse.json({
        success: true,
        coupons: list,
        pagination: {
          page: Number(params.get('page') ?? 1),
          limit: 10,
          total,
          totalPages: Math.ceil(total / 10),
        },
      });
    }),
    http.get('/api/coupons/admin/analytics', () =>
      HttpResponse.json({
        success: true,
        data: { totalCoupons: 3, activeCoupons: 1, totalRedemptions: 2, usageRate: 67 },
      }),
    ),
    http.get('/api/coupons/admin/courses', () =>
      HttpResponse.json({ success: true, data: courses }),
    ),
  );
  return queries;
}

beforeEach(() => {
  signInAs(buildAdmin({ name: 'Ada' }));
});

describe('Coupon Management', () => {
  it('shows the stat cards and the table by the documented column rules', async () => {
    serveCoupons([spring, flat, bare]);
    renderRoute(<CouponsRoute />, { path: '/coupons' });
    expect(screen.getByText('Loading coupons...')).toBeInTheDocument();
    const row = (await screen.findByText('SPRING25')).closest('tr') as HTMLElement;
    expect(statValue('Total Coupons')).toBe('3');
    expect(statValue('Active Coupons')).toBe('1');
    expect(statValue('Total Redemptions')).toBe('2');
    expect(statValue('Usage Rate')).toBe('67%');
    expect(within(row).getByText('Spring sale')).toBeInTheDocument();
    expect(within(row).getByText('25%')).toBeInTheDocument();
    expect(within(row).getByText('Web Bootcamp')).toBeInTheDocument();
    expect(within(row).getByText('Data Science')).toBeInTheDocument();
    expect(within(row).queryByText('UX Design')).not.toBeInTheDocument();
    expect(within(row).getByText('+2 more courses')).toBeInTheDocument();
    expect(within(row).getByText('40 / 100')).toBeInTheDocument();
    expect(within(row).getByText('60 remaining')).toBeInTheDocument();
    expect(within(row).getByText('4/30/2026')).toBeInTheDocument();
    const flatRow = screen.getByText('FLAT300').closest('tr') as HTMLElement;
    expect(within(flatRow).getByText('£300')).toBeInTheDocument();
    expect(within(flatRow).getByText('Flat Amount')).toBeInTheDocument();
    expect(within(flatRow).getByText('3 / ∞')).toBeInTheDocument();
    expect(within(flatRow).getByText('No expiry')).toBeInTheDocument();
    expect(within(flatRow).getByText('Inactive')).toBeInTheDocument();
    const bareRow = screen.getByText('BARE').closest('tr') as HTMLElement;
    expect(within(bareRow).getByText('No courses')).toBeInTheDocument();
    expect(within(bareRow).getByText('Limit Reached')).toBeInTheDocument();
    // One page: no pagination.
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });

  it('says No coupons found', async () => {
    serveCoupons([]);
    renderRoute(<CouponsRoute />, { path: '/coupons' });
    expect(await screen.findByText('No coupons found')).toBeInTheDocument();
  });

  it('sends filters to the server, keeps them in the URL and goes back to page 1', async () => {
    const queries = serveCoupons([spring], 25);
    const { user, router } = renderRoute(<CouponsRoute />, { path: '/coupons' });
    await screen.findByText('SPRING25');
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' && element.textContent === 'Showing 1 to 10 of 25 results',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('2'));
    await user.selectOptions(screen.getByLabelText('Status'), 'inactive');
    await user.selectOptions(screen.getByLabelText('Type'), 'flat');
    await waitFor(() => expect(router.state.location.search).toBe('?status=inactive&type=flat'));
    await waitFor(() => {
      const last = queries.at(-1);
      expect(last?.get('status')).toBe('inactive');
      expect(last?.has('isActive')).toBe(false);
      expect(last?.get('discountType')).toBe('flat');
      expect(last?.get('page')).toBe('1');
      expect(last?.get('limit')).toBe('10');
    });
    await user.type(screen.getByLabelText('Search'), 'spr');
    await waitFor(() => expect(queries.at(-1)?.get('search')).toBe('spr'));
  });

  it('creates a coupon: code upper-cased, Generate, the documented messages, empty numbers left out', async () => {
    serveCoupons([]);
    let sent: Record<string, unknown> | undefined;
    server.use(
      http.post('/api/coupons/admin', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(
          {
            success: true,
            message: 'Coupon created successfully!',
            data: { ...spring, code: String(sent.code) },
          },
          { status: 201 },
        );
      }),
    );
    const { user } = renderRoute(<CouponsRoute />, { path: '/coupons' });
    await user.click(await screen.findByRole('button', { name: 'Create Coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Coupon' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Coupon' }));
    expect(await within(dialog).findByText('Coupon code is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Discount value must be greater than 0')).toBeInTheDocument();
    expect(within(dialog).getByText('At least one course must be selected')).toBeInTheDocument();

    const code = within(dialog).getByLabelText('Coupon Code');
    await user.click(within(dialog).getByRole('button', { name: 'Generate' }));
    expect((code as HTMLInputElement).value).toMatch(/^[A-Z0-9]{8}$/);
    await user.clear(code);
    await user.type(code, 'summer10');
    expect((code as HTMLInputElement).value).toBe('SUMMER10');
    await user.type(within(dialog).getByLabelText('Discount Value (%)'), '150');
    await user.click(within(dialog).getByLabelText(/UX Design/));
    await user.click(within(dialog).getByRole('button', { name: 'Create Coupon' }));
    expect(await within(dialog).findByText('Percentage cannot exceed 100%')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Discount Value (%)'));
    await user.type(within(dialog).getByLabelText('Discount Value (%)'), '10');
    await user.click(within(dialog).getByRole('button', { name: 'Create Coupon' }));
    expect(await screen.findByText('Coupon created successfully!')).toBeInTheDocument();
    expect(sent).toEqual({
      code: 'SUMMER10',
      discountType: 'percentage',
      discountValue: 10,
      courseIds: [courses[2]?.id],
      isActive: true,
      description: '',
    });
  });

  it('shows the server’s message when a used coupon cannot be deleted', async () => {
    serveCoupons([spring]);
    server.use(
      http.delete('/api/coupons/admin/:id', () =>
        HttpResponse.json(
          {
            success: false,
            code: 'CONFLICT',
            message:
              'This coupon has been used and cannot be deleted. Consider deactivating it instead.',
          },
          { status: 409 },
        ),
      ),
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderRoute(<CouponsRoute />, { path: '/coupons' });
    await user.click(await screen.findByRole('button', { name: 'Delete SPRING25' }));
    expect(window.confirm).toHaveBeenCalledWith('Are you sure you want to delete this coupon?');
    expect(
      await screen.findByText(
        'This coupon has been used and cannot be deleted. Consider deactivating it instead.',
      ),
    ).toBeInTheDocument();
  });
});
