import type { TrashEntry } from '@coursedesk/contract/trash';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { TrashRoute } from './trash-route';

function entry(overrides: Partial<TrashEntry> & Pick<TrashEntry, 'id'>): TrashEntry {
  return {
    area: 'courses',
    recordId: '22222222-2222-4222-8222-222222222222',
    label: 'Full-Stack Bootcamp',
    deletedAt: '2026-03-05T10:00:00.000Z',
    purgeAt: '2026-04-04T10:00:00.000Z',
    deletedById: '11111111-1111-4111-8111-111111111111',
    deletedByEmail: 'ada@example.com',
    ...overrides,
  };
}

const course = entry({ id: '33333333-3333-4333-8333-333333333331' });
const faq = entry({
  id: '33333333-3333-4333-8333-333333333332',
  area: 'faqs',
  label: 'How long is a course?',
  deletedByEmail: null,
  deletedById: null,
});

/** Serves the trash, and records each call for the test to read. */
function serveTrash(items: TrashEntry[]) {
  const calls: string[] = [];
  server.use(
    http.get('/api/admin/trash', ({ request }) => {
      const url = new URL(request.url);
      calls.push(`GET ${url.search}`);
      const limit = Number(url.searchParams.get('limit'));
      const page = Number(url.searchParams.get('page'));
      return HttpResponse.json({
        success: true,
        data: { items, total: items.length, page, limit, totalPages: 1 },
      });
    }),
    http.post('/api/admin/trash/:id/restore', ({ params }) => {
      calls.push(`POST ${String(params.id)}`);
      return HttpResponse.json({
        success: true,
        message: 'Restored successfully',
        data: { area: 'courses', recordId: course.recordId },
      });
    }),
    http.delete('/api/admin/trash/:id', ({ params }) => {
      calls.push(`DELETE ${String(params.id)}`);
      return HttpResponse.json({ success: true, message: 'Deleted forever' });
    }),
  );
  return calls;
}

describe('Trash', () => {
  it('lists the area, record, who deleted it and when', async () => {
    serveTrash([course, faq]);
    renderRoute(<TrashRoute />, { path: '/trash' });
    expect(screen.getByRole('heading', { name: 'Trash' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Full-Stack Bootcamp/ });
    expect(within(row).getByText('Course')).toBeInTheDocument();
    expect(within(row).getByText('ada@example.com')).toBeInTheDocument();
    const system = screen.getByRole('row', { name: /How long is a course/ });
    expect(within(system).getByText('FAQ')).toBeInTheDocument();
    expect(within(system).getByText('System')).toBeInTheDocument();
  });

  it('restores an entry and says so', async () => {
    const calls = serveTrash([course]);
    const { user } = renderRoute(<TrashRoute />, { path: '/trash' });
    await user.click(await screen.findByRole('button', { name: 'Restore Full-Stack Bootcamp' }));
    await waitFor(() => expect(calls).toContain(`POST ${course.id}`));
    expect(await screen.findByText('Restored successfully')).toBeInTheDocument();
  });

  it('shows why a restore cannot be done', async () => {
    serveTrash([course]);
    const message = 'Cannot restore "Full-Stack Bootcamp": another record now uses the same slug.';
    server.use(
      http.post('/api/admin/trash/:id/restore', () =>
        HttpResponse.json({ success: false, code: 'CONFLICT', message }, { status: 409 }),
      ),
    );
    const { user } = renderRoute(<TrashRoute />, { path: '/trash' });
    await user.click(await screen.findByRole('button', { name: 'Restore Full-Stack Bootcamp' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('deletes an entry forever only once the dialog is confirmed', async () => {
    const calls = serveTrash([course]);
    const { user } = renderRoute(<TrashRoute />, { path: '/trash' });
    await user.click(
      await screen.findByRole('button', { name: 'Delete forever Full-Stack Bootcamp' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete forever' });
    expect(within(dialog).getByText(/cannot be restored/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.startsWith('DELETE'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete forever Full-Stack Bootcamp' }));
    const again = await screen.findByRole('dialog', { name: 'Delete forever' });
    await user.click(within(again).getByRole('button', { name: 'Delete forever' }));
    await waitFor(() => expect(calls).toContain(`DELETE ${course.id}`));
    expect(await screen.findByText('Deleted forever')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends the area filter to the server and keeps it in the URL', async () => {
    const calls = serveTrash([faq]);
    const { user, router } = renderRoute(<TrashRoute />, { path: '/trash' });
    await screen.findByRole('row', { name: /How long is a course/ });
    await user.selectOptions(screen.getByLabelText('Area'), 'faqs');
    await waitFor(() => expect(router.state.location.search).toBe('?area=faqs'));
    await waitFor(() => expect(calls.at(-1)).toMatch(/area=faqs/));
  });
});
