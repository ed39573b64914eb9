import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCourse, buildCustomer } from '@/test/factories';
import { pageAnswer, pagedJson, pageJson } from '@/test/paged';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { usePaletteLauncher } from './palette-launcher';

const ada = buildCustomer();
const adaCourse = buildCourse({ id: 'ada-101', title: 'Ada for beginners' });

const searches: URL[] = [];

function Host() {
  const palette = usePaletteLauncher();
  return (
    <>
      <button type="button" onClick={palette.openPalette}>
        Search or jump to...
      </button>
      <main id="main-content">
        <input type="search" aria-label="Search the list" />
      </main>
      {palette.dialogs}
    </>
  );
}

function Here({ name }: { name: string }) {
  return <p>{name} screen</p>;
}

function renderPalette() {
  return renderRoute(<Host />, {
    path: '/dashboard',
    otherRoutes: {
      '/payments': <Here name="Payments" />,
      '/courses': <Here name="Courses" />,
      '/coupons': <Here name="Coupons" />,
      '/user-management': <Here name="Customers" />,
    },
  });
}

beforeAll(() => {
  // The list measures itself and scrolls the chosen option into view: jsdom has neither.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  Element.prototype.scrollIntoView ??= () => {};
});

beforeEach(() => {
  searches.length = 0;
  const record = (request: Request) => searches.push(new URL(request.url));
  server.use(
    http.get('/api/admin/courses', ({ request }) => {
      record(request);
      return pagedJson(request, [adaCourse], ['title']);
    }),
    http.get('/api/customers', ({ request }) => {
      record(request);
      const found = new URL(request.url).searchParams.get('search') === 'ada' ? [ada] : [];
      return pageJson(found, { limit: 5 });
    }),
    http.get('/api/inquiries', () => pageJson([], { limit: 5 })),
    http.get('/api/admin/blogs', ({ request }) => pagedJson(request, [])),
    http.get('/api/admin/team-members', ({ request }) => pagedJson(request, [])),
    http.get('/api/coupons/admin', () =>
      HttpResponse.json({
        success: true,
        coupons: [],
        pagination: pageAnswer([], 1, 20).pagination,
      }),
    ),
  );
});

describe('CommandPalette', () => {
  it('opens with Ctrl K, filters the screens and jumps to one with Enter', async () => {
    const { user, router } = renderPalette();

    await user.keyboard('{Control>}k{/Control}');
    const input = await screen.findByRole('combobox');
    expect(input).toHaveFocus();
    await user.type(input, 'payment');
    const dialog = screen.getByRole('dialog', { name: 'Command palette' });
    expect(within(dialog).getByRole('option', { name: /Payment Analytics/ })).toBeVisible();
    expect(within(dialog).queryByRole('option', { name: /Dashboard/ })).toBeNull();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/payments'));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Too short a search asks nothing of the server.
    expect(searches).toHaveLength(0);
  });

  it('finds a screen by the words people use for it, not only its label', async () => {
    const { user, router } = renderPalette();
    await user.keyboard('{Control>}k{/Control}');
    const input = await screen.findByRole('combobox');
    const dialog = screen.getByRole('dialog', { name: 'Command palette' });
    const screensFound = () =>
      within(within(dialog).getByRole('group', { name: 'Screens' }))
        .getAllByRole('option')
        .map((option) => option.textContent);

    for (const [typed, label] of [
      ['Coupons', 'Coupon Management'],
      ['Courses', 'Course Management'],
      ['Users', 'User Management'],
      ['customers', 'Customers & Inquiries'],
      ['inquiries', 'Customers & Inquiries'],
      ['people', 'Customers & Inquiries'],
      ['settings', 'Company Info'],
      ['posts', 'Blog Posts'],
      ['course man', 'Course Management'],
    ] as const) {
      await user.clear(input);
      await user.type(input, typed);
      expect(screensFound(), typed).toContain(label);
    }

    // A screen whose label holds the search comes before one that only answers to the word.
    await user.clear(input);
    await user.type(input, 'team');
    expect(screensFound()).toEqual(['Meet Our Team', 'User Management']);

    await user.clear(input);
    await user.type(input, 'Coupons');
    expect(screensFound()).toEqual(['Coupon Management']);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/coupons'));
    // A dozen searches typed key by key: slow on a busy machine.
  }, 30_000);

  it('finds records on the server, grouped by area, and Enter opens the found record', async () => {
    const { user, router } = renderPalette();

    await user.click(screen.getByRole('button', { name: 'Search or jump to...' }));
    await user.type(await screen.findByRole('combobox'), 'ada');

    const customers = await screen.findByRole('group', { name: 'Customers' });
    expect(within(customers).getByRole('option', { name: /Ada Lovelace/ })).toHaveTextContent(
      'ada@example.com',
    );
    const courses = screen.getByRole('group', { name: 'Courses' });
    expect(within(courses).getByRole('option', { name: /Ada for beginners/ })).toBeVisible();
    // Areas with nothing found are left out.
    expect(screen.queryByRole('group', { name: 'Inquiries' })).toBeNull();
    // One debounced search per area, with the typed text.
    expect(searches.filter((url) => url.pathname === '/api/customers')).toHaveLength(1);
    expect(
      searches.find((url) => url.pathname === '/api/customers')?.searchParams.get('search'),
    ).toBe('ada');

    // The first record is the course; the next one is the customer.
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-management'));
    expect(router.state.location.search).toBe('?search=ada%40example.com');
  });

  it('closes on Escape, and runs a quick action', async () => {
    const { user, router } = renderPalette();

    await user.keyboard('{Control>}k{/Control}');
    await user.type(await screen.findByRole('combobox'), 'zzz');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Opened again, it starts from an empty search.
    await user.keyboard('{Control>}k{/Control}');
    const input = await screen.findByRole('combobox');
    expect(input).toHaveValue('');
    await user.type(input, 'new cou');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/coupons'));
    expect(router.state.location.search).toBe('?new=1');
  });

  it("focuses the screen's search box on /, and lists the shortcuts on ?", async () => {
    const { user } = renderPalette();
    const search = screen.getByRole('searchbox', { name: 'Search the list' });

    await user.keyboard('/');
    expect(search).toHaveFocus();
    // Typed in a field, the keys are text.
    await user.keyboard('/?');
    expect(search).toHaveValue('/?');
    expect(screen.queryByRole('dialog')).toBeNull();

    search.blur();
    await user.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(help).toHaveTextContent('Open the command palette');
    expect(help).toHaveTextContent('Ctrl K');
    expect(help).toHaveTextContent('Ctrl S');
  });
});
