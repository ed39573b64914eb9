import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('gives the README defaults for an empty environment', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      jwtSecret: undefined,
      paymentWebhookSecret: undefined,
      adminEmail: undefined,
      adminPassword: undefined,
      logLevel: 'info',
      trustProxy: false,
      demoData: undefined,
      publicUrl: undefined,
      siteOrigins: [],
      metricsToken: undefined,
      metricsPort: undefined,
      loadShedEventLoopDelayMs: 1000,
      loadShedHeapMb: undefined,
      activityRetentionDays: 365,
      requireTwoFactor: false,
      formBudgets: {
        inquiries: { perMinute: 20, perHour: 200 },
        couponChecks: { perMinute: 60, perHour: 600 },
      },
      outbox: { allowPrivate: false, smtpUrl: undefined, mailFrom: undefined },
    });
  });

  it('treats empty values as unset', () => {
    const empty = {
      PORT: '',
      HOST: '',
      DATA_DIR: '',
      DATABASE_URL: '',
      JWT_SECRET: '',
      PAYMENT_WEBHOOK_SECRET: '',
      STRIPE_SECRET_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
      STRIPE_API_URL: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      LOG_LEVEL: '',
      TRUST_PROXY: '',
      DEMO_DATA: '',
      PUBLIC_URL: '',
      SITE_ORIGINS: '',
      METRICS_TOKEN: '',
      METRICS_PORT: '',
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '',
      LOAD_SHED_HEAP_MB: '',
      INQUIRY_BUDGET_PER_MINUTE: '',
      INQUIRY_BUDGET_PER_HOUR: '',
      COUPON_CHECK_BUDGET_PER_MINUTE: '',
      COUPON_CHECK_BUDGET_PER_HOUR: '',
    };
    expect(loadConfig(empty)).toEqual(loadConfig({}));
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/coursedesk',
      DATABASE_URL: 'postgres://app@db:5432/coursedesk',
      JWT_SECRET: 's'.repeat(32),
      PAYMENT_WEBHOOK_SECRET: 'whsec_0123456789abcdef',
      STRIPE_SECRET_KEY: 'sk_test_0123456789',
      STRIPE_WEBHOOK_SECRET: 'whsec_abcdef0123456789',
      STRIPE_API_URL: 'http://localhost:12111/',
      ADMIN_EMAIL: ' Owner@Example.com ',
      ADMIN_PASSWORD: 'owner-password-1',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1',
      DEMO_DATA: 'FALSE',
      PUBLIC_URL: 'https://api.example.com/',
      SITE_ORIGINS: 'https://www.example.com, http://localhost:5173/',
      METRICS_TOKEN: 'm'.repeat(16),
      METRICS_PORT: '9100',
      LOAD_SHED_EVENT_LOOP_DELAY_MS: '0',
      LOAD_SHED_HEAP_MB: '512',
      ACTIVITY_RETENTION_DAYS: '90',
      REQUIRE_2FA: 'true',
      INQUIRY_BUDGET_PER_MINUTE: '5',
      INQUIRY_BUDGET_PER_HOUR: '50',
      COUPON_CHECK_BUDGET_PER_MINUTE: '100',
      COUPON_CHECK_BUDGET_PER_HOUR: '2000',
      WEBHOOK_ALLOW_PRIVATE: 'TRUE',
      SMTP_URL: 'smtp://mail.example.com:587',
      MAIL_FROM: 'Coursedesk <desk@example.com>',
    });
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/coursedesk',
      databaseUrl: 'postgres://app@db:5432/coursedesk',
      jwtSecret: 's'.repeat(32),
      paymentWebhookSecret: 'whsec_0123456789abcdef',
      stripe: {
        secretKey: 'sk_test_0123456789',
        webhookSecret: 'whsec_abcdef0123456789',
        apiUrl: 'http://localhost:12111',
      },
      adminEmail: 'Owner@Example.com',
      adminPassword: 'owner-password-1',
      logLevel: 'warn',
      trustProxy: ['127.0.0.1'],
      demoData: false,
      publicUrl: 'https://api.example.com',
      siteOrigins: ['https://www.example.com', 'http://localhost:5173'],
      metricsToken: 'm'.repeat(16),
      metricsPort: 9100,
      loadShedEventLoopDelayMs: 0,
      loadShedHeapMb: 512,
      activityRetentionDays: 90,
      requireTwoFactor: true,
      formBudgets: {
        inquiries: { perMinute: 5, perHour: 50 },
        couponChecks: { perMinute: 100, perHour: 2000 },
      },
      outbox: {
        allowPrivate: true,
        smtpUrl: 'smtp://mail.example.com:587',
        mailFrom: 'Coursedesk <desk@example.com>',
      },
    });
    expect(problemsOf({ WEBHOOK_ALLOW_PRIVATE: 'yes' })[0]).toMatch(/^WEBHOOK_ALLOW_PRIVATE/);
    expect(problemsOf({ SMTP_URL: 'mail.example.com' })[0]).toMatch(/^SMTP_URL must be/);
    expect(loadConfig({ PORT: '0' }).port).toBe(0);
    expect(loadConfig({ DEMO_DATA: 'true' }).demoData).toBe(true);
  });

  it('refuses a PUBLIC_URL that is not an http(s) address and origins with a path', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://cdn.example.com/coursedesk/' }).publicUrl).toBe(
      'https://cdn.example.com/coursedesk',
    );
    for (const value of ['example.com', 'ftp://example.com', 'https://example.com/?a=1']) {
      expect(problemsOf({ PUBLIC_URL: value })[0]).toMatch(/^PUBLIC_URL must be/);
    }
    for (const value of ['www.example.com', 'https://example.com/site', 'https://a.com,*']) {
      expect(problemsOf({ SITE_ORIGINS: value })[0]).toMatch(/^SITE_ORIGINS must be/);
    }
  });

  it('reads the site pages from SITE_URL and its path templates, and refuses bad ones', () => {
    expect(loadConfig({}).site).toBeUndefined();
    expect(loadConfig({ SITE_COURSE_PATH: '/c/{slug}' }).site).toBeUndefined();
    expect(loadConfig({ SITE_URL: 'https://www.example.com/' }).site).toEqual({
      url: 'https://www.example.com',
      coursePath: '/courses/{slug}',
      blogPath: '/blog/{slug}',
    });
    expect(
      loadConfig({ SITE_URL: 'https://a.test', SITE_BLOG_PATH: '/news/{slug}/' }).site?.blogPath,
    ).toBe('/news/{slug}/');
    expect(problemsOf({ SITE_URL: 'www.example.com' })[0]).toMatch(/^SITE_URL must be/);
    for (const value of ['courses/{slug}', '/courses', '/{slug}/{slug}', '/a b/{slug}', '/{id}']) {
      expect(problemsOf({ SITE_COURSE_PATH: value })[0], value).toMatch(
        /^SITE_COURSE_PATH must be a path/,
      );
    }
  });

  it.each([
    ['false', false],
    ['true', true],
    ['TRUE', true],
    ['127.0.0.1,10.0.0.0/8', ['127.0.0.1', '10.0.0.0/8']],
    [' 192.168.1.10 , ::1 , fd00::/8 ', ['192.168.1.10', '::1', 'fd00::/8']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('reads TRUST_PROXY=%j as Fastify trustProxy %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each([
    'yes',
    '10.0.0.0/33',
    '::1/129',
    '127.0.0.1,,10.0.0.1',
    'proxy.example.com',
    '-1',
    '10.0.0.0/8,*',
  ])('refuses TRUST_PROXY=%j', (value) => {
    const [problem] = problemsOf({ TRUST_PROXY: value });
    expect(problem).toMatch(/^TRUST_PROXY must be false or a comma-separated list/);
  });

  it('refuses a TRUST_PROXY hop count, which Fastify no longer honours', () => {
    for (const hops of ['0', '1', '2']) {
      expect(problemsOf({ TRUST_PROXY: hops })).toEqual([
        `TRUST_PROXY cannot be a hop count ("${hops}"): name the proxies' addresses or networks instead, such as 127.0.0.1,10.0.0.0/8`,
      ]);
    }
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535, not "abc"'],
    [{ PORT: '65536' }, 'PORT must be a whole number from 0 to 65535, not "65536"'],
    [{ PORT: '1e3' }, 'PORT must be a whole number from 0 to 65535, not "1e3"'],
    [{ PORT: '-1' }, 'PORT must be a whole number from 0 to 65535, not "-1"'],
    [
      { LOG_LEVEL: 'verbose' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    ],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters long'],
    [
      { PAYMENT_WEBHOOK_SECRET: 'short' },
      'PAYMENT_WEBHOOK_SECRET must be at least 16 characters long',
    ],
    [
      { STRIPE_SECRET_KEY: 'sk_test_0123456789' },
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together',
    ],
    [
      { STRIPE_WEBHOOK_SECRET: 'whsec_abcdef0123456789' },
      'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together',
    ],
    [
      { STRIPE_SECRET_KEY: 'pk_test_0123456789', STRIPE_WEBHOOK_SECRET: 'whsec_abcdef0123456789' },
      'STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_…, sk_test_… or rk_…)',
    ],
    [
      { STRIPE_SECRET_KEY: 'sk_test_0123456789', STRIPE_WEBHOOK_SECRET: 'secret' },
      "STRIPE_WEBHOOK_SECRET must be a webhook endpoint's signing secret (whsec_…)",
    ],
    [
      { STRIPE_API_URL: 'localhost:12111' },
      'STRIPE_API_URL must be an http:// or https:// address such as http://localhost:12111, not "localhost:12111"',
    ],
    [{ DEMO_DATA: 'maybe' }, 'DEMO_DATA must be true or false, not "maybe"'],
    [{ REQUIRE_2FA: 'yes' }, 'REQUIRE_2FA must be true or false, not "yes"'],
    [{ ADMIN_EMAIL: 'a@example.com' }, 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together'],
    [{ ADMIN_PASSWORD: 'owner-password-1' }, 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together'],
    [
      { ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'owner-password-1' },
      'ADMIN_EMAIL must be an email address',
    ],
    [
      { ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'short' },
      'ADMIN_PASSWORD must be at least 8 characters',
    ],
    [
      { ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'x'.repeat(257) },
      'ADMIN_PASSWORD must be at most 256 characters',
    ],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN must be at least 16 characters long'],
    [{ METRICS_PORT: '70000' }, 'METRICS_PORT must be a whole number from 0 to 65535, not "70000"'],
    [
      { LOAD_SHED_EVENT_LOOP_DELAY_MS: '-1' },
      'LOAD_SHED_EVENT_LOOP_DELAY_MS must be a whole number from 0 to 600000, not "-1"',
    ],
    [
      { INQUIRY_BUDGET_PER_MINUTE: '0' },
      'INQUIRY_BUDGET_PER_MINUTE must be a whole number from 1 to 1000000, not "0"',
    ],
    [
      { COUPON_CHECK_BUDGET_PER_HOUR: 'lots' },
      'COUPON_CHECK_BUDGET_PER_HOUR must be a whole number from 1 to 1000000, not "lots"',
    ],
    [
      { INQUIRY_BUDGET_PER_MINUTE: '500' },
      'INQUIRY_BUDGET_PER_HOUR (200) must be at least INQUIRY_BUDGET_PER_MINUTE (500)',
    ],
    [
      { COUPON_CHECK_BUDGET_PER_MINUTE: '10', COUPON_CHECK_BUDGET_PER_HOUR: '9' },
      'COUPON_CHECK_BUDGET_PER_HOUR (9) must be at least COUPON_CHECK_BUDGET_PER_MINUTE (10)',
    ],
    [
      { ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'password' },
      'ADMIN_PASSWORD is too common: choose one that is not on lists of common passwords',
    ],
    [
      { ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: '12345678' },
      'ADMIN_PASSWORD is too common: choose one that is not on lists of common passwords',
    ],
  ])('refuses %j with one clear problem', (env, message) => {
    expect(problemsOf(env)).toEqual([message]);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reports every bad variable at once, in one message', () => {
    const secret = 'too-short-secret';
    const env = {
      PORT: 'abc',
      LOG_LEVEL: 'loud',
      JWT_SECRET: secret,
      DEMO_DATA: 'maybe',
      TRUST_PROXY: 'everyone',
      ADMIN_PASSWORD: 'password',
    };
    const problems = problemsOf(env);
    expect(problems.map((problem) => problem.split(' ')[0])).toEqual([
      'PORT',
      'JWT_SECRET',
      'ADMIN_PASSWORD',
      'LOG_LEVEL',
      'TRUST_PROXY',
      'DEMO_DATA',
      'ADMIN_EMAIL',
    ]);
    let message = '';
    try {
      loadConfig(env);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('\n')[0]).toBe('7 settings are wrong:');
    for (const problem of problems) expect(message).toContain(`  - ${problem}`);
    // Secrets are never repeated in the message.
    expect(message).not.toContain(secret);
    expect(message).not.toContain('password"');
  });
});
