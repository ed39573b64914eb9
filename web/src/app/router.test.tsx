import type { User } from '@coursedesk/contract/auth';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getSession, startSession, TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '@/lib/session';
import { buildDashboardStats } from '@/test/dashboard-stats';
import { server } from '@/test/server';
import { buildAdmin } from '@/test/session';
import { AppProvider } from './provider';
import { createQueryClient } from './query-client';
import { appRoutes } from './router';

const admin = buildAdmin();

beforeAll(async () => {
  // Screens load on first visit; loading them here keeps the module transform's time out of the
  // tests' waits.
  await Promise.all([
    import('@/features/collections/routes/collection-route'),
    import('@coursedesk/contract/collections/registry'),
  ]);
  // jsdom has no media queries; the shell only listens for the wide-screen breakpoint.
  vi.stubGlobal(
    'matchMedia',
    (
      query: string,
    ): Pick<MediaQueryList, 'matches' | 'media' | 'addEventListener' | 'removeEventListener'> => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  );
});

function serveProfile(user: User = admin) {
  server.use(
    http.get('/api/auth/profile', () => HttpResponse.json({ success: true, data: user })),
    http.get('/api/admin/dashboard/stats', () =>
      HttpResponse.json({ success: true, data: buildDashboardStats() }),
    ),
    // The shell asks whether a password must be chosen first, and for the header's notices.
    http.get('/api/auth/password-change', () =>
      HttpResponse.json({ success: true, data: { required: false, setBy: null, setAt: null } }),
    ),
    http.get('/api/auth/notices', () =>
      HttpResponse.json({ success: true, data: { notices: [], unread: 0 } }),
    ),
  );
}

function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [path] });
  render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router, user: userEvent.setup() };
}

describe('routes and session', () => {
  it('sends a visitor without a session to the sign-in page', async () => {
    const { router } = renderApp('/users');

    expect(await screen.findByRole('button', { name: 'Sign in to Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('opens the dashboard for an unknown path, inside the shell', async () => {
    startSession('admin.jwt.token', admin);
    serveProfile();
    const { router } = renderApp('/no-such-page');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Payment Analytics',
      'Course Management',
      'Coupon Management',
      'Customers & Inquiries',
      'User Management',
      'Blog Posts',
      'Meet Our Team',
      'FAQ Section',
      'Expert Mentors',
      'Why Choose Us',
      'Global Placements',
      'Advantage Stats',
      'Testimonials',
      'Trustpilot Reviews',
      'Success Stats',
      'Upcoming Skills',
      'Core Values',
      'Marketing Statistics',
      'Milestones',
      'Company Info',
      'Site keys',
      'Webhooks',
      'Activity',
      'Trash',
    ]);
    expect(screen.getByText('Version 1.0.0')).toBeInTheDocument();
    expect(screen.getByText('Welcome back')).toBeInTheDocument();
    expect(screen.getAllByText('Ada Admin').length).toBeGreaterThan(0);
  });

  it('opens each content section from the sidebar with its own screen', async () => {
    startSession('admin.jwt.token', admin);
    serveProfile();
    server.use(
      http.get('/api/admin/faqs', () =>
        HttpResponse.json({
          success: true,
          data: [
            {
              _id: 'faq-1',
              id: 1,
              question: 'How long is a course?',
              answer: 'Twelve weeks.',
              createdAt: '2025-01-01T00:00:00.000Z',
              updatedAt: '2025-01-01T00:00:00.000Z',
            },
          ],
          pagination: { page: 1, limit: 100, total: 1, totalPages: 1 },
        }),
      ),
      http.get('/api/admin/milestones', () =>
        HttpResponse.json({
          success: true,
          data: [],
          pagination: { page: 1, limit: 100, total: 0, totalPages: 0 },
        }),
      ),
      http.get('/api/admin/:section/summary', ({ params }) =>
        HttpResponse.json({
          success: true,
          data: { total: params.section === 'faqs' ? 1 : 0, stats: {}, highestNumber: 1 },
        }),
      ),
    );
    const { router, user } = renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('list', { name: 'Website content' })).toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: 'FAQ Section' }));
    expect(await screen.findByRole('heading', { name: 'FAQ Section' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'How long is a course?' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/faqs');
    await user.click(screen.getByRole('button', { name: 'Add FAQ' }));
    expect(await screen.findByRole('form', { name: 'New FAQ' })).toBeInTheDocument();

    // Another section starts afresh: no editor carried over from the last one.
    await user.click(within(nav).getByRole('link', { name: 'Milestones' }));
    expect(await screen.findByRole('heading', { name: 'Milestones' })).toBeInTheDocument();
    expect(await screen.findByText('No milestones')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Milestone' })).toBeEnabled();
  });

  it('sends a signed-in admin away from the sign-in page', async () => {
    startSession('admin.jwt.token', admin);
    serveProfile();
    const { router } = renderApp('/login');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('restores a session from a stored token by asking for the profile', async () => {
    serveProfile({ ...admin, name: 'Ada From Server' });
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored.jwt.token');
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY }));
    expect(getSession().status).toBe('restoring');

    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getAllByText('Ada From Server').length).toBeGreaterThan(0);
    expect(JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null')).toMatchObject({
      name: 'Ada From Server',
    });
  });

  it('ends the session and shows sign-in when the API answers 401', async () => {
    startSession('expired.jwt.token', admin);
    server.use(
      http.get('/api/auth/profile', () =>
        HttpResponse.json(
          { success: false, code: 'UNAUTHENTICATED', message: 'Your session has expired.' },
          { status: 401 },
        ),
      ),
    );
    const { router } = renderApp('/dashboard');

    expect(await screen.findByRole('button', { name: 'Sign in to Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('signs out from the user menu, revoking the token even if the call fails', async () => {
    startSession('admin.jwt.token', admin);
    serveProfile();
    let revokedWith: string | null = null;
    server.use(
      http.post('/api/auth/logout', ({ request }) => {
        revokedWith = request.headers.get('Authorization');
        return HttpResponse.json(
          { success: false, code: 'INTERNAL_ERROR', message: 'Internal error' },
          { status: 500 },
        );
      }),
    );
    const { router, user } = renderApp('/dashboard');

    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    expect(await screen.findByRole('button', { name: 'Sign in to Dashboard' })).toBeInTheDocument();
    expect(revokedWith).toBe('Bearer admin.jwt.token');
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull());
  });
});
