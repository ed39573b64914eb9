import { expect, test } from '@playwright/test';
import { type apiLogin, authHeaders, openSignedIn, resetUsers } from '../fixtures/api.ts';

// The activity log (docs/activity.md): a change made in an editor shows on the Activity screen,
// filtered by person and area (kept after a reload), and in the record's History panel.

let session: Awaited<ReturnType<typeof apiLogin>>;

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ request }) => {
  session = await resetUsers(request);
});

test('edit a coupon, find the change on Activity and in its History', async ({ page, request }) => {
  const headers = authHeaders(session.token);
  const courses = await request.get('/api/coupons/admin/courses', { headers });
  const [course] = (await courses.json()).data as { id: string }[];
  if (!course) throw new Error('the demo data has no course');
  const code = `ACT${Date.now().toString(36).toUpperCase().slice(-6)}`;
  const created = await request.post('/api/coupons/admin', {
    headers,
    data: { code, discountType: 'percentage', discountValue: 10, courseIds: [course.id] },
  });
  expect(created.status()).toBe(201);

  await openSignedIn(page, session, `/coupons?search=${code.toLowerCase()}`);
  const row = page.getByRole('row').filter({ hasText: code });
  await row.getByRole('button', { name: `Edit ${code}` }).click({ timeout: 30_000 });
  const edit = page.getByRole('dialog', { name: 'Edit Coupon' });
  await edit.getByLabel('Discount Value (%)').fill('35');
  await edit.getByRole('button', { name: 'Update Coupon' }).click();
  await expect(page.getByText('Coupon updated successfully!')).toBeVisible();
  await expect(edit).toBeHidden();

  // The Activity screen, filtered by this admin and the coupons area; the URL keeps the filters.
  await page.getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  await page.getByLabel('Person').selectOption({ label: session.user.email });
  await page.getByLabel('Area').selectOption('coupons');
  await expect(page).toHaveURL(/actor=.*&area=coupons/);
  const entry = page.getByRole('row').filter({ hasText: code }).filter({ hasText: 'Updated' });
  await expect(entry).toHaveCount(1);
  await expect(entry.getByText('discountValue: 10 → 35')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Area')).toHaveValue('coupons');
  await expect(page.getByLabel('Person')).toHaveValue(session.user._id);
  await expect(entry).toHaveCount(1);

  // The coupon's own History panel lists the update and the creation.
  await page.goto(`/coupons?search=${code.toLowerCase()}`);
  await row.getByRole('button', { name: `Edit ${code}` }).click();
  const history = edit.getByRole('region', { name: 'History' });
  await expect(history.getByText(`Updated by ${session.user.email}`)).toBeVisible();
  await expect(history.getByText('discountValue: 10 → 35')).toBeVisible();
  await expect(history.getByText(`Created by ${session.user.email}`)).toBeVisible();
});
