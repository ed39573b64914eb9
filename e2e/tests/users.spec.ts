import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  apiLogin,
  createUser,
  listUsers,
  openSignedIn,
  resetUsers,
  uniqueEmail,
} from '../fixtures/api.ts';
import { E2E_ADMIN } from '../fixtures/constants.ts';

let session: Awaited<ReturnType<typeof resetUsers>>;

test.beforeEach(async ({ request, page }) => {
  session = await resetUsers(request);
  await openSignedIn(page, session, '/users');
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
});

/** A member (role `user`) made through the API, then the list read again to show it. */
async function addMember(page: Page, request: APIRequestContext, name: string, tag: string) {
  const member = await createUser(request, session.token, {
    name,
    email: uniqueEmail(tag),
    role: 'user',
    password: `${tag}-password`,
  });
  await page.reload();
  return member;
}

function row(page: Page, text: string) {
  return page.getByRole('row', { name: new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
}

test('creates a user through the form, checked through the API', async ({ page, request }) => {
  const email = uniqueEmail('new-user');
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New User' });
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog.getByText('Name and email are required').first()).toBeVisible();

  await dialog.getByLabel('Name').fill('Nadia New');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(dialog.getByText('Password is required for new users')).toBeVisible();

  await dialog.getByLabel('Role').selectOption('admin');
  await dialog.getByLabel('Password', { exact: true }).fill('nadia-password');
  await dialog.getByRole('button', { name: 'Create User' }).click();
  // Creating an account asks for the admin's own password again, once in 10 minutes.
  const confirm = page.getByRole('dialog', { name: 'Confirm your password' });
  await confirm.getByLabel('Current password').fill('not-my-password');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm.getByText('That is not your current password.')).toBeVisible();
  await confirm.getByLabel('Current password').fill(E2E_ADMIN.password);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('User created successfully')).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(dialog).toBeHidden();
  await expect(row(page, email)).toContainText('Nadia New');
  await expect(row(page, email)).toContainText('Admin');

  const created = (await listUsers(request, session.token)).find((u) => u.email === email);
  expect(created).toMatchObject({ name: 'Nadia New', role: 'admin' });
  // The new admin can sign in with the password set in the form.
  expect((await apiLogin(request, { email, password: 'nadia-password' })).user.email).toBe(email);
});

test('refuses a duplicate email with the server message', async ({ page }) => {
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New User' });
  await dialog.getByLabel('Name').fill('Copy Cat');
  await dialog.getByLabel('Email').fill(E2E_ADMIN.email);
  await dialog.getByLabel('Password', { exact: true }).fill('copy-password');
  await dialog.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('A user with this email already exists')).toBeVisible();
  await expect(dialog).toBeVisible();
});

test('edits a user, checked through the API', async ({ page, request }) => {
  const member = await addMember(page, request, 'Edith Edit', 'edit');
  await page.getByRole('button', { name: 'Edit Edith Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  // An edit keeps the password unless a new one is typed.
  await expect(dialog.getByLabel('New password')).toHaveValue('');
  await dialog.getByLabel('Name').fill('Edith Edited');
  await dialog.getByRole('button', { name: 'Update User' }).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();
  await expect(row(page, member.email)).toContainText('Edith Edited');

  const updated = (await listUsers(request, session.token)).find((u) => u._id === member._id);
  expect(updated).toMatchObject({ name: 'Edith Edited', role: 'user' });
});

test('locks the role of the last admin and offers no delete on your own row', async ({ page }) => {
  const own = row(page, E2E_ADMIN.email);
  await expect(own).toContainText('(You)');
  await expect(own.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

  await own.getByRole('button', { name: /^Edit/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await expect(dialog.getByLabel('Role')).toBeDisabled();
  await expect(
    dialog.getByText('Cannot change role: This is the last admin account'),
  ).toBeVisible();
});

test('deletes another user after confirmation', async ({ page, request }) => {
  const member = await addMember(page, request, 'Doomed Member', 'delete');
  await expect(page.getByText('Total Users')).toBeVisible();

  let asked = '';
  page.once('dialog', (confirm) => {
    asked = confirm.message();
    void confirm.dismiss();
  });
  await page.getByRole('button', { name: 'Delete Doomed Member' }).click();
  expect(asked).toBe('Are you sure you want to delete this user?');
  await expect(row(page, member.email)).toBeVisible();

  page.once('dialog', (confirm) => void confirm.accept());
  await page.getByRole('button', { name: 'Delete Doomed Member' }).click();
  await expect(page.getByText('User deleted successfully')).toBeVisible();
  await expect(row(page, member.email)).toHaveCount(0);
  expect((await listUsers(request, session.token)).some((u) => u._id === member._id)).toBe(false);
});

test('searches by name or email', async ({ page, request }) => {
  await addMember(page, request, 'Findable Person', 'findme');
  const search = page.getByLabel('Search users');
  await search.fill('findable');
  await expect(page.getByRole('button', { name: 'Edit Findable Person' })).toBeVisible();
  await expect(row(page, E2E_ADMIN.email)).toHaveCount(0);
  await search.fill('findme-');
  await expect(page.getByRole('button', { name: 'Edit Findable Person' })).toBeVisible();
  await search.fill('nobody-matches-this');
  await expect(page.getByText('No users found')).toBeVisible();
});

test('an admin sets another admin’s password after confirming; that admin must choose their own at sign-in and sees the notice', async ({
  page,
  request,
}) => {
  // Two sign-ins, a forced password change and the notices: a long flow.
  test.slow();
  const email = uniqueEmail('grace');
  // Made from a session of its own: creating an account confirms the password of the session
  // that creates it, and the browser's session is to be asked.
  const setup = await apiLogin(request);
  await createUser(request, setup.token, {
    name: 'Grace Hopper',
    email,
    role: 'admin',
    password: 'grace-first-password',
  });
  await page.reload();
  const owner = (await listUsers(request, session.token)).find((u) => u.email === E2E_ADMIN.email);

  await page.getByRole('button', { name: 'Edit Grace Hopper' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await dialog.getByLabel('New password').fill('set-by-an-admin-2026');
  await dialog.getByRole('button', { name: 'Update User' }).click();
  // Another admin's password takes their account: it asks for the admin's own password first,
  // typed once, and the change then goes through.
  const confirm = page.getByRole('dialog', { name: 'Confirm your password' });
  await confirm.getByLabel('Current password').fill(E2E_ADMIN.password);
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('User updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Grace signs in (in this browser, once its admin has signed out) with the password she was given.
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('set-by-an-admin-2026');
  await page.getByRole('button', { name: 'Sign in to Dashboard' }).click();

  // She is made to choose her own before anything else, and told who set it.
  await expect(page).toHaveURL(/\/account\/password$/);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expect(
    page.getByText(`${owner?.name} (${E2E_ADMIN.email}) set the password`),
  ).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/account\/password$/);

  await page.getByLabel('Current password').fill('set-by-an-admin-2026');
  await page.getByLabel('New password', { exact: true }).fill('        ');
  await page.getByLabel('Repeat the new password').fill('        ');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password cannot be only spaces')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('grace-own-password-77');
  await page.getByLabel('Repeat the new password').fill('grace-own-password-77');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Your password is changed.')).toBeVisible();

  // The notice waits under the bell; choosing it marks it read.
  await page.getByRole('button', { name: 'Notices, 1 unread' }).click();
  const notice = page.getByRole('menuitem', {
    name: new RegExp(`Your password was changed by ${owner?.name} \\(${E2E_ADMIN.email}\\)`),
  });
  await expect(notice).toBeVisible();
  await notice.click();
  await expect(page.getByRole('button', { name: 'Notices', exact: true })).toBeVisible();

  // Her own password is the one that signs in now.
  expect((await apiLogin(request, { email, password: 'grace-own-password-77' })).user.email).toBe(
    email,
  );
});
