import { expect, test } from '@playwright/test';
import { authHeaders, openSignedIn } from '../fixtures/api.ts';
import { freshSessionEachTest } from '../fixtures/session.ts';

// The command palette and the editors' keyboard shortcuts and unsaved-changes guard
// (docs/keyboard.md).

const session = freshSessionEachTest();

test('the palette jumps to a screen, finds a customer by email and runs a quick action', async ({
  page,
  request,
}) => {
  const email = `palette-${Date.now().toString(36)}@example.com`;
  const created = await request.post('/api/customers', {
    headers: authHeaders(session.token),
    data: { name: 'Paloma Finder', email, amount: 100, paymentStatus: 'paid', source: 'e2e' },
  });
  expect(created.status()).toBe(201);

  await openSignedIn(page, session, '/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible({
    timeout: 30_000,
  });

  // Jump to a screen.
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await palette.getByRole('combobox').fill('payment');
  await expect(palette.getByRole('option', { name: /Payment Analytics/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/payments$/);
  await expect(palette).toBeHidden();

  // A screen is found by the word people use for it, not only by its label.
  await page.keyboard.press('Control+k');
  await palette.getByRole('combobox').fill('Coupons');
  await expect(
    palette
      .getByRole('group', { name: 'Screens' })
      .getByRole('option', { name: /Coupon Management/ }),
  ).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/coupons$/);
  await expect(palette).toBeHidden();

  // Find a customer by email, on the server.
  await page.getByRole('button', { name: /Search or jump to/ }).click();
  await palette.getByRole('combobox').fill(email);
  const customers = palette.getByRole('group', { name: 'Customers' });
  await expect(customers.getByRole('option', { name: /Paloma Finder/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user-management\?search=/);
  await expect(page.getByRole('table', { name: 'Customers' })).toContainText(email);

  // A quick action opens the screen's own editor.
  await page.keyboard.press('Control+k');
  await palette.getByRole('combobox').fill('new coupon');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Create New Coupon' })).toBeVisible();
  await expect(page).toHaveURL(/\/coupons$/);
});

test('Ctrl S saves the editor; Esc and leaving the page ask while changes are unsaved', async ({
  page,
}) => {
  const code = `KB${Date.now().toString(36).toUpperCase().slice(-6)}`;
  await openSignedIn(page, session, '/coupons?new=1');
  const dialog = page.getByRole('dialog', { name: 'Create New Coupon' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await dialog.getByLabel('Coupon Code').fill(code);
  await dialog.getByLabel('Discount Value (%)').fill('15');
  await dialog.locator('label').filter({ hasText: 'Full-Stack Web Development' }).click();

  // Esc with unsaved changes asks; keeping them leaves the editor as it was.
  await page.keyboard.press('Escape');
  const ask = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(dialog.getByLabel('Coupon Code')).toHaveValue(code);

  // Ctrl S saves from inside a field.
  await dialog.getByLabel('Discount Value (%)').focus();
  await page.keyboard.press('Control+s');
  await expect(page.getByText('Coupon created successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // An edit left unsaved: the tab's close (as a reload) gets the browser's question.
  await page.getByLabel('Search').fill(code);
  const row = page.getByRole('row').filter({ hasText: code });
  await row.getByRole('button', { name: `Edit ${code}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Coupon' });
  await edit.getByLabel('Usage Limit').fill('7');
  await page.keyboard.press('Escape');
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  const asked = new Promise<string>((resolve) => {
    page.once('dialog', (question) => {
      resolve(question.type());
      void question.dismiss();
    });
  });
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
  expect(page.isClosed()).toBe(false);
  await expect(edit.getByLabel('Usage Limit')).toHaveValue('7');
});
