import { expect, test } from '@playwright/test';
import { authHeaders, openSignedIn, resetUsers, sendPaymentEvent } from '../fixtures/api.ts';

// The review queue (docs/coupons-and-payments.md): a payment that does not match its price is
// flagged, listed under "Needs review", and marked reviewed with a note.

test.describe.configure({ timeout: 120_000 });

test('a £1 payment for a £2,999 course waits in the review queue until an admin reviews it', async ({
  page,
  request,
}) => {
  const session = await resetUsers(request);
  const orderId = `ord_review_${Date.now()}`;
  await sendPaymentEvent(request, {
    orderId,
    customer: { name: 'Rita Review', email: `${orderId}@example.com` },
    amount: 1,
  });
  const summary = async () =>
    (
      await (
        await request.get('/api/payments/review-summary', { headers: authHeaders(session.token) })
      ).json()
    ).data;
  const before = await summary();
  expect(before.needsReview).toBeGreaterThan(0);

  await openSignedIn(page, session, '/payments?tab=transactions');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Analytics' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByLabel('Review', { exact: true }).selectOption('true');
  await expect(page).toHaveURL(/needsReview=true/);
  const row = page.getByRole('row').filter({ hasText: 'Rita Review' });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^View / }).click();

  const dialog = page.getByRole('dialog');
  const findings = dialog.getByRole('region', { name: 'Findings' });
  await expect(findings).toContainText('Needs review');
  await expect(findings).toContainText(/£1\.00/);
  await dialog.getByLabel('Review note').fill('Customer paid the rest by bank transfer.');
  await dialog.getByRole('button', { name: 'Mark as reviewed' }).click();
  await expect(findings).toContainText('Reviewed');
  await expect(findings).toContainText('Customer paid the rest by bank transfer.');
  await page.keyboard.press('Escape');

  expect((await summary()).needsReview).toBe(before.needsReview - 1);
  await expect(page.getByRole('row').filter({ hasText: 'Rita Review' })).toHaveCount(0);
});
