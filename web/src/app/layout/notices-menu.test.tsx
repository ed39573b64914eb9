import type { Notice } from '@coursedesk/contract/notices';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithQueries } from '@/test/render';
import { server } from '@/test/server';
import { NoticesMenu } from './notices-menu';

const passwordSet: Notice = {
  id: '6f1d2c3b-0000-4000-8000-000000000001',
  kind: 'password_set',
  by: { name: 'Ada Lovelace', email: 'ada@example.com' },
  from: null,
  to: null,
  createdAt: '2026-11-29T14:02:00.000Z',
  readAt: null,
};
const emailChanged: Notice = {
  ...passwordSet,
  id: '6f1d2c3b-0000-4000-8000-000000000002',
  kind: 'email_changed',
  from: 'grace@old.example',
  to: 'grace@new.example',
  readAt: '2026-11-29T15:00:00.000Z',
};

function serve() {
  const notices = [passwordSet, emailChanged];
  const marked: unknown[] = [];
  server.use(
    http.get('/api/auth/notices', () =>
      HttpResponse.json({
        success: true,
        data: { notices, unread: notices.filter((notice) => notice.readAt === null).length },
      }),
    ),
    http.post('/api/auth/notices/read', async ({ request }) => {
      const body = (await request.json()) as { ids?: string[] };
      marked.push(body);
      for (const [index, notice] of notices.entries()) {
        if (!body.ids || body.ids.includes(notice.id)) {
          notices[index] = { ...notice, readAt: '2026-11-29T16:00:00.000Z' };
        }
      }
      return HttpResponse.json({ success: true, message: 'Marked as read' });
    }),
  );
  return marked;
}

describe('the notices bell', () => {
  it('shows the unread count, lists the notices from the keyboard, and marks one read', async () => {
    const marked = serve();
    const { user } = renderWithQueries(<NoticesMenu />);
    const bell = await screen.findByRole('button', { name: 'Notices, 1 unread' });
    bell.focus();
    await user.keyboard('{Enter}');
    const unread = await screen.findByRole('menuitem', {
      name: /Unread:\s?Your password was changed by Ada Lovelace \(ada@example.com\) on /,
    });
    expect(
      screen.getByRole('menuitem', {
        name: /Your email was changed from grace@old.example to grace@new.example by Ada Lovelace/,
      }),
    ).toBeVisible();
    expect(screen.getByText(/none is sent by email/)).toBeVisible();

    await user.click(unread);
    await waitFor(() => expect(marked).toEqual([{ ids: [passwordSet.id] }]));
    expect(await screen.findByRole('button', { name: 'Notices' })).toBeVisible();
    // The list's code is loaded on first use, which takes a while on a busy machine.
  }, 20_000);
});
