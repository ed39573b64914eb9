import {
  type Browser,
  type BrowserContextOptions,
  expect,
  type Page,
  test,
} from '@playwright/test';
import { apiLogin } from '../fixtures/api.ts';
import { CONTENT_SECTIONS } from '../fixtures/screens.ts';

/**
 * What a screen may transfer, JS and CSS together, compressed as the server sends them, on a
 * load with an empty cache: the scripts and styles of the screen's first paint and whatever it
 * loads right after, until the network is idle. The sign-in page, the first a person meets,
 * has the lower ceiling. docs/web.md says how the app stays within them.
 */
const SIGN_IN_BUDGET_BYTES = 150 * 1024;
const SIGNED_IN_BUDGET_BYTES = 175 * 1024;
/** Every screen of the panel with its heading: the sidebar's, and those reached otherwise. */
const SCREENS = [
  { path: '/dashboard', heading: 'Dashboard' },
  { path: '/payments', heading: 'Payment Analytics' },
  { path: '/payments?tab=transactions', heading: 'Payment Analytics' },
  { path: '/courses', heading: 'Course Management' },
  { path: '/coupons', heading: 'Coupon Management' },
  { path: '/user-management', heading: 'Customers & Inquiries' },
  { path: '/users', heading: 'User Management' },
  { path: '/blogs', heading: 'Blog Posts' },
  ...CONTENT_SECTIONS,
  { path: '/company-info', heading: 'Company Info & Settings' },
  { path: '/activity', heading: 'Activity' },
  { path: '/trash', heading: 'Trash' },
  { path: '/account/security', heading: 'Account security' },
  { path: '/site-keys', heading: 'Site keys' },
  { path: '/webhooks', heading: 'Webhooks' },
] as const;

interface Transfer {
  url: string;
  kind: 'html' | 'js' | 'css' | 'json' | 'other';
  /** Body bytes as received, that is compressed when the server compressed it. */
  bodyBytes: number;
  encoding: string;
}

function kindOf(contentType: string): Transfer['kind'] {
  if (contentType.includes('text/html')) return 'html';
  if (contentType.includes('javascript')) return 'js';
  if (contentType.includes('text/css')) return 'css';
  if (contentType.includes('json')) return 'json';
  return 'other';
}

/** Opens a page in a fresh context (empty cache) and records every response it receives. */
async function coldLoad(
  browser: Browser,
  options: BrowserContextOptions,
  open: (page: Page) => Promise<void>,
): Promise<Transfer[]> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const pending: Promise<Transfer>[] = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const response = await request.response();
        const sizes = await request.sizes();
        const headers = (await response?.allHeaders()) ?? {};
        return {
          url: request.url(),
          kind: kindOf(headers['content-type'] ?? ''),
          bodyBytes: sizes.responseBodySize,
          encoding: headers['content-encoding'] ?? 'identity',
        };
      })(),
    );
  });
  await open(page);
  // Chunks loaded right after the first paint (a chart, a route's data) count too.
  await page.waitForLoadState('networkidle');
  const transfers = await Promise.all(pending);
  await context.close();
  return transfers;
}

/** JS and CSS bytes of a load, attached to the report with every response's size. */
function scriptsAndStyles(name: string, transfers: Transfer[]): number {
  const assets = transfers.filter((t) => t.kind === 'js' || t.kind === 'css');
  const bytes = assets.reduce((sum, t) => sum + t.bodyBytes, 0);
  const detail = transfers
    .map((t) => `${t.kind} ${t.bodyBytes} ${t.encoding} ${new URL(t.url).pathname}`)
    .join('\n');
  test.info().annotations.push({
    type: `${name} transfer`,
    description: `JS+CSS ${bytes} B in ${assets.length} files\n${detail}`,
  });
  console.log(`${name}: JS+CSS ${(bytes / 1024).toFixed(1)} KB in ${assets.length} files`);
  // Something was measured, and it came compressed: an uncompressed file would be an error of
  // the server's, not a screen within its budget.
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) {
    expect(asset.encoding, new URL(asset.url).pathname).not.toBe('identity');
  }
  return bytes;
}

test('the sign-in page stays within the JS and CSS budget on a cold load', async ({ browser }) => {
  const transfers = await coldLoad(browser, {}, async (page) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in to Dashboard' })).toBeVisible();
  });
  expect(scriptsAndStyles('/login', transfers)).toBeLessThanOrEqual(SIGN_IN_BUDGET_BYTES);
});

test.describe('every signed-in screen stays within the JS and CSS budget on a cold load', () => {
  /** One signed-in browser state (the session as the app keeps it), reused by every load. */
  let signedIn: BrowserContextOptions;

  test.beforeAll(async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    const session = await apiLogin(request);
    await request.dispose();
    signedIn = {
      storageState: {
        cookies: [],
        origins: [
          {
            origin: new URL(baseURL ?? '').origin,
            localStorage: [
              { name: 'admin_token', value: session.token },
              { name: 'admin_user', value: JSON.stringify(session.user) },
            ],
          },
        ],
      },
    };
  });

  test('the list covers every screen of the sidebar', async ({ browser }) => {
    const context = await browser.newContext(signedIn);
    const page = await context.newPage();
    await page.goto('/dashboard');
    const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
    await expect(links.first()).toBeVisible();
    const paths = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname),
    );
    await context.close();
    const measured = new Set<string>(SCREENS.map((screen) => screen.path));
    expect(paths.filter((path) => !measured.has(path))).toEqual([]);
  });

  for (const screen of SCREENS) {
    test(`${screen.path}`, async ({ browser }) => {
      const transfers = await coldLoad(browser, signedIn, async (page) => {
        await page.goto(screen.path);
        await expect(
          page.getByRole('heading', { level: 1, name: screen.heading, exact: true }),
        ).toBeVisible();
      });
      expect(scriptsAndStyles(screen.path, transfers)).toBeLessThanOrEqual(SIGNED_IN_BUDGET_BYTES);
    });
  }
});
