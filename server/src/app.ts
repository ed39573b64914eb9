import { randomUUID } from 'node:crypto';
import { API_BASE_PATH, APP_VERSION } from '@coursedesk/contract/constants';
import { PUBLIC_BASE_PATH, PUBLIC_CACHE_CONTROL } from '@coursedesk/contract/public';
import fastifyCookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DEFAULT_ACTIVITY_RETENTION_DAYS,
  DEFAULT_FORM_BUDGETS,
  type FormBudgets,
  type LogLevel,
  type SitePages,
  type StripeSettings,
} from './config.ts';
import type { Database } from './db/client.ts';
import { registerRequestContext } from './db/request-context.ts';
import { warnOfUntrustedProxy } from './lib/client-address.ts';
import { registerCompression } from './lib/compression.ts';
import { createDeviceCookies } from './lib/device-cookies.ts';
import { handleFrameworkError, registerErrorHandler } from './lib/error-handler.ts';
import { type LoadSheddingOptions, registerLoadShedding } from './lib/load-shedding.ts';
import { type LogStream, loggerOptions } from './lib/log-serializers.ts';
import { describeComponents, describeOperation, publicDocument } from './lib/openapi.ts';
import { createPreviewTokens } from './lib/preview-tokens.ts';
import { RequestLog } from './lib/request-log.ts';
import { registerResponseHeaders } from './lib/response-headers.ts';
import { useSecretsKey } from './lib/secret-box.ts';
import { compiledSerializerCompiler } from './lib/serializer.ts';
import { type ServerTimeouts, serverTimeoutOptions } from './lib/server-timeouts.ts';
import { registerSiteCors } from './lib/site-cors.ts';
import { createTokenSigner } from './lib/tokens.ts';
import { registerWebApp } from './lib/web-app.ts';
import { watchDatabasePool } from './metrics/database.ts';
import { registerMetricsRoute, registerRequestMetrics } from './metrics/http.ts';
import { activityModule } from './modules/activity/module.ts';
import { registerAuthentication } from './modules/auth/authentication.ts';
import { createConfirmation } from './modules/auth/confirmation.ts';
import { authModule } from './modules/auth/module.ts';
import { blogsModule } from './modules/blogs/module.ts';
import { collectionsModule } from './modules/collections/module.ts';
import { serverCollections } from './modules/collections/registry.ts';
import { companyFacade } from './modules/company/facade.ts';
import { companyModule } from './modules/company/module.ts';
import { couponRedemptions } from './modules/coupons/facade.ts';
import { couponsModule } from './modules/coupons/module.ts';
import { coursesFacade } from './modules/courses/facade.ts';
import { coursesModule } from './modules/courses/module.ts';
import { customerPayments } from './modules/customers/facade.ts';
import { customersModule } from './modules/customers/module.ts';
import { dashboardModule } from './modules/dashboard/module.ts';
import { healthModule } from './modules/health/module.ts';
import type { AppModule, ModuleContext, OutboxSettings } from './modules/module.ts';
import { paymentsModule } from './modules/payments/module.ts';
import { previewsModule } from './modules/previews/module.ts';
import { publicModule } from './modules/public/module.ts';
import { registerSiteKeyCheck, siteKeysModule } from './modules/site-keys/module.ts';
import { trashModule } from './modules/trash/module.ts';
import { usersFacade } from './modules/users/facade.ts';
import { usersModule } from './modules/users/module.ts';
import { goLivesFacade } from './modules/webhooks/facade.ts';
import { webhooksModule } from './modules/webhooks/module.ts';
import { uploadsModule } from './uploads/module.ts';

/** The areas of the API, each one plugin registered with the same context (modules/module.ts). */
const appModules: readonly AppModule[] = [
  healthModule,
  authModule,
  usersModule,
  dashboardModule,
  collectionsModule,
  uploadsModule,
  coursesModule,
  blogsModule,
  companyModule,
  customersModule,
  couponsModule,
  paymentsModule,
  publicModule,
  previewsModule,
  siteKeysModule,
  activityModule,
  trashModule,
  webhooksModule,
];

export interface AppOptions {
  db: Database;
  jwtSecret: string;
  /**
   * SECRETS_KEY, or the text of DATA_DIR/secrets-key: seals the two-factor secrets and the webhook
   * endpoints' signing secrets in the database (lib/secret-box.ts). Without it neither two-factor
   * sign-in nor webhooks can be used.
   */
  secretsKey?: string;
  logLevel?: LogLevel;
  /** The built web app to serve; without it the server answers the API only. */
  webDir?: string;
  /** Fastify's `trustProxy` (see TRUST_PROXY in the README); default: trust no proxy. */
  trustProxy?: boolean | string[];
  /** Where log lines go (standard output when omitted); the tests capture them. */
  logStream?: LogStream;
  /** Limits on slow clients; the defaults close any within 30 s (tests shorten them). */
  timeouts?: Partial<ServerTimeouts>;
  /** PAYMENT_WEBHOOK_SECRET: turns the payment webhook on (docs/payments-webhook.md). */
  paymentWebhookSecret?: string | undefined;
  /** STRIPE_*: Stripe Checkout and Stripe's webhook (docs/payments-stripe.md); off when omitted. */
  stripe?: StripeSettings | undefined;
  /** Refuse requests at once past these limits (LOAD_SHED_* in the README); off when omitted. */
  loadShedding?: LoadSheddingOptions;
  /**
   * Count requests and database use for the metrics (docs/operations.md); with `token`
   * (METRICS_TOKEN) GET /metrics answers on this server too. Off when omitted.
   */
  metrics?: { token?: string };
  /** Told of every route as it is registered (the tests walk them all). */
  onRoute?: (route: RegisteredRoute) => void;
  /** PUBLIC_URL: image fields of the public API are absolute URLs under it (README). */
  publicUrl?: string;
  /** SITE_ORIGINS: the websites that may call /api/public/ from a browser (README). */
  siteOrigins?: readonly string[];
  /** SITE_PREVIEW_URL: the website's preview address template (README); no preview link unset. */
  sitePreviewUrl?: string;
  /** SITE_URL and its page paths: the sitemap's and the feed's addresses (README). */
  site?: SitePages | undefined;
  /** ACTIVITY_RETENTION_DAYS: how long activity entries are kept (README); 365 when omitted. */
  activityRetentionDays?: number;
  /** REQUIRE_2FA: every admin must set up two-factor sign-in (docs/security.md); off when omitted. */
  requireTwoFactor?: boolean;
  /** INQUIRY_BUDGET_* and COUPON_CHECK_BUDGET_* (README); the defaults for a form left out. */
  formBudgets?: Partial<FormBudgets>;
  /** WEBHOOK_ALLOW_PRIVATE, SMTP_URL, MAIL_FROM (README); no private addresses, no email when omitted. */
  outbox?: OutboxSettings;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  public: boolean;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options.logLevel ?? 'silent', options.logStream),
    ...serverTimeoutOptions(options.timeouts),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    genReqId: () => randomUUID(),
    logController: new RequestLog({ requestIdLogLabel: 'requestId' }),
    // Errors answered before routing, and shutting down, in the API's shape and headers.
    frameworkErrors: handleFrameworkError,
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  if (options.metrics) {
    // First, so requests refused by any later hook are counted too.
    registerRequestMetrics(app);
    watchDatabasePool((options.db as { $client?: unknown }).$client);
  }
  if (options.loadShedding) await registerLoadShedding(app, options.loadShedding);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler);
  // The API speaks JSON; any other body is refused with 415.
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app);
  const { onRoute } = options;
  if (onRoute) {
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        onRoute({ method, url: route.url, public: route.config?.public === true });
      }
    });
  }

  registerResponseHeaders(app);
  const trustProxy = options.trustProxy ?? false;
  if (trustProxy === false || (Array.isArray(trustProxy) && trustProxy.length === 0)) {
    warnOfUntrustedProxy(app);
  }
  // Before the routes: it applies to those registered after it.
  await registerCompression(app);

  // The OpenAPI document is generated from the same zod schemas that validate the requests.
  await app.register(swagger, {
    openapi: {
      info: { title: 'Coursedesk API', version: APP_VERSION },
      // The server as the website reaches it (PUBLIC_URL); else this server, wherever it is.
      servers: [
        options.publicUrl
          ? { url: options.publicUrl, description: 'The Coursedesk server' }
          : { url: '/', description: 'This server' },
      ],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    // Each operation's id, tag and error answers are set in one place (lib/openapi.ts).
    transform: describeOperation,
    transformObject: describeComponents,
  });

  // Before the auth hook: a website's preflight for /api/public/ is answered without a token.
  await registerSiteCors(app, options.siteOrigins ?? []);

  if (options.secretsKey) useSecretsKey(options.secretsKey);
  const tokens = createTokenSigner(options.jwtSecret);
  // Deny by default, before any route is added: the auth module's hook, which also answers how
  // the other modules end sessions.
  const sessions = await registerAuthentication(app, {
    db: options.db,
    tokens,
    users: usersFacade,
  });
  // A website's server naming itself with a site key, before any public route runs.
  registerSiteKeyCheck(app, options.db);
  // Who each request acts as, for the activity log (db/request-context.ts).
  registerRequestContext(app);
  // Cookies are read for sign-in and confirmation only (device cookies); sessions use tokens.
  await app.register(fastifyCookie);
  const deviceCookies = createDeviceCookies(options.jwtSecret);
  const context: ModuleContext = {
    db: options.db,
    tokens,
    sessions,
    users: usersFacade,
    courses: coursesFacade,
    company: companyFacade,
    deviceCookies,
    confirmation: createConfirmation(options.db, deviceCookies, usersFacade),
    collections: serverCollections,
    publicUrl: options.publicUrl,
    previewTokens: createPreviewTokens(options.jwtSecret),
    sitePreviewUrl: options.sitePreviewUrl,
    site: options.site,
    paymentWebhookSecret: options.paymentWebhookSecret,
    stripe: options.stripe,
    siteOrigins: options.siteOrigins ?? [],
    activityRetentionDays: options.activityRetentionDays ?? DEFAULT_ACTIVITY_RETENTION_DAYS,
    requireTwoFactor: options.requireTwoFactor ?? false,
    formBudgets: { ...DEFAULT_FORM_BUDGETS, ...options.formBudgets },
    customerPayments,
    couponRedemptions,
    outbox: options.outbox ?? { allowPrivate: false },
    goLives: goLivesFacade,
  };
  for (const appModule of appModules) await app.register(appModule, { ...context });

  if (options.metrics?.token) registerMetricsRoute(app, options.metrics.token);
  app.get(`${API_BASE_PATH}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
  // The public part on its own, for a website's client: no token needed.
  let publicOpenapi: Record<string, unknown> | undefined;
  app.get(
    `${PUBLIC_BASE_PATH}/openapi.json`,
    { schema: { hide: true }, config: { public: true } },
    async (_request, reply) => {
      publicOpenapi ??= publicDocument(app.swagger() as unknown as Record<string, unknown>);
      reply.header('cache-control', PUBLIC_CACHE_CONTROL);
      return publicOpenapi;
    },
  );

  await registerWebApp(app, options.webDir);
  return app;
}
