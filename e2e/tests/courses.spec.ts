import { expect, type Locator, type Page, test } from '@playwright/test';
import { type apiLogin, authHeaders, openSignedIn, resetUsers } from '../fixtures/api.ts';
import { solidPng } from '../fixtures/images.ts';
import { acceptConfirm } from '../fixtures/session.ts';

// Course management (docs/courses.md): the six-tab editor, saved and deleted through the bundle endpoints.

const COURSE_ID = 'e2e-data-science';
let session: Awaited<ReturnType<typeof apiLogin>>;

test.beforeEach(async ({ request }) => {
  session = await resetUsers(request);
  // A course left by an earlier failed run would make the id taken.
  await request.delete(`/api/admin/course-bundles/${COURSE_ID}`, {
    headers: authHeaders(session.token),
  });
});

/** Selects a tab of the editor and answers its (only visible) panel. */
async function openTab(dialog: Locator, name: string): Promise<Locator> {
  await dialog.getByRole('tab', { name, exact: true }).click();
  await expect(dialog.getByRole('tab', { name, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  return dialog.getByRole('tabpanel', { name, exact: true });
}

async function readBundle(page: Page, id: string) {
  const response = await page.request.get(`/api/admin/course-bundles/${id}`, {
    headers: authHeaders(session.token),
  });
  return { status: response.status(), data: response.ok() ? (await response.json()).data : null };
}

async function addModule(panel: Locator, n: number, name: string, topic: string, sub: string) {
  await panel.getByRole('button', { name: 'Add Module' }).click();
  const module = panel.getByRole('group', { name: `Module ${n}`, exact: true });
  await module.getByLabel('Module name', { exact: true }).fill(name);
  await module.getByLabel('Duration', { exact: true }).fill('3 weeks');
  await module.getByRole('button', { name: `Add topic to module ${n}` }).click();
  const first = module.getByRole('group', { name: 'Topic 1', exact: true });
  await first.getByLabel('Topic name', { exact: true }).fill(topic);
  await first.getByLabel('Subtopic 1', { exact: true }).fill(sub);
  return module;
}

test('a course made through all six tabs, listed with its price, edited, refused, deleted', async ({
  page,
}) => {
  // A long flow through six tabs, on a machine that may be busy.
  test.setTimeout(300_000);
  const iconName = `E2E Rocket ${Date.now()}`;
  const storedIconName = iconName.toLowerCase().replaceAll(' ', '-');

  // The dashboard's quick action opens the new-course editor.
  await openSignedIn(page, session, '/dashboard');
  await page.getByRole('link', { name: 'Add Course' }).click();
  await expect(page).toHaveURL(/\/courses\?new=1$/);
  const dialog = page.getByRole('dialog', { name: 'Create New Course' });
  await expect(dialog).toBeVisible();

  // Basic Info, with an icon created in the picker.
  let panel = await openTab(dialog, 'Basic Info');
  await panel.getByLabel('Course ID', { exact: true }).fill(COURSE_ID);
  await panel.getByLabel('Title', { exact: true }).fill('E2E Data Science');
  await panel.getByLabel('Category', { exact: true }).fill('Data');
  await panel.getByLabel('Badge', { exact: true }).fill('New');
  await panel.getByLabel('Description', { exact: true }).fill('Turn numbers into decisions.');
  await panel.getByLabel('Duration', { exact: true }).fill('12 weeks');
  await panel.getByLabel('Extra Info', { exact: true }).fill('Live online evenings');
  await panel.getByLabel('Accent Color', { exact: true }).selectOption('edtech-orange');
  await panel.getByRole('button', { name: 'Choose icon' }).click();
  await panel.getByRole('button', { name: 'Add New Icon' }).click();
  const newIcon = panel.getByRole('group', { name: 'Add New Icon' });
  await newIcon.getByRole('button', { name: 'Create Icon' }).click();
  await expect(newIcon.getByRole('alert')).toHaveText('Please provide both icon name and SVG path');
  await newIcon.getByLabel('Icon name', { exact: true }).fill(iconName);
  await newIcon
    .getByLabel('SVG path', { exact: true })
    .fill('M12 2l3 7h7l-6 4 2 8-6-5-6 5 2-8-6-4h7z');
  await expect(newIcon.getByRole('img', { name: 'New icon preview' })).toBeVisible();
  await newIcon.getByRole('button', { name: 'Create Icon' }).click();
  await expect(panel.getByText(storedIconName, { exact: true })).toBeVisible();
  await expect(panel.getByRole('group', { name: 'Add New Icon' })).toHaveCount(0);

  // Details.
  panel = await openTab(dialog, 'Details');
  await panel
    .getByLabel('Overview', { exact: true })
    .fill('From spreadsheets to machine learning.');
  await panel.getByLabel('Prerequisites', { exact: true }).fill('Curiosity and a laptop.');
  await panel.getByLabel('Current price', { exact: true }).fill('£1,499');
  await panel.getByLabel('Original price', { exact: true }).fill('£2,499');
  await panel.getByLabel('Discount', { exact: true }).fill('40% OFF');

  // Features & Tools: a feature with an emoji icon, and a tool.
  panel = await openTab(dialog, 'Features & Tools');
  await panel.getByRole('button', { name: 'Add Feature' }).click();
  const feature = panel.getByRole('group', { name: 'Feature 1' });
  await feature.getByRole('button', { name: 'Choose icon' }).click();
  await feature.getByRole('button', { name: 'Emoji', exact: true }).click();
  await feature.getByRole('button', { name: 'Rocket', exact: true }).click();
  await expect(feature.getByText('🚀').first()).toBeVisible();
  await feature.getByLabel('Title', { exact: true }).fill('Real projects');
  await feature
    .getByLabel('Description', { exact: true })
    .fill('Every module ends with something you ship.');
  await panel.getByRole('button', { name: 'Add Tool' }).click();
  await panel
    .getByRole('group', { name: 'Tool 1' })
    .getByLabel('Name', { exact: true })
    .fill('Python');

  // Curriculum: two modules.
  panel = await openTab(dialog, 'Curriculum');
  await addModule(panel, 1, 'Python for Data', 'Language basics', 'Lists and dicts');
  await addModule(panel, 2, 'Statistics', 'Inference', 'Hypothesis tests');

  // Testimonials: the avatar uploads on choice.
  panel = await openTab(dialog, 'Testimonials');
  await panel.getByRole('button', { name: 'Add Testimonial' }).click();
  const testimonial = panel.getByRole('group', { name: 'Testimonial 1' });
  await testimonial.getByLabel('Name', { exact: true }).fill('Ada Byron');
  await testimonial.getByLabel('Role', { exact: true }).fill('Data Analyst');
  await testimonial.getByLabel('Testimonial', { exact: true }).fill('It changed how I work.');
  // A file that is not an image: refused, with the server's reason, and no preview stays.
  await testimonial.getByLabel('Avatar', { exact: true }).setInputFiles({
    name: 'avatar.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not an image'),
  });
  await expect(
    page.getByText('Failed to upload avatar: Only JPEG, PNG, GIF or WebP images are accepted'),
  ).toBeVisible();
  await expect(testimonial.locator('img')).toHaveCount(0);
  await expect(testimonial.getByRole('button', { name: 'Upload avatar' })).toBeEnabled();
  await testimonial.getByLabel('Avatar', { exact: true }).setInputFiles({
    name: 'avatar.png',
    mimeType: 'image/png',
    buffer: solidPng([30, 144, 255]),
  });
  await expect(page.getByText('Avatar uploaded successfully!')).toBeVisible();
  const avatar = testimonial.getByRole('img', { name: 'Avatar preview' });
  await expect(avatar).toHaveAttribute('src', /^\/uploads\/testimonials\/[0-9a-f]{32}\.png$/);

  // Pricing: 'Same as' links, then a later title change that the plan name follows.
  panel = await openTab(dialog, 'Pricing');
  for (const label of [
    'Same as course title',
    'Same as course category',
    'Same as course badge',
    'Same as course description',
    'Same as course duration',
    'Same as course extra info',
    'Same as course current price',
    'Same as course original price',
    'Same as course discount',
  ]) {
    await panel.getByLabel(label, { exact: true }).check();
  }
  await panel.getByLabel('CTA', { exact: true }).fill('Enrol Now');
  await expect(panel.getByLabel('Plan Name', { exact: true })).toHaveValue('E2E Data Science');
  await expect(panel.getByLabel('Plan Name', { exact: true })).not.toBeEditable();
  await expect(panel.getByLabel('Current price (£)', { exact: true })).toHaveValue('1499');
  panel = await openTab(dialog, 'Basic Info');
  await panel.getByLabel('Title', { exact: true }).fill('E2E Data Science Pro');
  panel = await openTab(dialog, 'Pricing');
  await expect(panel.getByLabel('Plan Name', { exact: true })).toHaveValue('E2E Data Science Pro');

  await dialog.getByRole('button', { name: 'Create Course' }).click();
  await expect(page.getByText('Course saved successfully across all collections!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/courses$/);

  // The grid: current price, the original struck through, the counts.
  const card = page.getByRole('article', { name: 'E2E Data Science Pro' });
  await expect(card).toContainText('£1,499');
  await expect(card.locator('s')).toHaveText('Original price £2,499');
  await expect(card).toContainText('2 modules');
  await expect(card).toContainText('1 tool');

  const saved = await readBundle(page, COURSE_ID);
  expect(saved.status).toBe(200);
  expect(saved.data.course).toMatchObject({
    title: 'E2E Data Science Pro',
    accent: 'edtech-orange',
    iconName: storedIconName,
  });
  expect(saved.data.details.curriculum.map((m: { module: string }) => m.module)).toEqual([
    'Python for Data',
    'Statistics',
  ]);
  expect(saved.data.details.features[0]).toMatchObject({ icon: '🚀', title: 'Real projects' });
  expect(saved.data.details.testimonials[0].avatar).toMatch(/^[0-9a-f]{32}\.png$/);
  expect(saved.data.pricing).toMatchObject({
    name: 'E2E Data Science Pro',
    category: 'Data',
    currentPrice: 1499,
    originalPrice: 2499,
    discount: '40% OFF',
    cta: 'Enrol Now',
  });

  // Edit: a numbered curriculum message takes the user to its tab and field.
  await card.getByRole('button', { name: 'Edit E2E Data Science Pro' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Course' });
  panel = await openTab(edit, 'Curriculum');
  const second = panel.getByRole('group', { name: 'Module 2', exact: true });
  await second.getByLabel('Topic name', { exact: true }).fill('');
  panel = await openTab(edit, 'Basic Info');
  await panel.getByLabel('Featured', { exact: true }).check();
  await edit.getByRole('button', { name: 'Update Course' }).click();
  await expect(edit.getByRole('alert')).toHaveText(
    'Topic #1 in module #2 is missing a topic name.',
  );
  await expect(edit.getByRole('tab', { name: 'Curriculum' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const topicName = edit
    .getByRole('tabpanel', { name: 'Curriculum' })
    .getByRole('group', { name: 'Module 2', exact: true })
    .getByLabel('Topic name', { exact: true });
  await expect(topicName).toBeFocused();
  await topicName.fill('Regression');
  await edit.getByRole('button', { name: 'Update Course' }).click();
  await expect(
    page.getByText('Course saved successfully across all collections!').first(),
  ).toBeVisible();
  await expect(edit).toBeHidden();
  await expect(card.getByText('Featured', { exact: true })).toBeVisible();
  const edited = await readBundle(page, COURSE_ID);
  expect(edited.data.course.featured).toBe(true);
  expect(edited.data.details.curriculum[1].topics[0].topic).toBe('Regression');

  // Delete: the course, its details and its pricing go together.
  acceptConfirm(page, 'Are you sure you want to delete this course from all collections?');
  await card.getByRole('button', { name: 'Delete E2E Data Science Pro' }).click();
  await expect(page.getByText('Course deleted successfully from all collections!')).toBeVisible();
  await expect(card).toBeHidden();
  expect((await readBundle(page, COURSE_ID)).status).toBe(404);
});

test("the demo's eight courses open in the editor with every tab filled", async ({ page }) => {
  test.setTimeout(420_000);
  const response = await page.request.get('/api/admin/courses', {
    headers: authHeaders(session.token),
  });
  const courses: { id: string; title: string }[] = (await response.json()).data;
  expect(courses).toHaveLength(8);

  await openSignedIn(page, session, '/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Course Management' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(8);
  const stats = page.getByRole('main');
  await expect(stats.getByText('Total Courses')).toBeVisible();

  for (const course of courses) {
    await page.getByRole('button', { name: `Edit ${course.title}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Course' });
    let panel = dialog.getByRole('tabpanel', { name: 'Basic Info' });
    await expect(panel.getByLabel('Course ID', { exact: true })).toHaveValue(course.id);
    await expect(panel.getByLabel('Title', { exact: true })).toHaveValue(course.title);
    panel = await openTab(dialog, 'Details');
    await expect(panel.getByLabel('Overview', { exact: true })).not.toHaveValue('');
    await expect(panel.getByLabel('Current price', { exact: true })).toHaveValue(/^£[\d,]+$/);
    panel = await openTab(dialog, 'Features & Tools');
    await expect(panel.getByRole('group', { name: 'Feature 1' })).toBeVisible();
    await expect(
      panel.getByRole('group', { name: 'Tool 1' }).getByLabel('Name', { exact: true }),
    ).not.toHaveValue('');
    panel = await openTab(dialog, 'Curriculum');
    const module = panel.getByRole('group', { name: 'Module 1', exact: true });
    await expect(module.getByLabel('Module name', { exact: true })).not.toHaveValue('');
    await expect(module.getByLabel('Subtopic 1', { exact: true }).first()).not.toHaveValue('');
    panel = await openTab(dialog, 'Testimonials');
    await expect(
      panel.getByRole('group', { name: 'Testimonial 1' }).getByLabel('Name', { exact: true }),
    ).not.toHaveValue('');
    panel = await openTab(dialog, 'Pricing');
    await expect(panel.getByLabel('Plan Name', { exact: true })).not.toHaveValue('');
    await expect(panel.getByLabel('Current price (£)', { exact: true })).toHaveValue(/^\d+$/);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  }
});

test('search filters by title or category; a failed list offers Try again', async ({ page }) => {
  let failing = true;
  // The list's address carries its page and search.
  await page.route(
    (url) => url.pathname === '/api/admin/courses',
    (route) =>
      failing
        ? route.fulfill({
            status: 503,
            json: { success: false, code: 'SERVICE_UNAVAILABLE', message: 'Busy' },
          })
        : route.fallback(),
  );
  await openSignedIn(page, session, '/courses');
  // The list is asked for three times (two retries with back-off) before the error shows.
  await expect(page.getByRole('alert')).toContainText('Failed to fetch course data', {
    timeout: 20_000,
  });
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search courses' });
  await search.fill('web development');
  // The search runs on the server, so the page shown changes once its answer is in.
  await expect(page).toHaveURL(/search=web/);
  const shown = page.getByRole('article');
  await expect
    .poll(async () => {
      const texts = await shown.allInnerTexts();
      return texts.length > 0 && texts.every((text) => text.toLowerCase().includes('web'));
    })
    .toBe(true);
  await search.fill('no such course at all');
  await expect(page.getByText('No courses found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Course' })).toBeVisible();
});
