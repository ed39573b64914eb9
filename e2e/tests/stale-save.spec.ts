import { type Browser, expect, type Page, test } from '@playwright/test';
import {
  type ApiUser,
  apiLogin,
  authHeaders,
  createUser,
  openSignedIn,
  uniqueEmail,
} from '../fixtures/api.ts';
import { courseBundle } from '../fixtures/course-bundle.ts';
import { freshSessionEachTest } from '../fixtures/session.ts';

// Two admins editing one course (docs/architecture.md, "Stale saves"): the editor sends the
// version it loaded, and the second save is asked to reload the first one's change or overwrite it.

const COURSE_ID = 'e2e-stale-save';
const session = freshSessionEachTest();
const GRACE = { name: 'Grace Hopper', password: 'grace-e2e-password' };

let grace: { token: string; user: ApiUser };

test.beforeEach(async ({ request }) => {
  const headers = authHeaders(session.token);
  // A course left by an earlier failed run starts afresh.
  await request.delete(`/api/admin/course-bundles/${COURSE_ID}`, { headers });
  const created = await request.post('/api/admin/course-bundles', {
    headers,
    data: courseBundle(COURSE_ID, 'Stale Save Course'),
  });
  expect(created.status()).toBe(201);
  const email = uniqueEmail('grace');
  await createUser(request, session.token, { ...GRACE, email, role: 'admin' });
  grace = await apiLogin(request, { email, password: GRACE.password });
});

/** A browser of its own, signed in as `admin`, with the course's editor open. */
async function openEditor(browser: Browser, admin: { token: string; user: ApiUser }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openSignedIn(page, admin, `/courses?edit=${COURSE_ID}`);
  const editor = page.getByRole('dialog', { name: 'Edit Course' });
  await expect(editor.getByLabel('Title', { exact: true })).toHaveValue(/./);
  return { page, editor };
}

async function setTitle(page: Page, title: string) {
  const editor = page.getByRole('dialog', { name: 'Edit Course' });
  await editor.getByLabel('Title', { exact: true }).fill(title);
  await editor.getByRole('button', { name: 'Update Course' }).click();
}

async function storedTitle(page: Page): Promise<string> {
  const response = await page.request.get(`/api/admin/course-bundles/${COURSE_ID}`, {
    headers: authHeaders(session.token),
  });
  return (await response.json()).data.course.title;
}

test('the second of two admins saving one course chooses: overwrite, or reload the first one’s change', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = session.user;

  // Both open the course; the first saves, the second's save on the old version is asked about.
  const first = await openEditor(browser, session);
  const second = await openEditor(browser, grace);
  await setTitle(first.page, 'Title from the first admin');
  await expect(first.editor).toBeHidden();
  await setTitle(second.page, 'Title from Grace');
  let stale = second.page.getByRole('dialog', { name: 'This course was changed by someone else' });
  await expect(stale).toContainText(`${admin.name} (${admin.email}) saved a change on`);
  expect(await storedTitle(second.page)).toBe('Title from the first admin');

  // Overwrite: the second admin's edits are saved over the first's.
  await stale.getByRole('button', { name: 'Overwrite' }).click();
  await expect(stale).toBeHidden();
  await expect(second.editor).toBeHidden();
  expect(await storedTitle(second.page)).toBe('Title from Grace');

  // Again the other way round: the first admin's late save reloads Grace's change instead.
  await first.page.goto(`/courses?edit=${COURSE_ID}`);
  await expect(first.editor.getByLabel('Title', { exact: true })).toHaveValue('Title from Grace');
  await second.page.goto(`/courses?edit=${COURSE_ID}`);
  await setTitle(second.page, 'Grace changed it again');
  await expect(second.editor).toBeHidden();
  await setTitle(first.page, 'A late edit');
  stale = first.page.getByRole('dialog', { name: 'This course was changed by someone else' });
  await expect(stale).toContainText(`${GRACE.name} (${grace.user.email}) saved a change on`);
  await stale.getByRole('button', { name: 'Reload' }).click();
  await expect(stale).toBeHidden();
  await expect(first.editor.getByLabel('Title', { exact: true })).toHaveValue(
    'Grace changed it again',
  );
  expect(await storedTitle(first.page)).toBe('Grace changed it again');

  // The reloaded editor saves on the version it now holds, without asking.
  await setTitle(first.page, 'Agreed title');
  await expect(first.editor).toBeHidden();
  expect(await storedTitle(first.page)).toBe('Agreed title');
});
