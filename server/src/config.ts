import { isIP } from 'node:net';
import path from 'node:path';
import { PASSWORD_MAX_LENGTH } from '@coursedesk/contract/auth';
import { PASSWORD_MIN_LENGTH } from '@coursedesk/contract/users';
import { z } from 'zod';
import type { FormBudget } from './db/form-budget.ts';
import { isCommonPassword } from './lib/passwords.ts';
import type { OutboxSettings } from './modules/module.ts';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/**
 * Fastify's `trustProxy`: `false` trusts no proxy (the socket's peer is the client), a list
 * trusts those addresses and networks, `true` trusts any sender. Fastify 5 no longer honours a
 * hop count (it cannot tell a proxy from a client that reaches the server directly), so
 * TRUST_PROXY refuses one rather than let it silently mean "no proxy".
 */
export type TrustProxy = boolean | string[];

/** What turns Stripe on: both keys, and where its API is when not at Stripe's own address. */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** STRIPE_API_URL: another address for Stripe's API (Stripe's stripe-mock, a test double). */
  apiUrl: string | undefined;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  /** SECRETS_KEY: seals the two-factor secrets; without it, DATA_DIR/secrets-key. */
  secretsKey: string | undefined;
  /** Signs the payment provider's events; without it the payment webhook is off. */
  paymentWebhookSecret: string | undefined;
  /** STRIPE_*: Stripe Checkout and Stripe's webhook (docs/payments-stripe.md); unset: both off. */
  stripe: StripeSettings | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  logLevel: LogLevel;
  trustProxy: TrustProxy;
  /**
   * DEMO_DATA: whether a new database is filled with demo data. Unset means "on for a new
   * embedded database, off for PostgreSQL"; a database that already has data is never touched.
   */
  demoData: boolean | undefined;
  /**
   * PUBLIC_URL: the server's address as the public website reaches it (no trailing slash); the
   * public content API gives image fields as absolute URLs under it. Unset: server-relative paths.
   */
  publicUrl: string | undefined;
  /** SITE_ORIGINS: the websites' origins allowed to call /api/public/ from a browser (CORS). */
  siteOrigins: string[];
  /**
   * SITE_PREVIEW_URL: the website's preview address, with `{type}`, `{slug}` and `{token}`; the
   * editors offer "Preview on site" only when it is set.
   */
  sitePreviewUrl: string | undefined;
  /**
   * SITE_URL with SITE_COURSE_PATH and SITE_BLOG_PATH: the website's pages, for the sitemap and
   * the blog's feed. Unset SITE_URL: neither is served.
   */
  site: SitePages | undefined;
  /** METRICS_TOKEN: GET /metrics answers a scraper that presents it as a bearer token. */
  metricsToken: string | undefined;
  /** METRICS_PORT: GET /metrics on a port of its own. */
  metricsPort: number | undefined;
  /** LOAD_SHED_EVENT_LOOP_DELAY_MS: refuse requests past this event-loop delay; 0: never. */
  loadShedEventLoopDelayMs: number;
  /** LOAD_SHED_HEAP_MB: refuse requests past this much heap in use; unset: 90 % of V8's limit. */
  loadShedHeapMb: number | undefined;
  /** ACTIVITY_RETENTION_DAYS: activity entries older than this are pruned in the background. */
  activityRetentionDays: number;
  /** REQUIRE_2FA: every admin must set up two-factor sign-in before doing anything else. */
  requireTwoFactor: boolean;
  /** INQUIRY_BUDGET_* and COUPON_CHECK_BUDGET_*: each website form's budget across every address. */
  formBudgets: FormBudgets;
  /** WEBHOOK_ALLOW_PRIVATE, SMTP_URL, MAIL_FROM: change notifications and email (docs/webhooks.md). */
  outbox: OutboxSettings;
}

/**
 * The website forms' budgets across every address and instance (docs/website-forms.md): past
 * them, a contact form is held as suspected spam and a coupon check answers less.
 */
export interface FormBudgets {
  inquiries: FormBudget;
  couponChecks: FormBudget;
}

export const DEFAULT_FORM_BUDGETS: FormBudgets = {
  inquiries: { perMinute: 20, perHour: 200 },
  couponChecks: { perMinute: 60, perHour: 600 },
};

/** The environment variables of each form's budget, and where they go. */
const formBudgetSettings = [
  ['INQUIRY_BUDGET_PER_MINUTE', 'INQUIRY_BUDGET_PER_HOUR', 'inquiries'],
  ['COUPON_CHECK_BUDGET_PER_MINUTE', 'COUPON_CHECK_BUDGET_PER_HOUR', 'couponChecks'],
] as const;

/** How long activity entries are kept unless ACTIVITY_RETENTION_DAYS says otherwise. */
export const DEFAULT_ACTIVITY_RETENTION_DAYS = 365;

export class ConfigError extends Error {
  /** One line per bad variable. */
  readonly problems: string[];

  constructor(problems: string[]) {
    super(
      problems.length === 1
        ? (problems[0] ?? '')
        : `${problems.length} settings are wrong:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Unset and empty mean the same: the default. */
const optional = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** Proxy-addr's names for address ranges, which Fastify's `trustProxy` list also accepts. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrNetwork(entry: string): boolean {
  if (namedRanges.has(entry) || isIP(entry) !== 0) return true;
  const match = /^([^/]+)\/(\d{1,3})$/.exec(entry);
  if (!match?.[1] || !match[2]) return false;
  const family = isIP(match[1]);
  const bits = Number(match[2]);
  return family !== 0 && bits <= (family === 4 ? 32 : 128);
}

/** An http(s) URL with nothing after its path: `https://api.example.com` or `.../coursedesk`. */
function publicUrlOf(value: string): string | undefined {
  try {
    const url = new URL(value.trim());
    if (!/^https?:$/.test(url.protocol) || url.search || url.hash || url.username) return undefined;
    return url.href.replace(/\/+$/, '');
  } catch {
    return undefined;
  }
}

/** The website's pages, where the sitemap and the feed point (README: SITE_URL). */
export interface SitePages {
  /** The site's address, without a trailing slash. */
  url: string;
  /** A course's page under `url`, `{slug}` standing for its slug. */
  coursePath: string;
  /** A blog post's page under `url`, `{slug}` standing for its slug. */
  blogPath: string;
}

export const DEFAULT_SITE_COURSE_PATH = '/courses/{slug}';
export const DEFAULT_SITE_BLOG_PATH = '/blog/{slug}';

/** A page's path: starts with `/`, holds `{slug}` once, and nothing a URL path cannot. */
function pagePath(name: string) {
  return optional.refine(
    (value) =>
      value === undefined ||
      (/^\/[A-Za-z0-9\-._~!$&'()*+,;=:@/{}%]*$/.test(value) &&
        value.split('{slug}').length === 2 &&
        !/[{}]/.test(value.replace('{slug}', ''))),
    {
      message: `${name} must be a path that starts with / and holds {slug} once, such as /courses/{slug}`,
    },
  );
}

/** An origin exactly as a browser sends it (`https://www.example.com`, `http://localhost:5173`). */
function originOf(value: string): string | undefined {
  try {
    const url = new URL(value);
    if (!/^https?:$/.test(url.protocol)) return undefined;
    return url.origin === value.replace(/\/$/, '') ? url.origin : undefined;
  } catch {
    return undefined;
  }
}
/** A whole number from `min` to `max`, or undefined when unset. */
const wholeNumber = (name: string, min: number, max: number) =>
  optional.transform((value, ctx) => {
    if (value === undefined) return undefined;
    const number = Number(value.trim());
    if (/^\s*\d+\s*$/.test(value) && number >= min && number <= max) return number;
    ctx.addIssue({
      code: 'custom',
      message: `${name} must be a whole number from ${min} to ${max}, not "${value}"`,
    });
    return z.NEVER;
  });

const envSchema = z.object({
  PORT: optional.transform((value, ctx) => {
    if (value === undefined) return 3000;
    const port = Number(value.trim());
    if (/^\s*\d{1,5}\s*$/.test(value) && port <= 65_535) return port;
    ctx.addIssue({
      code: 'custom',
      message: `PORT must be a whole number from 0 to 65535, not "${value}"`,
    });
    return z.NEVER;
  }),
  HOST: optional.transform((value) => value ?? '0.0.0.0'),
  DATA_DIR: optional.transform((value) => path.resolve(value ?? 'data')),
  DATABASE_URL: optional,
  JWT_SECRET: optional.refine((value) => value === undefined || value.length >= 32, {
    message: 'JWT_SECRET must be at least 32 characters long',
  }),
  SECRETS_KEY: optional.refine((value) => value === undefined || value.length >= 32, {
    message: 'SECRETS_KEY must be at least 32 characters long',
  }),
  PAYMENT_WEBHOOK_SECRET: optional.refine((value) => value === undefined || value.length >= 16, {
    message: 'PAYMENT_WEBHOOK_SECRET must be at least 16 characters long',
  }),
  STRIPE_SECRET_KEY: optional.refine(
    (value) => value === undefined || /^(sk|rk)_(test|live)_\S+$/.test(value),
    { message: 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_live_…, sk_test_… or rk_…)' },
  ),
  STRIPE_WEBHOOK_SECRET: optional.refine(
    (value) => value === undefined || /^whsec_\S{8,}$/.test(value),
    { message: "STRIPE_WEBHOOK_SECRET must be a webhook endpoint's signing secret (whsec_…)" },
  ),
  STRIPE_API_URL: optional.transform((value, ctx) => {
    if (value === undefined) return undefined;
    const url = publicUrlOf(value);
    if (url !== undefined) return url;
    ctx.addIssue({
      code: 'custom',
      message: `STRIPE_API_URL must be an http:// or https:// address such as http://localhost:12111, not "${value}"`,
    });
    return z.NEVER;
  }),
  ADMIN_EMAIL: optional
    .transform((value) => value?.trim() || undefined)
    .refine((value) => value === undefined || z.email().safeParse(value).success, {
      message: 'ADMIN_EMAIL must be an email address',
    }),
  // The rules of a password set through the API hold for this one too (never echoed back).
  ADMIN_PASSWORD: optional.superRefine((value, ctx) => {
    if (value === undefined) return;
    const problem =
      value.length < PASSWORD_MIN_LENGTH
        ? `must be at least ${PASSWORD_MIN_LENGTH} characters`
        : value.length > PASSWORD_MAX_LENGTH
          ? `must be at most ${PASSWORD_MAX_LENGTH} characters`
          : isCommonPassword(value)
            ? 'is too common: choose one that is not on lists of common passwords'
            : undefined;
    if (problem) ctx.addIssue({ code: 'custom', message: `ADMIN_PASSWORD ${problem}` });
  }),
  LOG_LEVEL: optional.transform((value, ctx) => {
    const level = value ?? 'info';
    if ((logLevels as readonly string[]).includes(level)) return level as LogLevel;
    ctx.addIssue({ code: 'custom', message: `LOG_LEVEL must be one of ${logLevels.join(', ')}` });
    return z.NEVER;
  }),
  TRUST_PROXY: optional.transform((value, ctx): TrustProxy => {
    const text = value?.trim() ?? '';
    if (text === '' || text.toLowerCase() === 'false') return false;
    if (text.toLowerCase() === 'true') return true;
    if (/^\d+$/.test(text)) {
      ctx.addIssue({
        code: 'custom',
        message: `TRUST_PROXY cannot be a hop count ("${text}"): name the proxies' addresses or networks instead, such as 127.0.0.1,10.0.0.0/8`,
      });
      return z.NEVER;
    }
    const entries = text.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isAddressOrNetwork(entry));
    if (bad.length === 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message: `TRUST_PROXY must be false or a comma-separated list of proxy addresses or networks such as 127.0.0.1,10.0.0.0/8; not understood: ${bad.map((entry) => `"${entry}"`).join(', ')}`,
    });
    return z.NEVER;
  }),
  DEMO_DATA: optional.transform((value, ctx) => {
    const normalised = value?.trim().toLowerCase();
    if (!normalised) return undefined;
    if (normalised === 'true') return true;
    if (normalised === 'false') return false;
    ctx.addIssue({ code: 'custom', message: `DEMO_DATA must be true or false, not "${value}"` });
    return z.NEVER;
  }),
  PUBLIC_URL: optional.transform((value, ctx) => {
    if (value === undefined) return undefined;
    const url = publicUrlOf(value);
    if (url !== undefined) return url;
    ctx.addIssue({
      code: 'custom',
      message: `PUBLIC_URL must be an http:// or https:// address without a query, such as https://api.example.com, not "${value}"`,
    });
    return z.NEVER;
  }),
  SITE_PREVIEW_URL: optional.transform((value, ctx) => {
    if (value === undefined) return undefined;
    if (/^https?:\/\/[^\s]+$/i.test(value) && value.includes('{token}')) return value;
    ctx.addIssue({
      code: 'custom',
      message: `SITE_PREVIEW_URL must be an http:// or https:// address holding {token} (and {type} or {slug} as the site needs), such as https://www.example.com/preview/{type}/{slug}?token={token}, not "${value}"`,
    });
    return z.NEVER;
  }),
  SITE_ORIGINS: optional.transform((value, ctx) => {
    const entries = (value ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    const bad = entries.filter((entry) => originOf(entry) === undefined);
    if (bad.length === 0) return [...new Set(entries.map((entry) => originOf(entry) ?? entry))];
    ctx.addIssue({
      code: 'custom',
      message: `SITE_ORIGINS must be a comma-separated list of origins such as https://www.example.com,http://localhost:5173 (scheme, host and port only); not understood: ${bad.map((entry) => `"${entry}"`).join(', ')}`,
    });
    return z.NEVER;
  }),
  SITE_URL: optional.transform((value, ctx) => {
    if (value === undefined) return undefined;
    const url = publicUrlOf(value);
    if (url !== undefined) return url;
    ctx.addIssue({
      code: 'custom',
      message: `SITE_URL must be an http:// or https:// address without a query, such as https://www.example.com, not "${value}"`,
    });
    return z.NEVER;
  }),
  SITE_COURSE_PATH: pagePath('SITE_COURSE_PATH'),
  SITE_BLOG_PATH: pagePath('SITE_BLOG_PATH'),
  METRICS_TOKEN: optional.refine((value) => value === undefined || value.length >= 16, {
    message: 'METRICS_TOKEN must be at least 16 characters long',
  }),
  METRICS_PORT: wholeNumber('METRICS_PORT', 0, 65_535),
  LOAD_SHED_EVENT_LOOP_DELAY_MS: wholeNumber('LOAD_SHED_EVENT_LOOP_DELAY_MS', 0, 600_000),
  LOAD_SHED_HEAP_MB: wholeNumber('LOAD_SHED_HEAP_MB', 0, 1_000_000),
  ACTIVITY_RETENTION_DAYS: wholeNumber('ACTIVITY_RETENTION_DAYS', 1, 36_500),
  INQUIRY_BUDGET_PER_MINUTE: wholeNumber('INQUIRY_BUDGET_PER_MINUTE', 1, 1_000_000),
  INQUIRY_BUDGET_PER_HOUR: wholeNumber('INQUIRY_BUDGET_PER_HOUR', 1, 1_000_000),
  COUPON_CHECK_BUDGET_PER_MINUTE: wholeNumber('COUPON_CHECK_BUDGET_PER_MINUTE', 1, 1_000_000),
  COUPON_CHECK_BUDGET_PER_HOUR: wholeNumber('COUPON_CHECK_BUDGET_PER_HOUR', 1, 1_000_000),
  WEBHOOK_ALLOW_PRIVATE: optional.transform((value, ctx) => {
    const normalised = value?.trim().toLowerCase();
    if (!normalised || normalised === 'false') return false;
    if (normalised === 'true') return true;
    ctx.addIssue({
      code: 'custom',
      message: `WEBHOOK_ALLOW_PRIVATE must be true or false, not "${value}"`,
    });
    return z.NEVER;
  }),
  SMTP_URL: optional.refine((value) => value === undefined || /^smtps?:\/\/[^\s]+$/i.test(value), {
    message: 'SMTP_URL must be an smtp:// or smtps:// URL',
  }),
  MAIL_FROM: optional,
  REQUIRE_2FA: optional.transform((value, ctx) => {
    const normalised = value?.trim().toLowerCase();
    if (!normalised || normalised === 'false') return false;
    if (normalised === 'true') return true;
    ctx.addIssue({ code: 'custom', message: `REQUIRE_2FA must be true or false, not "${value}"` });
    return z.NEVER;
  }),
});

/**
 * Reads the environment variables the README documents. Every bad value is reported at once,
 * in one ConfigError, and stops start-up.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  // Checked on the raw values, so it is reported along with any other problem.
  const hasEmail = Boolean(env.ADMIN_EMAIL?.trim());
  const hasPassword = Boolean(env.ADMIN_PASSWORD);
  if (hasEmail !== hasPassword)
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET))
    problems.push('STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together');
  const formBudgets = structuredClone(DEFAULT_FORM_BUDGETS);
  for (const [minuteName, hourName, form] of formBudgetSettings) {
    const budget = formBudgets[form];
    budget.perMinute = parsed.data?.[minuteName] ?? budget.perMinute;
    budget.perHour = parsed.data?.[hourName] ?? budget.perHour;
    // Checked on what is in force, defaults included, so a budget never holds back less per
    // hour than per minute.
    if (parsed.success && budget.perHour < budget.perMinute) {
      problems.push(
        `${hourName} (${budget.perHour}) must be at least ${minuteName} (${budget.perMinute})`,
      );
    }
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const values = parsed.data;
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir: values.DATA_DIR,
    databaseUrl: values.DATABASE_URL,
    jwtSecret: values.JWT_SECRET,
    secretsKey: values.SECRETS_KEY,
    paymentWebhookSecret: values.PAYMENT_WEBHOOK_SECRET,
    stripe:
      values.STRIPE_SECRET_KEY && values.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: values.STRIPE_SECRET_KEY,
            webhookSecret: values.STRIPE_WEBHOOK_SECRET,
            apiUrl: values.STRIPE_API_URL,
          }
        : undefined,
    adminEmail: values.ADMIN_EMAIL,
    adminPassword: values.ADMIN_PASSWORD,
    logLevel: values.LOG_LEVEL,
    trustProxy: values.TRUST_PROXY,
    demoData: values.DEMO_DATA,
    publicUrl: values.PUBLIC_URL,
    siteOrigins: values.SITE_ORIGINS,
    sitePreviewUrl: values.SITE_PREVIEW_URL,
    site: values.SITE_URL
      ? {
          url: values.SITE_URL,
          coursePath: values.SITE_COURSE_PATH ?? DEFAULT_SITE_COURSE_PATH,
          blogPath: values.SITE_BLOG_PATH ?? DEFAULT_SITE_BLOG_PATH,
        }
      : undefined,
    metricsToken: values.METRICS_TOKEN,
    metricsPort: values.METRICS_PORT,
    loadShedEventLoopDelayMs: values.LOAD_SHED_EVENT_LOOP_DELAY_MS ?? 1000,
    loadShedHeapMb: values.LOAD_SHED_HEAP_MB,
    activityRetentionDays: values.ACTIVITY_RETENTION_DAYS ?? DEFAULT_ACTIVITY_RETENTION_DAYS,
    requireTwoFactor: values.REQUIRE_2FA,
    formBudgets,
    outbox: {
      allowPrivate: values.WEBHOOK_ALLOW_PRIVATE,
      smtpUrl: values.SMTP_URL,
      mailFrom: values.MAIL_FROM,
    },
  };
}
