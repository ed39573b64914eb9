import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '@/lib/session';
import { buildDashboardStats } from '@/test/dashboard-stats';
import { renderRoute } from '@/test/render';
import { server } from '@/test/server';
import { buildAdmin } from '@/test/session';
import { DashboardRoute } from './dashboard-route';

const admin = buildAdmin();

const busy = buildDashboardStats({
  totalRevenue: 125_430.6,
  monthlyRevenue: 12_345,
  revenueGrowth: 12.46,
  totalCustomers: 503,
  newCustomers: 41,
  customerGrowth: 0,
  averageOrderValue: 249.5,
  conversionRate: 12.5,
  inquiryGrowth: -3,
  convertedInquiries: 25,
  totalInquiries: 200,
  paidCustomers: 480,
  pendingCustomers: 23,
  courses: 12,
  blogs: 1_204,
  topCourses: [
    { courseName: 'Data Science Bootcamp', enrollments: 120, revenue: 60_000 },
    { courseName: 'UX Design', enrollments: 1, revenue: 999.99 },
  ],
  lastUpdated: '2025-03-14T12:30:00.000Z',
});

function serveStats(respond: () => Response) {
  server.use(http.get('/api/admin/dashboard/stats', respond));
}

function renderDashboard() {
  return renderRoute(<DashboardRoute />, { path: '/dashboard' });
}

/** The figure a label describes: the `dd` that follows its `dt`. */
function figure(label: string) {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

/** The card that holds a label, for the lines under its figure. */
function card(label: string) {
  const dl = screen.getByText(label, { selector: 'dt' }).closest('dl');
  return within(dl?.parentElement as HTMLElement);
}

beforeEach(() => {
  startSession('admin.jwt.token', admin);
});

describe('Dashboard', () => {
  it('shows the figures in pounds without decimals and growth as signed percents', async () => {
    serveStats(() => HttpResponse.json({ success: true, data: busy }));
    renderDashboard();

    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(/Welcome to the Coursedesk admin panel, Ada Admin/)).toBeVisible();
    expect(await screen.findByText('Total Revenue')).toBeInTheDocument();

    expect(figure('Total Revenue')).toBe('£125,431');
    expect(card('Total Revenue').getByText('This month: £12,345')).toBeInTheDocument();
    expect(card('Total Revenue').getByText('+12.5%')).toHaveClass('text-edtech-green-dark');

    expect(figure('Total Customers')).toBe('503');
    expect(card('Total Customers').getByText('New this month: 41')).toBeInTheDocument();
    expect(card('Total Customers').getByText('No change')).toHaveClass('text-slate-500');

    expect(figure('Average Order Value')).toBe('£250');

    expect(figure('Conversion Rate')).toBe('12.5%');
    expect(card('Conversion Rate').getByText('25 of 200 inquiries converted')).toBeVisible();
    expect(card('Conversion Rate').getByText('-3.0%')).toHaveClass('text-edtech-red');

    expect(figure('Paid Customers')).toBe('480');
    expect(figure('Pending Customers')).toBe('23');
    expect(figure('Courses (drafts included)')).toBe('12');
    expect(figure('Blog Posts (drafts included)')).toBe('1,204');

    const insights = within(screen.getByRole('region', { name: 'Business Insights' }));
    expect(figure('Revenue Growth')).toBe('+12.5%');
    expect(figure('Customer Growth')).toBe('No change');
    expect(figure('Inquiry Growth')).toBe('-3.0%');
    expect(insights.getByText('Operational')).toBeInTheDocument();
  });

  it('ranks the top courses with enrollments and revenue', async () => {
    serveStats(() => HttpResponse.json({ success: true, data: busy }));
    renderDashboard();

    const region = await screen.findByRole('region', { name: 'Top Courses' });
    const rows = within(within(region).getByRole('list')).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '1Data Science Bootcamp120 enrollments£60,000',
      '2UX Design1 enrollment£1,000',
    ]);
    expect(within(region).queryByText('No course sales yet')).not.toBeInTheDocument();
  });

  it('says when no course has sold yet', async () => {
    serveStats(() => HttpResponse.json({ success: true, data: buildDashboardStats() }));
    renderDashboard();

    const region = await screen.findByRole('region', { name: 'Top Courses' });
    expect(within(region).getByText('No course sales yet')).toBeInTheDocument();
  });

  it('shows when the figures were computed and summarises the daily revenue', async () => {
    const dailyRevenue = buildDashboardStats().dailyRevenue.map((day) =>
      day.date === '2025-03-10'
        ? { ...day, revenue: 1_500, transactions: 3 }
        : day.date === '2025-03-12'
          ? { ...day, revenue: 450, transactions: 1 }
          : day,
    );
    serveStats(() =>
      HttpResponse.json({ success: true, data: buildDashboardStats({ dailyRevenue }) }),
    );
    renderDashboard();

    const updated = await screen.findByText(/Last updated:/);
    // Relative to now, with the exact moment on hover.
    const time = within(updated).getByText(/ago$/);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', '2025-03-14T12:30:00.000Z');
    expect(time.getAttribute('title')).toMatch(/^3\/14\/2025, \d{1,2}:\d{2}\s?[AP]M$/);

    const chart = screen.getByRole('region', { name: 'Daily Revenue' });
    expect(within(chart).getByRole('figure')).toHaveTextContent(
      'Revenue per day over the last 30 days: £1,950 from 4 transactions. Best day Mon, Mar 10, 2025 with £1,500.',
    );
  });

  it('links the quick actions to their screens', async () => {
    serveStats(() => HttpResponse.json({ success: true, data: busy }));
    renderDashboard();

    const actions = await screen.findByRole('region', { name: 'Quick Actions' });
    const links = within(actions).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Manage Users', '/users'],
      ['View Payments', '/payments'],
      ['Add Course', '/courses?new=1'],
      ['New Blog', '/blogs?new=1'],
    ]);
  });

  it('shows the error state with the server message and loads again on Try Again', async () => {
    let failing = true;
    serveStats(() =>
      failing
        ? HttpResponse.json(
            { success: false, code: 'SERVICE_UNAVAILABLE', message: 'Statistics are rebuilding' },
            { status: 503 },
          )
        : HttpResponse.json({ success: true, data: busy }),
    );
    const { user } = renderDashboard();

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Error Loading Dashboard' }),
    ).toBeInTheDocument();
    expect(alert).toHaveTextContent('Statistics are rebuilding');
    expect(screen.queryByText('Total Revenue')).not.toBeInTheDocument();

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByText('Total Revenue')).toBeInTheDocument();
    expect(figure('Total Revenue')).toBe('£125,431');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('falls back to its own message when the server gives none', async () => {
    serveStats(() => HttpResponse.error());
    renderDashboard();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Dashboard');
    expect(alert).toHaveTextContent('Failed to fetch dashboard statistics');
  });
});
