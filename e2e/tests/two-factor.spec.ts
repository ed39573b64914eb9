import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { createUser, resetUsers, uniqueEmail } from '../fixtures/api.ts';

// An admin of its own, so the e2e admin the other specs sign in with keeps signing in with its
// password alone.
const password = 'two-factor-admin-password';

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in to Dashboard' }).click();
}

test('turns on two-factor sign-in from the QR screen, then signs in with password and code', async ({
  page,
  request,
}) => {
  const session = await resetUsers(request);
  const email = uniqueEmail('two-factor');
  await createUser(request, session.token, { name: 'Tess Factor', email, role: 'admin', password });

  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Account security' }).click();
  await expect(page.getByRole('heading', { name: 'Account security' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Sessions' })).toContainText('This session');

  // Setting up asks for the password again.
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your password' });
  await confirm.getByLabel('Current password').fill(password);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();

  // The key shown beside the QR code, read as a person would type it into their app.
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const totp = new TOTP({ secret: Secret.fromBase32(secret) });
  await page.getByLabel('Code from the app').fill(totp.generate());
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('On', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The password alone no longer opens the panel: the code of the app does, once. The code used
  // to turn it on is spent, so this one is of the next 30-second step (accepted a step early).
  await signIn(page, email);
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeVisible();
  await code.fill('000000');
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not right');
  await code.fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
});
