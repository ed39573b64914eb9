import { type Browser, expect, type Page, test } from '@playwright/test';
import { apiLogin, openSignedIn } from '../fixtures/api.ts';

/** The sign-in page's budget for the JS and CSS a browser transfers on a cold load. */
const LOGIN_BUDGET_BYTES = 150_000;

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
  open: (page: Page) => Promise<void>,
): Promise<Transfer[]> {
  const context = await browser.newContext();
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
  // Lazily loaded route chunks are part of the load: wait until nothing is in flight.
  await page.waitForLoadState('networkidle');
  const transfers = await Promise.all(pending);
  await context.close();
  return transfers;
}

function total(transfers: Transfer[], kinds: Transfer['kind'][]): number {
  return transfers.filter((t) => kinds.includes(t.kind)).reduce((sum, t) => sum + t.bodyBytes, 0);
}

function report(name: string, transfers: Transfer[]) {
  const figures = {
    jsCss: total(transfers, ['js', 'css']),
    html: total(transfers, ['html']),
    json: total(transfers, ['json']),
  };
  const detail = transfers
    .map((t) => `${t.kind} ${t.bodyBytes} ${t.encoding} ${new URL(t.url).pathname}`)
    .join('\n');
  test.info().annotations.push({
    type: `${name} transfer`,
    description: `JS+CSS ${figures.jsCss} B, HTML ${figures.html} B, JSON ${figures.json} B\n${detail}`,
  });
  return figures;
}

test('the sign-in page transfers at most 150 KB of JS and CSS, compressed, on a cold load', async ({
  browser,
}) => {
  const transfers = await coldLoad(browser, async (page) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in to Dashboard' })).toBeVisible();
  });
  const figures = report('/login', transfers);
  const assets = transfers.filter((t) => t.kind === 'js' || t.kind === 'css');
  expect(assets.length).toBeGreaterThan(0);
  expect(figures.jsCss).toBeLessThanOrEqual(LOGIN_BUDGET_BYTES);
});

test('the signed-in dashboard loads its scripts and styles compressed', async ({
  browser,
  request,
}) => {
  const session = await apiLogin(request);
  const transfers = await coldLoad(browser, async (page) => {
    await openSignedIn(page, session, '/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  });
  report('/dashboard', transfers);
  const assets = transfers.filter((t) => t.kind === 'js' || t.kind === 'css');
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) {
    expect(asset.encoding, new URL(asset.url).pathname).not.toBe('identity');
  }
});
