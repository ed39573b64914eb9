import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  E2E_ADMIN,
  E2E_JWT_SECRET,
  E2E_PAYMENT_WEBHOOK_SECRET,
  E2E_PORT,
  E2E_SITE_ORIGIN,
  E2E_SITE_PORT,
  E2E_STRIPE_PORT,
} from './fixtures/constants.ts';

// One fresh data directory per run; workers inherit it through the environment.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'coursedesk-e2e-'));
// The example site reads its webhook's secret from here, written by site.spec.ts once it has one.
process.env.E2E_SITE_SECRET_FILE ??= path.join(
  fs.mkdtempSync(path.join(os.tmpdir(), 'coursedesk-e2e-site-')),
  'webhook-secret',
);
const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // One server and one database: the flows run one after another.
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['list'], ['json']] : [['list']],
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: 'node server/dist/main.mjs',
      cwd: root,
      url: `http://127.0.0.1:${E2E_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        JWT_SECRET: E2E_JWT_SECRET,
        LOG_LEVEL: 'warn',
        // The example site (site.spec.ts) runs on a second origin and shows the images as they are.
        SITE_ORIGINS: E2E_SITE_ORIGIN,
        PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
        // The site's Enrol button pays through Stripe, here a stand-in that site.spec.ts serves.
        STRIPE_SECRET_KEY: 'sk_test_e2e_only',
        STRIPE_WEBHOOK_SECRET: 'whsec_e2e_only_secret',
        STRIPE_API_URL: `http://127.0.0.1:${E2E_STRIPE_PORT}`,
        // "Preview on site" opens the example site's preview address (publishing.spec.ts).
        SITE_PREVIEW_URL: `${E2E_SITE_ORIGIN}/preview/{type}/{slug}?token={token}`,
        // The review queue's test sends signed payment events (payments-review.spec.ts).
        PAYMENT_WEBHOOK_SECRET: E2E_PAYMENT_WEBHOOK_SECRET,
        // The webhook test's receiver listens on this machine (webhooks.spec.ts).
        WEBHOOK_ALLOW_PRIVATE: 'true',
      },
    },
    {
      // The example site (site.spec.ts), built from the server above and served on its own origin.
      command:
        'npm run build -w @coursedesk/example-site && npm run serve -w @coursedesk/example-site',
      cwd: root,
      url: `${E2E_SITE_ORIGIN}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        COURSEDESK_API_URL: `http://127.0.0.1:${E2E_PORT}`,
        SITE_URL: E2E_SITE_ORIGIN,
        PORT: String(E2E_SITE_PORT),
        HOST: '127.0.0.1',
        COURSEDESK_WEBHOOK_SECRET_FILE: process.env.E2E_SITE_SECRET_FILE,
        SITE_REFRESH_MINUTES: '0',
      },
    },
  ],
});
