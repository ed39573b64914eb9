import { expect, type Page, test } from '@playwright/test';
import { openSignedIn, resetUsers } from '../fixtures/api.ts';

/** The page's background as the browser paints it. */
function pageBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

const DARK_BACKGROUND = 'rgb(2, 6, 23)';

/** Collects the page's Content-Security-Policy refusals, which the browser logs as errors. */
function cspRefusals(page: Page): string[] {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      refusals.push(message.text());
    }
  });
  return refusals;
}

test.describe('colour theme', () => {
  test.use({ colorScheme: 'light' });

  test('dark mode picked in the user menu is kept across a reload, over a light system', async ({
    page,
    request,
  }) => {
    const refusals = cspRefusals(page);
    await openSignedIn(page, await resetUsers(request), '/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    expect(await pageBackground(page)).not.toBe(DARK_BACKGROUND);

    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await pageBackground(page)).toBe(DARK_BACKGROUND);
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await pageBackground(page)).toBe(DARK_BACKGROUND);
    await page.getByRole('button', { name: 'User menu' }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    // Back to the system's theme: light here.
    await page.getByRole('menuitemradio', { name: 'System' }).click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    expect(refusals).toEqual([]);
  });

  test("the theme is set before the app's scripts run, by the inline script the policy allows", async ({
    page,
  }) => {
    const refusals = cspRefusals(page);
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('coursedesk-theme', 'dark'));
    // Without the app's own scripts, only index.html's inline script can set the class.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(refusals).toEqual([]);
  });
});

test.describe('colour theme of a dark system', () => {
  test.use({ colorScheme: 'dark' });

  test('follows the system when nothing was picked', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in to Dashboard' })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await pageBackground(page)).toBe(DARK_BACKGROUND);
  });
});
