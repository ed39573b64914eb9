import { expect, test } from '@playwright/test';
import { openSignedIn, resetUsers } from '../fixtures/api.ts';

test('below 1024 px the sidebar is a drawer that closes after a link is chosen', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await openSignedIn(page, await resetUsers(request), '/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'User Management' })).toBeHidden();

  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await expect(drawer.getByText('Version 1.0.0')).toBeVisible();
  await drawer.getByRole('link', { name: 'User Management' }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
});

test('at 1024 px and wider the sidebar stays open', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, await resetUsers(request), '/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'User Management' }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(nav).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open navigation' })).toBeHidden();
});
