import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { authHeaders, openSignedIn } from '../fixtures/api.ts';
import { acceptConfirm, freshSessionEachTest } from '../fixtures/session.ts';

// Customers and Inquiries (docs/data-model.md): filters kept in the URL, paging, a status change, a delete
// and the CSV export, each checked through the API or the downloaded file.

const session = freshSessionEachTest();

test('Customers: filter, reload the same view, page, change a status, delete, export', async ({
  page,
  request,
}) => {
  // 25 customers of a source no one else has: two pages of 20 under that filter.
  const source = `e2e-${Date.now().toString(36)}`;
  const ids: string[] = [];
  for (let i = 1; i <= 25; i++) {
    const response = await request.post('/api/customers', {
      headers: authHeaders(session.token),
      data: {
        name:
          i === 25 ? '=HYPERLINK("http://x","y")' : `Quinn Tester ${String(i).padStart(2, '0')}`,
        email: `quinn${i}@example.com`,
        amount: 100 * i,
        paymentStatus: i % 2 === 0 ? 'paid' : 'pending',
        source,
      },
    });
    expect(response.status()).toBe(201);
    ids.push((await response.json()).data._id);
  }

  await openSignedIn(page, session, '/user-management');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Customers & Inquiries' }),
  ).toBeVisible();
  await expect(page.getByRole('tab', { name: /Customers/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.getByLabel('Source').fill(source);
  const summary = page.getByRole('navigation', { name: 'Pagination' });
  await expect(summary).toContainText('Showing 1 to 20 of 25 results');
  await expect(page).toHaveURL(new RegExp(`source=${source}`));

  // A reload restores the same view from the URL.
  await page.reload();
  await expect(page.getByLabel('Source')).toHaveValue(source);
  await expect(summary).toContainText('Showing 1 to 20 of 25 results');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(summary).toContainText('Showing 21 to 25 of 25 results');
  await expect(page).toHaveURL(/page=2/);

  // A new filter goes back to page 1.
  await page.getByLabel('Payment status', { exact: true }).selectOption('paid');
  await expect(page).not.toHaveURL(/page=2/);
  await expect(page.getByRole('table', { name: 'Customers' }).getByRole('row')).toHaveCount(13);
  await expect(summary).toHaveCount(0);

  // A status changes at once from its row.
  await page.getByLabel('Payment status of Quinn Tester 02').selectOption('refunded');
  await expect(page.getByText('Status updated successfully')).toBeVisible();
  const changed = await request.get(`/api/customers/${ids[1]}`, {
    headers: authHeaders(session.token),
  });
  expect((await changed.json()).data.paymentStatus).toBe('refunded');
  await expect(page.getByRole('table', { name: 'Customers' }).getByRole('row')).toHaveCount(12);

  // Delete, after the browser's confirmation.
  acceptConfirm(page, 'Are you sure you want to delete this customer?');
  await page.getByRole('button', { name: 'Delete Quinn Tester 04' }).click();
  await expect(page.getByText('Item deleted successfully')).toBeVisible();
  const gone = await request.get(`/api/customers/${ids[3]}`, {
    headers: authHeaders(session.token),
  });
  expect(gone.status()).toBe(404);

  // Export the filtered set, with its formula made inert.
  await page.getByLabel('Payment status', { exact: true }).selectOption('');
  await expect(summary).toContainText('Showing 1 to 20 of 24 results');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^customers-export-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByText('Customers data exported successfully!')).toBeVisible();
  const bytes = fs.readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toMatch(/^ID,Name,Email,Phone,Course/);
  expect(lines).toHaveLength(1 + 24);
  expect(lines.some((line) => line.includes('"\'=HYPERLINK(""http://x"",""y"")"'))).toBe(true);
  expect(lines.some((line) => line.includes('Quinn Tester 04'))).toBe(false);
  expect(lines.filter((line) => line.includes(',refunded,'))).toHaveLength(1);
});

test('Customers: a status change shows at once and is taken back, with a toast, when saving fails', async ({
  page,
  request,
}) => {
  const source = `e2e-fail-${Date.now().toString(36)}`;
  const created = await request.post('/api/customers', {
    headers: authHeaders(session.token),
    data: {
      name: 'Rollback Tester',
      email: 'rollback@example.com',
      amount: 100,
      paymentStatus: 'pending',
      source,
    },
  });
  expect(created.status()).toBe(201);
  const id: string = (await created.json()).data._id;

  // The save is held until the select has been looked at, then fails as a server error would.
  let fail: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    fail = resolve;
  });
  await page.route(`**/api/customers/${id}`, async (route) => {
    if (route.request().method() === 'GET') return route.fallback();
    await held;
    await route.fulfill({
      status: 500,
      json: { success: false, code: 'INTERNAL_ERROR', message: 'Internal server error' },
    });
  });

  await openSignedIn(page, session, `/user-management?source=${source}`);
  const status = page.getByLabel('Payment status of Rollback Tester');
  await expect(status).toHaveValue('pending');
  await status.selectOption('paid');
  await expect(status).toHaveValue('paid');

  fail();
  await expect(page.getByText('Failed to update status')).toBeVisible();
  await expect(status).toHaveValue('pending');
  const kept = await request.get(`/api/customers/${id}`, { headers: authHeaders(session.token) });
  expect((await kept.json()).data.paymentStatus).toBe('pending');
});

test('Inquiries tab: its own stats and list, and a server error shown in place of the table', async ({
  page,
}) => {
  await openSignedIn(page, session, '/user-management?tab=inquiries');
  await expect(page.getByRole('tab', { name: /Inquiries/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('Total Inquiries')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Inquiries' })).toBeVisible();

  await page.getByLabel('From', { exact: true }).fill('2026-03-02');
  await page.getByLabel('To', { exact: true }).fill('2026-03-01');
  await expect(
    page.getByRole('alert').filter({ hasText: 'endDate must not be before startDate' }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Inquiries' })).toHaveCount(0);

  await page.getByRole('tab', { name: /Customers/ }).click();
  await expect(page).toHaveURL(/\/user-management$/);
  await expect(page.getByText('Total Customers')).toBeVisible();
});
