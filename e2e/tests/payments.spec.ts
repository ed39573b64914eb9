import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { type apiLogin, authHeaders, openSignedIn, resetUsers } from '../fixtures/api.ts';

// Payment Analytics (docs/coupons-and-payments.md): the period selector and the transactions export.

let session: Awaited<ReturnType<typeof apiLogin>>;

// Each flow makes many round trips; on a busy machine they need more than the default.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ request }) => {
  session = await resetUsers(request);
});

const pounds = (amount: number) =>
  new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    maximumFractionDigits: 0,
  }).format(amount);

test('switch periods: the cards follow the server’s figures for each', async ({
  page,
  request,
}) => {
  const stats = async (period: number) =>
    (
      await (
        await request.get(`/api/payments/stats?period=${period}`, {
          headers: authHeaders(session.token),
        })
      ).json()
    ).stats;
  await openSignedIn(page, session, '/payments');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Analytics' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByLabel('Period')).toHaveValue('30');

  const card = (label: string) =>
    page.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
  const thirty = await stats(30);
  await expect(card('Total Revenue')).toHaveText(pounds(thirty.totalRevenue));
  await expect(card('Revenue (Last 30 days)')).toHaveText(pounds(thirty.periodRevenue));

  for (const [period, label] of [
    [7, 'Last 7 days'],
    [90, 'Last 90 days'],
    [365, 'Last year'],
  ] as const) {
    await page.getByLabel('Period').selectOption(String(period));
    const expected = await stats(period);
    await expect(card(`Revenue (${label})`)).toHaveText(pounds(expected.periodRevenue));
    await expect(card(`Transactions (${label})`)).toHaveText(
      expected.periodTransactions.toLocaleString('en-GB'),
    );
  }
  expect((await stats(365)).periodRevenue).toBeGreaterThan((await stats(7)).periodRevenue);
  await expect(page).toHaveURL(/period=365/);
  await page.reload();
  await expect(page.getByLabel('Period')).toHaveValue('365');
  await expect(
    page.getByRole('region', { name: 'Top Performing Courses' }).getByRole('listitem'),
  ).toHaveCount(5);
});

test('export the filtered transactions and read the file', async ({ page, request }) => {
  await openSignedIn(page, session, '/payments?tab=transactions');
  await page.getByLabel('Status', { exact: true }).selectOption('failed');
  await expect(page).toHaveURL(/status=failed/);
  const list = await (
    await request.get('/api/payments/transactions?status=failed&limit=1', {
      headers: authHeaders(session.token),
    })
  ).json();
  const total: number = list.pagination.total;
  expect(total).toBeGreaterThan(0);
  const table = page.getByRole('table', { name: 'Transactions' });
  await expect(table.getByText('failed').first()).toBeVisible();
  // The columns are wider than the card at this width: they scroll sideways inside it, and the
  // row's View button stays in sight at its right edge.
  const frame = await table.locator('xpath=..').boundingBox();
  const view = await table
    .getByRole('button', { name: /^View / })
    .first()
    .boundingBox();
  if (!frame || !view) throw new Error('the table or its View button is not laid out');
  expect(view.x + view.width).toBeLessThanOrEqual(frame.x + frame.width);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  const today = new Date().toISOString().slice(0, 10);
  expect(download.suggestedFilename()).toBe(`payment-transactions-${today}.csv`);
  const text = await fs.readFile(await download.path(), 'utf8');
  const lines = text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe(
    'Transaction ID,Order ID,Customer Name,Customer Email,Customer Phone,Course Name,Course Category,Amount,Currency,Payment Method,Status,Payment Date,Created At',
  );
  // The whole filtered set, not only the rows on screen.
  expect(lines).toHaveLength(total + 1);
  expect(lines[1]).toContain(list.transactions[0].id);
  await expect(page.getByText('Transactions exported successfully!')).toBeVisible();

  // A course nobody has bought: nothing to export, a toast and no file.
  const title = `Unsold Course ${Date.now()}`;
  const created = await request.post('/api/admin/courses', {
    headers: authHeaders(session.token),
    data: {
      id: `unsold-${Date.now()}`,
      category: 'Testing',
      badge: 'New',
      title,
      desc: 'Nobody has bought it yet.',
      duration: '1 week',
      extra: 'Online',
      accent: 'edtech-green',
    },
  });
  expect(created.status()).toBe(201);
  await page.reload();
  await page.getByLabel('Course', { exact: true }).selectOption({ label: title });
  await expect(page.getByText('No transactions found')).toBeVisible();
  let downloads = 0;
  page.on('download', () => {
    downloads += 1;
  });
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByText('No data to export')).toBeVisible();
  expect(downloads).toBe(0);
});
