import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session';
import { buildDashboardStats } from '@/test/dashboard-stats';
import { server } from '@/test/server';
import { signInAs } from '@/test/session';
import { createQueryClient } from './query-client';
import { sectionRoutes } from './section-routes';

/** Runs the loader of `path`'s route as the router does on a visit. */
function visit(path: string) {
  const queryClient = createQueryClient();
  const route = sectionRoutes(queryClient).find((candidate) => candidate.path === path);
  if (typeof route?.loader !== 'function') throw new Error(`${path} has no loader`);
  // The early reads' loaders look at nothing the router passes.
  const loader = route.loader as () => unknown;
  return { queryClient, answer: loader() };
}

describe('the screens’ routes', () => {
  it('ask for the dashboard’s figures on a visit, before the screen’s code has loaded', async () => {
    const stats = buildDashboardStats();
    let asked = 0;
    server.use(
      http.get('/api/admin/dashboard/stats', () => {
        asked += 1;
        return HttpResponse.json({ success: true, data: stats });
      }),
    );
    signInAs();
    const { queryClient, answer } = visit('/dashboard');
    // The loader does not wait for the answer: the screen shows its skeleton meanwhile.
    expect(answer).toBeNull();
    // The request is under way when the loader returns, with no chunk to load first.
    expect(queryClient.getQueryState(['dashboard', 'stats'])?.fetchStatus).toBe('fetching');
    await expect
      .poll(() => queryClient.getQueryData(['dashboard', 'stats']))
      .toMatchObject({ lastUpdated: stats.lastUpdated });
    expect(asked).toBe(1);
  });

  it('ask for nothing without a session', async () => {
    let asked = 0;
    server.use(
      http.get('/api/admin/dashboard/stats', () => {
        asked += 1;
        return HttpResponse.json({ success: false, message: 'Unauthorized' }, { status: 401 });
      }),
    );
    clearSession();
    const { queryClient } = visit('/dashboard');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toBe(0);
    expect(queryClient.getQueryState(['dashboard', 'stats'])).toBeUndefined();
  });

  it('give the other screens no loader', () => {
    const routes = sectionRoutes(createQueryClient());
    expect(routes.filter((route) => route.loader).map((route) => route.path)).toEqual([
      '/dashboard',
    ]);
  });
});
