import { expect, test } from '@playwright/test';
import { SignJWT } from 'jose';
import {
  apiLogin,
  authHeaders,
  createUser,
  openSignedIn,
  resetUsers,
  uniqueEmail,
} from '../fixtures/api.ts';
import { E2E_ADMIN, E2E_JWT_SECRET } from '../fixtures/constants.ts';

async function signIn(page: import('@playwright/test').Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in to Dashboard' }).click();
}

test.beforeEach(async ({ request }) => {
  await resetUsers(request);
});

test('a signed-out visitor is sent to the sign-in page', async ({ page }) => {
  await page.goto('/users');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in to Dashboard' })).toBeVisible();
  await expect(page.getByText('500+')).toBeVisible();
});

test('a wrong password shows the error and signs nobody in', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, E2E_ADMIN.email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
});

test('a non-admin is refused with the spec message', async ({ page, request }) => {
  const { token } = await apiLogin(request);
  const member = {
    name: 'Plain Member',
    email: uniqueEmail('member'),
    role: 'user' as const,
    password: 'member-password',
  };
  await createUser(request, token, member);
  await page.goto('/login');
  await signIn(page, member.email, member.password);
  await expect(page.getByRole('alert')).toHaveText('Access denied. Admin privileges required.');
  expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('admin_user'))).toBeNull();
});

test('an admin signs in, the session survives a reload, and sign-out ends it', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome back')).toBeVisible();
  await expect(page.getByText(E2E_ADMIN.email)).toBeVisible();
  await expect(page.getByText('Version 1.0.0')).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome back')).toBeVisible();

  // Signed in, /login and unknown paths lead to the dashboard.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/dashboard$/);

  const token = await page.evaluate(() => localStorage.getItem('admin_token'));
  expect(token).toBeTruthy();
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
  // The server no longer accepts the old token.
  const profile = await request.get('/api/auth/profile', { headers: authHeaders(token ?? '') });
  expect(profile.status()).toBe(401);
});

test('a token revoked elsewhere sends the browser to the sign-in page', async ({
  page,
  request,
}) => {
  const session = await apiLogin(request);
  await openSignedIn(page, session, '/dashboard');
  await expect(page.getByText('Welcome back')).toBeVisible();
  await request.post('/api/auth/logout', { headers: authHeaders(session.token) });
  await page.getByRole('link', { name: 'User Management' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
});

test('an expired token sends the browser to the sign-in page', async ({ page, request }) => {
  const session = await apiLogin(request);
  const [, payload] = session.token.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
  const expired = await new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer('coursedesk')
    .setIssuedAt(Math.floor(Date.now() / 1000) - 9 * 3600)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
    .sign(new TextEncoder().encode(E2E_JWT_SECRET));
  await openSignedIn(page, { token: expired, user: session.user }, '/users');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
});
