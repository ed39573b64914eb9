import type { Customer } from '@coursedesk/contract/customers';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/lib/session';
import { pagedJson } from '@/test/paged';
import { renderRoute } from '@/test/render';
import { stubScreenWidth } from '@/test/screen-width';
import { server } from '@/test/server';
import { UserManagementRoute } from './user-management-route';

const ada: Customer = {
  _id: '11111111-1111-4111-8111-111111111111',
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  phone: null,
  courseId: null,
  courseName: 'Data Science',
  courseCategory: 'Data',
  paymentType: 'full_payment',
  paymentStatus: 'paid',
  customerStatus: 'approved',
  amount: 1500,
  currency: 'GBP',
  installmentDetails: null,
  source: 'website',
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};

const requests: URL[] = [];
const statsRequests: string[] = [];

function serve(list: () => Response) {
  server.use(
    http.get('/api/customers/stats', () => {
      statsRequests.push('customers');
      return HttpResponse.json({
        success: true,
        data: { totalCustomers: 45, paidCustomers: 30, pendingCustomers: 10, newCustomers: 5 },
      });
    }),
    http.get('/api/inquiries/stats', () => {
      statsRequests.push('inquiries');
      return HttpResponse.json({
        success: true,
        data: { totalInquiries: 7, convertedInquiries: 1, contactedInquiries: 2, newInquiries: 3 },
      });
    }),
    http.get('/api/inquiries', () =>
      HttpResponse.json({
        success: true,
        data: { items: [], total: 0, page: 1, limit: 20, totalPages: 0 },
      }),
    ),
    http.get('/api/admin/courses', ({ request }) => pagedJson(request, [])),
    http.get('/api/customers', ({ request }) => {
      requests.push(new URL(request.url));
      return list();
    }),
  );
}

beforeEach(() => {
  requests.length = 0;
  statsRequests.length = 0;
  startSession('admin.jwt.token', {
    _id: '22222222-2222-4222-8222-222222222222',
    id: '22222222-2222-4222-8222-222222222222',
    name: 'Admin',
    email: 'admin@example.com',
    role: 'admin',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  });
});

const count = (area: string) => statsRequests.filter((request) => request === area).length;

// A full screen with its lazy pieces: slow on a busy machine, so the waits are generous.
const wait = { timeout: 10_000 };

describe('Customers and Inquiries', { timeout: 30_000 }, () => {
  it('shows the tabs with their counts, the stat cards and a page of customers', async () => {
    serve(() =>
      HttpResponse.json({
        success: true,
        data: { items: [ada], total: 45, page: 1, limit: 20, totalPages: 3 },
      }),
    );
    renderRoute(<UserManagementRoute />, { path: '/user-management' });
    const row = await screen.findByRole('row', { name: /Ada Lovelace/ }, wait);
    expect(await screen.findByRole('tab', { name: /Customers\s*45/ }, wait)).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('tab', { name: /Inquiries\s*7/ }, wait)).toBeInTheDocument();
    expect(within(row).getByLabelText('Payment status of Ada Lovelace')).toHaveValue('paid');
    expect(within(row).getByText('£1,500')).toBeInTheDocument();
    expect(screen.getByText('Paid Customers').closest('dl')).toHaveTextContent('30');
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent(
      'Showing 1 to 20 of 45 results',
    );
    expect(requests[0]?.searchParams.get('limit')).toBe('20');
    expect(requests[0]?.searchParams.get('page')).toBe('1');
  });

  it('reloads the stat cards of the tab it switches to', async () => {
    serve(() =>
      HttpResponse.json({
        success: true,
        data: { items: [ada], total: 45, page: 1, limit: 20, totalPages: 3 },
      }),
    );
    const { user, queryClient } = renderRoute(<UserManagementRoute />, {
      path: '/user-management',
    });
    // Fresh for 30 s, as the app's own query client keeps answers: no remount refetches them.
    queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 30_000 } });
    await screen.findByRole('row', { name: /Ada Lovelace/ }, wait);
    const before = { customers: count('customers'), inquiries: count('inquiries') };
    await user.click(screen.getByRole('tab', { name: /Inquiries/ }));
    await waitFor(() => expect(count('inquiries')).toBe(before.inquiries + 1), wait);
    await user.click(screen.getByRole('tab', { name: /Customers/ }));
    await waitFor(() => expect(count('customers')).toBe(before.customers + 1), wait);
  });

  it('sends a filter to the server and goes back to page 1', async () => {
    serve(() =>
      HttpResponse.json({
        success: true,
        data: { items: [ada], total: 45, page: 2, limit: 20, totalPages: 3 },
      }),
    );
    const { user, router } = renderRoute(<UserManagementRoute />, { path: '/user-management' });
    await router.navigate('/user-management?page=2');
    await screen.findByRole('row', { name: /Ada Lovelace/ }, wait);
    await user.selectOptions(screen.getByLabelText('Payment status'), 'refunded');
    await waitFor(() => expect(router.state.location.search).toBe('?paymentStatus=refunded'), wait);
    await waitFor(
      () => expect(requests.at(-1)?.searchParams.get('paymentStatus')).toBe('refunded'),
      wait,
    );
    expect(requests.at(-1)?.searchParams.get('page')).toBe('1');
  });

  it("shows the server's message in place of the table when the list fails", async () => {
    serve(() =>
      HttpResponse.json(
        {
          success: false,
          code: 'VALIDATION_ERROR',
          message: 'endDate must not be before startDate',
        },
        { status: 400 },
      ),
    );
    renderRoute(<UserManagementRoute />, { path: '/user-management' });
    expect(await screen.findByRole('alert', {}, wait)).toHaveTextContent(
      'endDate must not be before startDate',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  describe('on a phone', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('shows each customer as a card with every field labelled, whose status and delete work', async () => {
      stubScreenWidth('narrow');
      serve(() =>
        HttpResponse.json({
          success: true,
          data: { items: [ada], total: 1, page: 1, limit: 20, totalPages: 1 },
        }),
      );
      const changes: unknown[] = [];
      const deleted: string[] = [];
      server.use(
        http.put('/api/customers/:id', async ({ request }) => {
          changes.push(await request.json());
          return HttpResponse.json({ success: true, data: { ...ada, customerStatus: 'rejected' } });
        }),
        http.delete('/api/customers/:id', ({ params }) => {
          deleted.push(String(params.id));
          return HttpResponse.json({ success: true, message: 'Customer deleted successfully' });
        }),
      );
      const { user } = renderRoute(<UserManagementRoute />, { path: '/user-management' });
      const list = await screen.findByRole('list', { name: 'Customers' }, wait);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const card = within(list).getByRole('listitem');
      expect(
        within(card)
          .getAllByRole('term')
          .map((term) => term.textContent),
      ).toEqual(['Customer', 'Course', 'Payment', 'Payment Status', 'Status', 'Date']);
      expect(within(card).getByText('Data Science')).toBeInTheDocument();
      expect(within(card).getByText('£1,500')).toBeInTheDocument();

      await user.selectOptions(within(card).getByLabelText('Status of Ada Lovelace'), 'rejected');
      await waitFor(() => expect(changes).toEqual([{ customerStatus: 'rejected' }]), wait);

      vi.spyOn(window, 'confirm').mockReturnValue(true);
      await user.click(within(card).getByRole('button', { name: 'Delete Ada Lovelace' }));
      await waitFor(() => expect(deleted).toEqual([ada._id]), wait);
    });
  });
});
