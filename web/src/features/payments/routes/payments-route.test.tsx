import type { PaymentStats, PaymentTransaction } from '@coursedesk/contract/payments';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { buildAdmin, signInAs } from '@/test/session';
import { statValue } from '@/test/stat-value';
import { PaymentsRoute } from './payments-route';

function statsFor(period: number): PaymentStats {
  return {
    totalRevenue: 123_456,
    periodRevenue: period * 100,
    period,
    totalTransactions: 321,
    periodTransactions: period,
    courseStats: Array.from({ length: 6 }, (_, i) => ({
      _id: `course-${i}`,
      courseName: `Course ${i + 1}`,
      totalEnrollments: 10 - i,
      totalRevenue: 5_000 - i * 500,
    })),
    dailyRevenue: Array.from({ length: period }, (_, i) => {
      const day = new Date(Date.UTC(2026, 2, 15 - (period - 1) + i)).toISOString().slice(0, 10);
      return { _id: day, transactions: i % 3, revenue: i * 10 };
    }),
  };
}

const transaction: PaymentTransaction = {
  _id: '20000000-0000-4000-8000-000000000001',
  id: 'TXN-1001',
  orderId: 'ORD-2001',
  customerInfo: { name: 'Grace Hopper', email: 'grace@example.com', phone: '' },
  courseInfo: { courseName: 'Web Bootcamp', category: 'Development' },
  amount: 1200,
  currency: 'GBP',
  method: 'card',
  status: 'failed',
  paymentDate: '2026-03-14T10:30:00.000Z',
  createdAt: '2026-03-14T10:30:00.000Z',
  refundedAmount: 0,
  issues: [],
  needsReview: false,
  review: null,
};

function serveStats() {
  const periods: string[] = [];
  server.use(
    http.get('/api/payments/stats', ({ request }) => {
      const period = new URL(request.url).searchParams.get('period') ?? '30';
      periods.push(period);
      return HttpResponse.json({ success: true, stats: statsFor(Number(period)) });
    }),
    http.get('/api/coupons/admin/courses', () => HttpResponse.json({ success: true, data: [] })),
    http.get('/api/payments/transactions', () =>
      HttpResponse.json({
        success: true,
        transactions: [transaction],
        pagination: { page: 1, limit: 50, total: 1, totalPages: 1 },
      }),
    ),
  );
  return periods;
}

beforeEach(() => {
  signInAs(buildAdmin({ name: 'Ada' }));
  server.use(
    http.get('/api/payments/review-summary', () =>
      HttpResponse.json({
        success: true,
        data: {
          needsReview: 2,
          byCode: {
            amount_mismatch: 1,
            unknown_course: 0,
            duplicate_charge: 0,
            refund_exceeds_payment: 0,
            coupon_rejected: 0,
            currency_mismatch: 1,
            disputed: 0,
          },
          waitingRefunds: [
            {
              eventId: 'evt_early',
              orderId: 'ord_early',
              amount: 250,
              currency: 'GBP',
              receivedAt: '2026-03-14T09:00:00.000Z',
            },
          ],
        },
      }),
    ),
  );
});

describe('Payment Analytics', () => {
  it('shows 30 days by default: cards, top 5 courses and the last 7 days newest first', async () => {
    const periods = serveStats();
    renderRoute(<PaymentsRoute />, { path: '/payments' });
    expect(
      await screen.findByText('Total Revenue', undefined, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(periods).toEqual(['30']);
    expect(statValue('Total Revenue')).toBe('£123,456');
    expect(statValue('Revenue (Last 30 days)')).toBe('£3,000');
    expect(statValue('Total Transactions')).toBe('321');
    expect(statValue('Transactions (Last 30 days)')).toBe('30');
    const top = screen.getByRole('region', { name: 'Top Performing Courses' });
    expect(within(top).getAllByRole('listitem')).toHaveLength(5);
    expect(within(top).queryByText('Course 6')).not.toBeInTheDocument();
    const daily = screen.getByRole('region', { name: 'Daily Revenue' });
    const days = within(daily).getAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(days[0]).toHaveTextContent('Sun, Mar 15, 2026');
    expect(days[0]).toHaveTextContent('£290');
    expect(days[6]).toHaveTextContent('Mon, Mar 9, 2026');
  });

  it('switches periods through the URL', async () => {
    const periods = serveStats();
    const { user, router } = renderRoute(<PaymentsRoute />, { path: '/payments' });
    await screen.findByText('Total Revenue', undefined, { timeout: 5_000 });
    await user.selectOptions(screen.getByLabelText('Period'), 'Last year');
    await waitFor(() => expect(router.state.location.search).toBe('?period=365'));
    await waitFor(() => expect(statValue('Revenue (Last year)')).toBe('£36,500'));
    await user.selectOptions(screen.getByLabelText('Period'), 'Last 7 days');
    await waitFor(() => expect(statValue('Transactions (Last 7 days)')).toBe('7'));
    expect(periods).toEqual(['30', '365', '7']);
  }, 15_000);

  it('shows the red banner when the stats cannot be loaded', async () => {
    server.use(
      http.get('/api/payments/stats', () => HttpResponse.json({}, { status: 500 })),
      http.get('/api/coupons/admin/courses', () => HttpResponse.json({ success: true, data: [] })),
      http.get('/api/payments/transactions', () => HttpResponse.json({}, { status: 500 })),
    );
    const { user } = renderRoute(<PaymentsRoute />, { path: '/payments' });
    expect(await screen.findByText('Failed to fetch payment statistics')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Transactions' }));
    expect(await screen.findByText('Failed to fetch transactions')).toBeInTheDocument();
  });

  it('lists transactions with their status colour and opens one', async () => {
    serveStats();
    server.use(
      http.get('/api/payments/transactions/:id', () =>
        HttpResponse.json({
          success: true,
          data: {
            ...transaction,
            order: {
              _id: '30000000-0000-4000-8000-000000000001',
              orderId: 'ORD-2001',
              customerName: 'Grace Hopper',
              customerEmail: 'grace@example.com',
              courseId: null,
              courseName: 'Web Bootcamp',
              couponCode: 'SPRING25',
              subtotal: 1600,
              discount: 400,
              total: 1200,
              currency: 'GBP',
              status: 'failed',
              createdAt: '2026-03-14T10:30:00.000Z',
            },
          },
        }),
      ),
    );
    const { user, router } = renderRoute(<PaymentsRoute />, { path: '/payments' });
    await user.click(await screen.findByRole('tab', { name: 'Transactions' }));
    expect(router.state.location.search).toBe('?tab=transactions');
    const row = (await screen.findByText('TXN-1001')).closest('tr') as HTMLElement;
    expect(within(row).getByText('£1,200')).toBeInTheDocument();
    expect(within(row).getByText('failed').className).toMatch(/red/);
    await user.click(within(row).getByRole('button', { name: 'View TXN-1001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transaction Details' });
    expect(await within(dialog).findByText('SPRING25')).toBeInTheDocument();
    expect(within(dialog).getByText('£400')).toBeInTheDocument();
  });

  it('filters to the transactions that need review, with their count, and lists refunds waiting', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get('/api/coupons/admin/courses', () =>
        HttpResponse.json({
          success: true,
          data: [
            {
              id: '10000000-0000-4000-8000-000000000001',
              title: 'Web Bootcamp',
              category: 'Development',
            },
          ],
        }),
      ),
      http.get('/api/payments/transactions', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('needsReview'));
        return HttpResponse.json({
          success: true,
          transactions: [],
          pagination: { page: 1, limit: 50, total: 0, totalPages: 0 },
        });
      }),
    );
    const { user, router } = renderRoute(<PaymentsRoute />, { path: '/payments' });
    await user.click(await screen.findByRole('tab', { name: 'Transactions' }));
    const filter = await screen.findByLabelText('Review');
    await waitFor(() =>
      expect(within(filter).getByRole('option', { name: 'Needs review (2)' })).toBeInTheDocument(),
    );
    await user.selectOptions(filter, 'Needs review (2)');
    await waitFor(() => expect(asked.at(-1)).toBe('true'));
    expect(router.state.location.search).toContain('needsReview=true');
    expect(
      await within(screen.getByLabelText('Course')).findByRole('option', { name: 'Web Bootcamp' }),
    ).toHaveValue('10000000-0000-4000-8000-000000000001');
    const waiting = screen.getByRole('region', { name: 'Refunds waiting for their payment' });
    expect(within(waiting).getByText(/£250 for order ord_early/)).toBeInTheDocument();
  });
});
