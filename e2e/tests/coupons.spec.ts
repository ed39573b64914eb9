import { expect, type Page, test } from '@playwright/test';
import { type apiLogin, authHeaders, openSignedIn, resetUsers } from '../fixtures/api.ts';
import { acceptConfirm } from '../fixtures/session.ts';

// Coupon Management (docs/coupons-and-payments.md): create, edit, deactivate, and the refusal to delete a
// coupon that has been used.

let session: Awaited<ReturnType<typeof apiLogin>>;

// Each flow makes many round trips; on a busy machine they need more than the default.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ request }) => {
  session = await resetUsers(request);
});

interface ApiCoupon {
  _id: string;
  code: string;
  discountType: string;
  discountValue: number;
  isActive: boolean;
  usedCount: number;
  usageLimit: number | null;
  status: string;
}

async function findCoupon(page: Page, token: string, code: string): Promise<ApiCoupon | undefined> {
  const response = await page.request.get(`/api/coupons/admin?search=${code}&limit=100`, {
    headers: authHeaders(token),
  });
  const body = await response.json();
  return body.coupons.find((coupon: ApiCoupon) => coupon.code === code);
}

test('create a coupon, edit it, deactivate it', async ({ page }) => {
  const code = `E2E${Date.now().toString(36).toUpperCase().slice(-6)}`;
  await openSignedIn(page, session, '/coupons');
  await expect(page.getByRole('heading', { level: 1, name: 'Coupon Management' })).toBeVisible({
    timeout: 30_000,
  });
  const totalCoupons = page.getByText('Total Coupons').locator('xpath=following-sibling::dd');
  // The stat shows a placeholder until the stats have loaded.
  await expect(totalCoupons).toHaveText(/^\d+$/);
  const totalBefore = Number(await totalCoupons.textContent());

  await page.getByRole('button', { name: 'Create Coupon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Coupon' });
  await dialog.getByRole('button', { name: 'Create Coupon' }).click();
  await expect(dialog.getByText('Coupon code is required')).toBeVisible();
  await expect(dialog.getByText('At least one course must be selected')).toBeVisible();

  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(dialog.getByLabel('Coupon Code')).toHaveValue(/^[A-Z0-9]{8}$/);
  await dialog.getByLabel('Coupon Code').fill(code.toLowerCase());
  await expect(dialog.getByLabel('Coupon Code')).toHaveValue(code);
  await dialog.getByLabel('Discount Value (%)').fill('15');
  await dialog.locator('label').filter({ hasText: 'Full-Stack Web Development' }).click();
  await dialog.locator('label').filter({ hasText: 'Data Science & AI' }).click();
  await dialog.locator('label').filter({ hasText: 'UX/UI Design' }).click();
  await dialog.getByLabel('Usage Limit').fill('20');
  await dialog.getByLabel('Description').fill('Made in the browser');
  await dialog.getByRole('button', { name: 'Create Coupon' }).click();
  await expect(page.getByText('Coupon created successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const created = await findCoupon(page, session.token, code);
  expect(created).toMatchObject({
    discountValue: 15,
    usageLimit: 20,
    isActive: true,
    status: 'Active',
  });
  await expect(totalCoupons).toHaveText(String(totalBefore + 1));

  await page.getByLabel('Search').fill(code.toLowerCase());
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('+1 more course')).toBeVisible();
  await expect(row.getByText('0 / 20')).toBeVisible();
  await expect(row.getByText('20 remaining')).toBeVisible();
  await expect(row.getByText('No expiry')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`search=${code.toLowerCase()}`));

  await row.getByRole('button', { name: `Edit ${code}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Coupon' });
  await edit.getByLabel('Discount Type').selectOption('flat');
  await edit.getByLabel('Discount Value (£)').fill('250');
  await edit.getByRole('button', { name: 'Update Coupon' }).click();
  await expect(page.getByText('Coupon updated successfully!')).toBeVisible();
  await expect(row.getByText('£250')).toBeVisible();

  await row.getByRole('button', { name: `Edit ${code}` }).click();
  await edit.getByLabel('Active').uncheck();
  await edit.getByRole('button', { name: 'Update Coupon' }).click();
  await expect(page.getByText('Coupon updated successfully!').first()).toBeVisible();
  await expect(row.getByText('Inactive')).toBeVisible();
  expect(await findCoupon(page, session.token, code)).toMatchObject({
    discountType: 'flat',
    discountValue: 250,
    isActive: false,
    status: 'Inactive',
  });

  // The Inactive filter shows it, the Active filter does not; the URL keeps the filter.
  await page.getByLabel('Status').selectOption('inactive');
  await expect(row).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('inactive');
  await expect(page.getByRole('row').filter({ hasText: code })).toHaveCount(1);
  await page.getByLabel('Status').selectOption('active');
  await expect(page.getByText('No coupons found')).toBeVisible();

  // An unused coupon can be deleted.
  await page.getByLabel('Status').selectOption('');
  acceptConfirm(page, 'Are you sure you want to delete this coupon?');
  await page.getByRole('button', { name: `Delete ${code}` }).click();
  await expect(page.getByText('Coupon deleted successfully!')).toBeVisible();
  expect(await findCoupon(page, session.token, code)).toBeUndefined();
});

test('a used coupon cannot be deleted, only deactivated', async ({ page, request }) => {
  const list = await request.get('/api/coupons/admin?limit=100', {
    headers: authHeaders(session.token),
  });
  const used = (await list.json()).coupons.find((coupon: ApiCoupon) => coupon.usedCount > 0);
  expect(used, 'the demo business has a used coupon').toBeDefined();

  await openSignedIn(page, session, `/coupons?search=${used.code}`);
  const row = page.getByRole('row').filter({ hasText: used.code });
  await expect(row).toHaveCount(1);
  acceptConfirm(page, 'Are you sure you want to delete this coupon?');
  await row.getByRole('button', { name: `Delete ${used.code}` }).click();
  await expect(
    page.getByText(
      'This coupon has been used and cannot be deleted. Consider deactivating it instead.',
    ),
  ).toBeVisible();
  await expect(row).toHaveCount(1);
  expect(await findCoupon(page, session.token, used.code)).toMatchObject({ _id: used._id });
});
