// npm run bench:web -- [--runs N] [--no-build]
// Two timings of the admin app as a browser sees them, each over N cold loads (a new browser
// context every time, so nothing is cached, in a window the browser has finished opening):
// /dashboard's largest contentful paint, and on /user-management the time from clicking Next
// to the second page's rows shown. It builds the web app from the current sources (unless
// --no-build), starts the server bundle as `npm start` does on a new embedded database with the
// demo business, and drives Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH) with
// playwright-core. docs/performance.md has figures.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { type Browser, type BrowserContextOptions, chromium } from 'playwright-core';
import {
  benchServerEnv,
  median,
  parseWholeNumber,
  percentile,
  readFlags,
  repoRoot,
  runBenchmark,
  startServer,
  tempDataDir,
} from './bench-support.ts';

const USAGE = `Usage: npm run bench:web -- [--runs N] [--no-build]

--runs      cold loads measured for each timing (default 7)
--no-build  serve web/dist as it is instead of building the web app first`;

/** What the timings aim at, in milliseconds. */
const TARGETS = { lcp: 800, nextPage: 300 };

interface Options {
  runs: number;
  build: boolean;
}

function parseOptions(argv: readonly string[]): Options | 'help' {
  const options: Options = { runs: 7, build: !argv.includes('--no-build') };
  const flags = argv.filter((arg) => arg !== '--no-build');
  const help = readFlags(flags, (flag, value) => {
    if (flag === '--runs') options.runs = parseWholeNumber(flag, value, 1);
    else throw new Error(`Unknown option ${flag}`);
  });
  return help ?? options;
}

// The code run inside the page is given as text: the server's type-check has no DOM types.

/** Resolves with the largest contentful paint so far, in ms since the navigation started. */
const READ_LCP = `new Promise((resolve) => {
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    resolve(entries[entries.length - 1].startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})`;

/**
 * Clicks Next under the customers and resolves with the ms until the table's first row shows
 * another customer, measured at the first frame after the change.
 */
const TIME_NEXT_PAGE = `new Promise((resolve, reject) => {
  const table = document.querySelector('table[aria-label="Customers"]');
  const firstRow = () => table.querySelector('tbody tr')?.textContent ?? '';
  const before = firstRow();
  const next = [...document.querySelectorAll('nav[aria-label="Pagination"] button')]
    .find((button) => button.textContent.trim() === 'Next');
  if (!table || !next) return reject(new Error('no customers table or Next button'));
  const started = performance.now();
  const observer = new MutationObserver(() => {
    const now = firstRow();
    if (now && now !== before) {
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - started));
    }
  });
  observer.observe(table, { subtree: true, childList: true, characterData: true });
  next.click();
})`;

/**
 * How long a new window is left before the load starts. Chromium sets up each new window's
 * address bar in other processes (some 300 requests for its own pages, for about a second),
 * which on two cores slowed the app's load by about 150 ms; a user's cold load starts in a
 * window that is already open.
 */
const WINDOW_SETTLE_MS = 2000;

async function coldPage(browser: Browser, signedIn: BrowserContextOptions, url: string) {
  const context = await browser.newContext({ ...signedIn, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.waitForTimeout(WINDOW_SETTLE_MS);
  await page.goto(url);
  return { page, close: () => context.close() };
}

function summary(name: string, values: number[], target: number): string {
  const sorted = [...values].sort((a, b) => a - b);
  const cells = [median(values), percentile(sorted, 90)].map((ms) => ms.toFixed(0).padStart(9));
  return `${name.padEnd(34)}${cells.join('')}${String(target).padStart(9)}   ${
    median(values) <= target ? 'met' : 'not met'
  }`;
}

async function main(options: Options): Promise<void> {
  if (options.build) {
    process.stdout.write('Building the web app...\n');
    const built = spawnSync('npm', ['run', 'build', '-w', '@coursedesk/web'], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (built.status !== 0) throw new Error('the web build failed');
  }
  const cleanups: (() => Promise<void>)[] = [];
  try {
    const admin = { email: 'bench-web@example.com', password: randomBytes(12).toString('hex') };
    const dataDir = tempDataDir('web', cleanups);
    const started = performance.now();
    // The demo business: a year of customers, so the customer list has pages.
    const server = await startServer(
      benchServerEnv(admin, { DATA_DIR: dataDir, DEMO_DATA: 'true' }),
    );
    cleanups.push(() => server.stop());
    process.stdout.write(
      `Server ready in ${(performance.now() - started).toFixed(0)} ms (new embedded database with the demo business).\n`,
    );

    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
    const { data } = (await login.json()) as { data: { token: string; user: unknown } };
    // The session as the app keeps it, so every load opens signed in.
    const signedIn: BrowserContextOptions = {
      storageState: {
        cookies: [],
        origins: [
          {
            origin: new URL(server.url).origin,
            localStorage: [
              { name: 'admin_token', value: data.token },
              { name: 'admin_user', value: JSON.stringify(data.user) },
            ],
          },
        ],
      },
    };

    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
    });
    cleanups.push(() => browser.close());

    const lcp: number[] = [];
    const nextPage: number[] = [];
    for (let run = 1; run <= options.runs; run++) {
      const dashboard = await coldPage(browser, signedIn, `${server.url}/dashboard`);
      await dashboard.page.getByRole('heading', { name: 'Daily Revenue' }).waitFor();
      await dashboard.page.waitForLoadState('networkidle');
      lcp.push(await dashboard.page.evaluate<number>(READ_LCP));
      await dashboard.close();

      const customers = await coldPage(browser, signedIn, `${server.url}/user-management`);
      await customers.page.locator('table[aria-label="Customers"] tbody tr').first().waitFor();
      await customers.page.waitForLoadState('networkidle');
      nextPage.push(await customers.page.evaluate<number>(TIME_NEXT_PAGE));
      await customers.close();
      process.stdout.write(
        `run ${run}: LCP ${lcp.at(-1)?.toFixed(0)} ms, page 2 ${nextPage.at(-1)?.toFixed(0)} ms\n`,
      );
    }

    process.stdout.write(
      `\n${'timing (ms)'.padEnd(34)}${'median'.padStart(9)}${'p90'.padStart(9)}${'target'.padStart(9)}\n`,
    );
    process.stdout.write(`${summary('/dashboard largest paint', lcp, TARGETS.lcp)}\n`);
    process.stdout.write(
      `${summary('/user-management Next to page 2', nextPage, TARGETS.nextPage)}\n`,
    );
    process.stdout.write(`(${options.runs} cold loads each)\n`);
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

await runBenchmark(USAGE, parseOptions, main);
