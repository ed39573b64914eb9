import type { Customer } from '@coursedesk/contract/customers';
import type { Inquiry } from '@coursedesk/contract/inquiries';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROW_CHANGED_ELSEWHERE } from '@/lib/row-change-version';
import { startSession } from '@/lib/session';
import { buildCustomer, buildInquiry } from '@/test/factories';
import { pagedJson, pageJson } from '@/test/paged';
import { renderRoute } from '@/test/render';
import { stubScreenWidth } from '@/test/screen-width';
import { server } from '@/test/server';
import { UserManagementRoute } from './user-management-route';

const ada = buildCustomer();
const grace = buildInquiry();

const requests: URL[] = [];
const statsRequests: string[] = [];

function serve(list: () => Response, inquiries: Inquiry[] = []) {
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
    http.get('/api/inquiries', () => pageJson(inquiries)),
    http.get('/api/admin/courses', ({ request }) => pagedJson(request, [])),
    http.get('/api/customers', ({ request }) => {
      requests.push(new URL(request.url));
      return list();
    }),
    // A row's change reads its record's version first (lib/row-change-version.ts).
    http.get('/api/customers/:id', () =>
      HttpResponse.json({ success: true, data: stored.customer }, { headers: { etag: '"4"' } }),
    ),
    http.get('/api/inquiries/:id', () =>
      HttpResponse.json({ success: true, data: stored.inquiry }, { headers: { etag: '"7"' } }),
    ),
  );
}

/** The records as the server holds them, which a row's change reads before it saves. */
const stored = { customer: ada, inquiry: grace };

beforeEach(() => {
  requests.length = 0;
  statsRequests.length = 0;
  stored.customer = ada;
  stored.inquiry = grace;
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
    serve(() => pageJson([ada], { total: 45 }));
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
    serve(() => pageJson([ada], { total: 45 }));
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
    serve(() => pageJson([ada], { total: 45, page: 2 }));
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
      serve(() => pageJson([ada], { total: 1 }));
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

  describe('a status changed in a row', () => {
    /** An answer the test gives when it chooses, so it can look at the screen in between. */
    function heldAnswer() {
      let give: (answer: Response) => void = () => {};
      const answer = new Promise<Response>((resolve) => {
        give = resolve;
      });
      return { answer, give };
    }

    const serverError = () =>
      HttpResponse.json(
        { success: false, code: 'INTERNAL_ERROR', message: 'Something went wrong' },
        { status: 500 },
      );

    const rows = [
      {
        list: 'customers',
        path: '/user-management',
        control: 'Status of Ada Lovelace',
        before: 'approved',
        after: 'rejected',
      },
      {
        list: 'inquiries',
        path: '/user-management?tab=inquiries',
        control: 'Status of Grace Hopper',
        before: 'new',
        after: 'contacted',
      },
    ] as const;

    it.each(rows)(
      'shows the new status of a row of $list at once, and puts the old one back with a toast when saving fails',
      async ({ list, path, control, before, after }) => {
        serve(() => pageJson([ada]), [grace]);
        const held = heldAnswer();
        server.use(http.put(`/api/${list}/:id`, () => held.answer));
        const { user, router } = renderRoute(<UserManagementRoute />, {
          path: '/user-management',
        });
        await router.navigate(path);
        await user.selectOptions(await screen.findByLabelText(control, {}, wait), after);

        // The server has not answered yet.
        expect(screen.getByLabelText(control)).toHaveValue(after);
        expect(screen.queryByText('Failed to update status')).not.toBeInTheDocument();

        held.give(serverError());
        expect(await screen.findByText('Failed to update status', {}, wait)).toBeInTheDocument();
        expect(screen.getByLabelText(control)).toHaveValue(before);
      },
    );

    it('keeps the new status once saved, says so and reloads the figures', async () => {
      let saved = ada;
      serve(() => pageJson([saved]));
      const held = heldAnswer();
      const versions: (string | null)[] = [];
      server.use(
        http.put('/api/customers/:id', async ({ request }) => {
          versions.push(request.headers.get('if-match'));
          saved = { ...ada, ...((await request.json()) as Partial<Customer>) };
          return held.answer;
        }),
      );
      const { user } = renderRoute(<UserManagementRoute />, { path: '/user-management' });
      const control = 'Payment status of Ada Lovelace';
      await user.selectOptions(await screen.findByLabelText(control, {}, wait), 'refunded');
      expect(screen.getByLabelText(control)).toHaveValue('refunded');
      const statsBefore = count('customers');

      held.give(HttpResponse.json({ success: true, data: saved }));
      expect(await screen.findByText('Status updated successfully', {}, wait)).toBeInTheDocument();
      // Saved with the version of the record the row showed.
      expect(versions).toEqual(['"4"']);
      await waitFor(() => expect(count('customers')).toBeGreaterThan(statsBefore), wait);
      expect(screen.getByLabelText(control)).toHaveValue('refunded');
    });

    it('refuses a change to a row someone else changed since the list loaded, and shows it as stored', async () => {
      serve(() => pageJson([stored.customer]));
      const saves: unknown[] = [];
      server.use(
        http.put('/api/customers/:id', async ({ request }) => {
          saves.push(await request.json());
          return HttpResponse.json({ success: true, data: ada });
        }),
      );
      const { user } = renderRoute(<UserManagementRoute />, { path: '/user-management' });
      const control = await screen.findByLabelText('Payment status of Ada Lovelace', {}, wait);
      // Another admin marks the payment failed after the list was loaded.
      stored.customer = { ...ada, paymentStatus: 'failed' };
      await user.selectOptions(control, 'refunded');
      expect(await screen.findByText(ROW_CHANGED_ELSEWHERE, {}, wait)).toBeInTheDocument();
      expect(saves).toEqual([]);
      await waitFor(
        () => expect(screen.getByLabelText('Payment status of Ada Lovelace')).toHaveValue('failed'),
        wait,
      );
    });

    it('reloads the list once the last of two changes under way has been saved', async () => {
      serve(() => pageJson([ada]));
      const held = [heldAnswer(), heldAnswer()];
      let saves = 0;
      server.use(http.put('/api/customers/:id', () => held[saves++]?.answer));
      const { user } = renderRoute(<UserManagementRoute />, { path: '/user-management' });
      await user.selectOptions(
        await screen.findByLabelText('Status of Ada Lovelace', {}, wait),
        'rejected',
      );
      await user.selectOptions(screen.getByLabelText('Payment status of Ada Lovelace'), 'refunded');
      await waitFor(() => expect(saves).toBe(2), wait);
      const loads = requests.length;

      // The server still has the old payment status: reloading now would show it again.
      held[0]?.give(
        HttpResponse.json({ success: true, data: { ...ada, customerStatus: 'rejected' } }),
      );
      expect(await screen.findByText('Status updated successfully', {}, wait)).toBeInTheDocument();
      expect(requests.length).toBe(loads);
      expect(screen.getByLabelText('Payment status of Ada Lovelace')).toHaveValue('refunded');

      held[1]?.give(HttpResponse.json({ success: true, data: ada }));
      await waitFor(() => expect(requests.length).toBe(loads + 1), wait);
    });
  });
});
