import type { ActivityEntry } from '@coursedesk/contract/activity';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { ActivityRoute } from './activity-route';

const ada = '11111111-1111-4111-8111-111111111111';

function entry(overrides: Partial<ActivityEntry> & Pick<ActivityEntry, 'id'>): ActivityEntry {
  return {
    at: '2026-03-05T10:00:00.000Z',
    actorType: 'user',
    actorId: ada,
    actorEmail: 'ada@example.com',
    area: 'coupons',
    action: 'update',
    recordId: '22222222-2222-4222-8222-222222222222',
    recordLabel: 'SPRING25',
    changes: { discountValue: { before: 10, after: 25 } },
    requestId: 'req-1',
    address: '203.0.113.9',
    ...overrides,
  };
}

const entries = [
  entry({ id: '33333333-3333-4333-8333-333333333331' }),
  entry({
    id: '33333333-3333-4333-8333-333333333332',
    actorType: 'system',
    actorId: null,
    actorEmail: null,
    area: 'inquiries',
    action: 'create',
    recordLabel: 'Grace',
    changes: { name: { before: null, after: 'Grace' } },
  }),
];

/** Serves the log, and answers each call's query string for the test to read. */
function serveActivity(items: ActivityEntry[], total = items.length) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/admin/activity', ({ request }) => {
      const url = new URL(request.url);
      queries.push(url.searchParams);
      const limit = Number(url.searchParams.get('limit'));
      const page = Number(url.searchParams.get('page'));
      return HttpResponse.json({
        success: true,
        data: { items, total, page, limit, totalPages: Math.ceil(total / limit) },
      });
    }),
  );
  return queries;
}

beforeEach(() => {
  server.use(
    http.get('/api/auth/users', () =>
      HttpResponse.json({
        success: true,
        data: [
          {
            _id: ada,
            id: ada,
            name: 'Ada',
            email: 'ada@example.com',
            role: 'admin',
            createdAt: '2026-01-01T00:00:00.000Z',
            updatedAt: '2026-01-01T00:00:00.000Z',
          },
        ],
        pagination: { page: 1, limit: 100, total: 1, totalPages: 1 },
      }),
    ),
  );
});

describe('Activity', () => {
  it('lists who changed what, with the fields an update changed', async () => {
    serveActivity(entries);
    renderRoute(<ActivityRoute />, { path: '/activity' });
    expect(screen.getByRole('heading', { name: 'Activity' })).toBeInTheDocument();
    const update = await screen.findByRole('row', { name: /SPRING25/ });
    expect(within(update).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(update).getByText('Updated')).toBeInTheDocument();
    expect(within(update).getByText(/10 → 25/)).toBeInTheDocument();
    const intake = screen.getByRole('row', { name: /Grace/ });
    expect(within(intake).getByText('System')).toBeInTheDocument();
    expect(within(intake).getByText('Created')).toBeInTheDocument();
  });

  it('sends the person, area and action filters to the server and keeps them in the URL', async () => {
    const queries = serveActivity(entries, 45);
    const { user, router } = renderRoute(<ActivityRoute />, { path: '/activity' });
    await screen.findByRole('row', { name: /SPRING25/ });
    await screen.findByRole('option', { name: 'ada@example.com' });
    await user.selectOptions(screen.getByLabelText('Person'), ada);
    await user.selectOptions(screen.getByLabelText('Area'), 'coupons');
    await user.selectOptions(screen.getByLabelText('Action'), 'update');
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?actor=${ada}&area=coupons&action=update`),
    );
    await waitFor(() => {
      const last = queries.at(-1);
      expect(last?.get('actor')).toBe(ada);
      expect(last?.get('area')).toBe('coupons');
      expect(last?.get('action')).toBe('update');
      expect(last?.get('page')).toBe('1');
    });
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(queries.at(-1)?.get('page')).toBe('2'));
    expect(queries.at(-1)?.get('area')).toBe('coupons');
  });

  it('reads its filters from the URL it opens with', async () => {
    const queries = serveActivity(entries);
    const { router } = renderRoute(<ActivityRoute />, { path: '/activity' });
    await router.navigate('/activity?area=blogs&record=abc');
    await screen.findByRole('row', { name: /SPRING25/ });
    await waitFor(() => expect(queries.at(-1)?.get('area')).toBe('blogs'));
    expect(queries.at(-1)?.get('record')).toBe('abc');
    expect(screen.getByLabelText('Area')).toHaveValue('blogs');
  });
});
