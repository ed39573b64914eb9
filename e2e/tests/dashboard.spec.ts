import { expect, test } from '@playwright/test';
import { authHeaders, openSignedIn, resetUsers } from '../fixtures/api.ts';

const gbp = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
});

test('the dashboard shows the demo business figures the API computes', async ({
  page,
  request,
}) => {
  const session = await resetUsers(request);
  const response = await request.get('/api/admin/dashboard/stats', {
    headers: authHeaders(session.token),
  });
  const stats = (await response.json()).data;
  // A new embedded database starts with the demo business.
  expect(stats.totalRevenue).toBeGreaterThan(0);
  expect(stats.totalCustomers).toBeGreaterThan(0);
  expect(stats.topCourses.length).toBeGreaterThan(0);

  await openSignedIn(page, session, '/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText(gbp.format(stats.totalRevenue)).first()).toBeVisible();
  await expect(main.getByText(stats.totalCustomers.toLocaleString('en-GB')).first()).toBeVisible();
  await expect(main.getByText(stats.topCourses[0].courseName).first()).toBeVisible();
  await expect(main.getByText('Operational')).toBeVisible();
  await expect(main.getByText(/Last updated/)).toBeVisible();
  await expect(main.getByText('Error Loading Dashboard')).toHaveCount(0);
});
