import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { type apiLogin, openSignedIn, resetUsers } from '../fixtures/api.ts';
import { axeFor } from '../fixtures/axe.ts';
import { CONTENT_SECTIONS } from '../fixtures/screens.ts';

/** WCAG 2.2 A and AA, the level the panel promises. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const BLOCKING = new Set(['serious', 'critical']);
/** Moderate by axe's scale, but a skipped heading level breaks navigation by headings. */
const ALSO_BLOCKING = new Set(['heading-order']);

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/**
 * Every state is checked in both colour themes. The page opens light and switches the way the
 * system does (`prefers-color-scheme`), which the app follows at once: one load, two checks.
 * The light check runs every rule; the dark one only the rules that read colours, as the theme
 * changes nothing else (names, roles, structure), so the other rules would find the same again.
 */
const THEMES = ['light', 'dark'] as const;
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** The other screens, each checked once its first page or figures are shown. */
const OTHER_SCREENS = [
  { path: '/payments', heading: 'Payment Analytics' },
  { path: '/payments?tab=transactions', heading: 'Payment Analytics' },
  { path: '/coupons', heading: 'Coupon Management' },
  { path: '/user-management', heading: 'Customers & Inquiries' },
  { path: '/activity', heading: 'Activity' },
  { path: '/account/security', heading: 'Account security' },
] as const;

/**
 * Runs axe on the page as it is, in the light theme and then the dark one, and fails on any
 * serious or critical finding. Every finding, whatever its impact, is attached to the report,
 * with the counts by impact in the annotations. The page is left in the dark theme.
 */
async function expectNoSeriousViolations(page: Page, testInfo: TestInfo, state: string) {
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme });
    // The page is in the theme the browser asks for, or the check proves nothing about it.
    const html = expect(page.locator('html'));
    await (theme === 'dark' ? html : html.not).toHaveClass(/\bdark\b/);
    // Let entrance animations and the switch's colour transitions finish: a half-faded element
    // has a misleading contrast, and under load a fixed pause was not always long enough.
    await page.evaluate(async () => {
      await new Promise(requestAnimationFrame);
      const ending = document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
      await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    });
    await expectNoSeriousViolationsNow(page, testInfo, `${state}, ${theme} theme`, theme);
  }
}

async function expectNoSeriousViolationsNow(
  page: Page,
  testInfo: TestInfo,
  state: string,
  theme: (typeof THEMES)[number],
) {
  // Only the violations come back: passes and inapplicable rules, listed node by node, made
  // the checks about a sixth slower (31.1 s against 26.3 s over ten checks of six screens).
  // `options` replaces every option set before it, so it comes before the rules are chosen.
  const axe = axeFor(page).options({ resultTypes: ['violations'] });
  const { violations } = await (theme === 'light'
    ? axe.withTags(WCAG_TAGS)
    : axe.withRules(COLOUR_RULES)
  ).analyze();
  const byImpact: Record<string, number> = {};
  for (const violation of violations) {
    const impact = violation.impact ?? 'unknown';
    byImpact[impact] = (byImpact[impact] ?? 0) + violation.nodes.length;
  }
  testInfo.annotations.push({ type: `axe ${state}`, description: JSON.stringify(byImpact) });
  await testInfo.attach(`axe ${state}`, {
    body: JSON.stringify(violations, null, 2),
    contentType: 'application/json',
  });
  const blocking = violations
    .filter((violation) => BLOCKING.has(violation.impact ?? '') || ALSO_BLOCKING.has(violation.id))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
    }));
  // Soft, so one run reports every screen state rather than stopping at the first.
  expect.soft(blocking, `serious or critical axe findings on ${state}`).toEqual([]);
}

for (const viewport of WIDTHS) {
  test.describe(`accessibility at ${viewport.width} px, light and dark themes`, () => {
    test.use({
      viewport: { width: viewport.width, height: viewport.height },
      colorScheme: 'light',
    });
    // Each state is checked twice, and axe takes seconds over a full screen.
    test.describe.configure({ timeout: 60_000 });
    // The checks only read: one session, with the e2e admin the only account, serves them all.
    let session: Awaited<ReturnType<typeof apiLogin>>;
    test.beforeAll(async ({ playwright, baseURL }) => {
      const request = await playwright.request.newContext({ baseURL });
      session = await resetUsers(request);
      await request.dispose();
    });

    test('sign-in page, empty and with its errors shown', async ({ page }, testInfo) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, 'login');

      // An unknown account: the server's refusal is shown, and no real account is throttled.
      await page.getByLabel('Email').fill('nobody@example.com');
      await page.getByLabel('Password', { exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: 'Sign in to Dashboard' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, 'login with errors');
    });

    test('dashboard', async ({ page }, testInfo) => {
      await openSignedIn(page, session, '/dashboard');
      await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Top Courses' })).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, 'dashboard');

      await page.getByRole('button', { name: 'User menu' }).click();
      await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, 'dashboard with the user menu open');
      await page.keyboard.press('Escape');

      if (viewport.width < 1024) {
        await page.getByRole('button', { name: 'Open navigation' }).click();
        await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
        await expectNoSeriousViolations(page, testInfo, 'navigation drawer');
      }
    });

    test('user management, its list and its form', async ({ page }, testInfo) => {
      await openSignedIn(page, session, '/users');
      await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
      await expect(page.getByText('Loading users...')).toHaveCount(0);
      await expect(page.getByText('(You)').first()).toBeAttached();
      await expectNoSeriousViolations(page, testInfo, 'users');

      await page.getByRole('button', { name: 'Add User' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New User' });
      await dialog.getByRole('button', { name: 'Create User' }).click();
      await expect(dialog.getByText('Name and email are required').first()).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, 'add user dialog with errors');
    });

    test('course management, its grid and its editor', async ({ page }, testInfo) => {
      // The editor is a large form: axe takes a while over it.
      test.setTimeout(120_000);
      await openSignedIn(page, session, '/courses');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Course Management' }),
      ).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, 'courses');

      await page.getByRole('button', { name: 'Add Course' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create New Course' });
      await dialog.getByRole('button', { name: 'Create Course' }).click();
      await expect(dialog.getByRole('alert')).toBeVisible();
      await dialog.getByRole('button', { name: 'Choose icon' }).click();
      await expectNoSeriousViolations(page, testInfo, 'new course editor with errors');
      await dialog.getByRole('tab', { name: 'Pricing' }).click();
      await expectNoSeriousViolations(page, testInfo, 'new course editor, pricing');
    });

    test('Blog Posts, its cards and its editor with errors', async ({ page }, testInfo) => {
      // Two axe passes over a grid of cards and a wide editor.
      test.setTimeout(90_000);
      await openSignedIn(page, session, '/blogs');
      await expect(page.getByRole('heading', { level: 1, name: 'Blog Posts' })).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, '/blogs');

      await page.getByRole('button', { name: 'New Post' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Create New Post' });
      await dialog.getByRole('button', { name: 'Save Post' }).click();
      await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectNoSeriousViolations(page, testInfo, '/blogs editor');
    });

    for (const screen of OTHER_SCREENS) {
      test(`${screen.heading} at ${screen.path}`, async ({ page }, testInfo) => {
        await openSignedIn(page, session, screen.path);
        await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
        // Loaded: no placeholder or spinner left.
        await expect(page.getByRole('status')).toHaveCount(0, { timeout: 15_000 });
        await expectNoSeriousViolations(page, testInfo, screen.path);
      });
    }

    for (const section of CONTENT_SECTIONS) {
      test(`${section.heading}, its items and its form`, async ({ page }, testInfo) => {
        await openSignedIn(page, session, section.path);
        await expect(page.getByRole('heading', { level: 1, name: section.heading })).toBeVisible();
        const add = page.getByRole('button', { name: /^Add / });
        await expect(add).toBeEnabled();
        await expectNoSeriousViolations(page, testInfo, section.path);

        await add.click();
        const form = page.getByRole('form', { name: /^New / });
        await form.getByRole('button', { name: 'Save', exact: true }).click();
        await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
        await expectNoSeriousViolations(page, testInfo, `${section.path} new item form`);
      });
    }
  });
}
