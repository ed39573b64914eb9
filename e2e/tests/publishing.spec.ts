import { expect, type Page, test } from '@playwright/test';
import { authHeaders, openSignedIn } from '../fixtures/api.ts';
import { E2E_SITE_ORIGIN } from '../fixtures/constants.ts';
import { courseBundle } from '../fixtures/course-bundle.ts';
import { freshSessionEachTest } from '../fixtures/session.ts';

// Publishing a course from its editor (docs/publishing.md): a new course is a draft the website
// does not show; the editor previews it on the site, schedules it, and publishes it.

const COURSE_ID = 'e2e-publish-with-care';
const session = freshSessionEachTest();

test.beforeEach(async ({ request }) => {
  const headers = authHeaders(session.token);
  await request.delete(`/api/admin/course-bundles/${COURSE_ID}`, { headers });
  const created = await request.post('/api/admin/course-bundles', {
    headers,
    data: courseBundle(COURSE_ID, 'Publish With Care'),
  });
  expect(created.status()).toBe(201);
});

async function stored(page: Page) {
  const response = await page.request.get(`/api/admin/course-bundles/${COURSE_ID}`, {
    headers: authHeaders(session.token),
  });
  return (await response.json()).data.course as {
    _id: string;
    publishStatus: string;
    publishAt: string | null;
  };
}

const publicStatus = async (page: Page) =>
  (await page.request.get(`/api/public/courses/${COURSE_ID}`)).status();

async function openEditor(page: Page) {
  await openSignedIn(page, session, `/courses?edit=${COURSE_ID}`);
  const editor = page.getByRole('dialog', { name: 'Edit Course' });
  // The editor's code and the course's bundle load on opening: more than one round on a busy machine.
  await expect(editor.getByLabel('Title', { exact: true })).toHaveValue('Publish With Care', {
    timeout: 15_000,
  });
  return editor;
}

/** A datetime-local value an hour from now, in the browser's time zone. */
function inAnHour(): string {
  const time = new Date(Date.now() + 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}T${pad(time.getHours())}:${pad(time.getMinutes())}`;
}

test('a course is drafted, previewed on the site, scheduled and published from its editor', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  // The draft: kept off the website.
  expect((await stored(page)).publishStatus).toBe('draft');
  expect(await publicStatus(page)).toBe(404);

  // Preview on site: a new tab at the site's preview address with a token for this course.
  await context.route(`${E2E_SITE_ORIGIN}/preview/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Preview</h1>' }),
  );
  let editor = await openEditor(page);
  await expect(editor.getByText('Draft', { exact: true }).first()).toBeVisible();
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    editor.getByRole('button', { name: 'Preview on site' }).click(),
  ]);
  await tab.waitForURL(/\/preview\/course\//);
  const url = new URL(tab.url());
  expect(url.pathname).toBe(`/preview/course/${COURSE_ID}`);
  const token = url.searchParams.get('token') ?? '';
  const preview = await page.request.get(`/api/public/courses/${COURSE_ID}`, {
    headers: { 'Coursedesk-Preview': token },
  });
  expect(preview.status()).toBe(200);
  expect(preview.headers()['cache-control']).toBe('private, no-store');
  await tab.close();

  // A schedule in the past is refused with its reason; an hour from now is kept.
  await editor.getByLabel('Publish at').fill('2001-01-01T09:00');
  await editor.getByRole('button', { name: 'Schedule' }).click();
  await expect(editor.getByText('The publish time must be in the future').first()).toBeVisible();
  await editor.getByLabel('Publish at').fill(inAnHour());
  await editor.getByRole('button', { name: 'Schedule' }).click();
  await expect(editor).toBeHidden();
  const scheduled = await stored(page);
  expect(scheduled.publishStatus).toBe('scheduled');
  expect(Date.parse(scheduled.publishAt ?? '')).toBeGreaterThan(Date.now());
  expect(await publicStatus(page)).toBe(404);

  // Published: on the website at once.
  editor = await openEditor(page);
  await expect(editor.getByText(/Scheduled ·/)).toBeVisible();
  await editor.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(editor).toBeHidden();
  expect((await stored(page)).publishStatus).toBe('published');
  expect(await publicStatus(page)).toBe(200);
});
