import { randomUUID } from 'node:crypto';
import { API_BASE_PATH, APP_VERSION } from '@coursedesk/contract/constants';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { LogLevel } from './config.ts';
import type { Database } from './db/client.ts';
import { registerCompression } from './lib/compression.ts';
import { handleFrameworkError, registerErrorHandler } from './lib/error-handler.ts';
import { type LogStream, loggerOptions } from './lib/log-serializers.ts';
import { RequestLog } from './lib/request-log.ts';
import { registerResponseHeaders } from './lib/response-headers.ts';
import { compiledSerializerCompiler } from './lib/serializer.ts';
import { type ServerTimeouts, serverTimeoutOptions } from './lib/server-timeouts.ts';
import { createTokenSigner } from './lib/tokens.ts';
import { registerWebApp } from './lib/web-app.ts';
import { registerAuthentication } from './modules/auth/authentication.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createAuthService } from './modules/auth/service.ts';
import { blogsModule } from './modules/blogs/routes.ts';
import { collectionRoutes } from './modules/collections/routes.ts';
import { companyRoutes } from './modules/company/routes.ts';
import { couponsRoutes } from './modules/coupons/routes.ts';
import { createCouponsService } from './modules/coupons/service.ts';
import { coursesModule } from './modules/courses/routes.ts';
import { customersRoutes } from './modules/customers/routes.ts';
import { createCustomersService } from './modules/customers/service.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { createDashboardService } from './modules/dashboard/service.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { inquiriesRoutes } from './modules/inquiries/routes.ts';
import { createInquiriesService } from './modules/inquiries/service.ts';
import { paymentsRoutes } from './modules/payments/routes.ts';
import { createPaymentsService } from './modules/payments/service.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { createUsersService } from './modules/users/service.ts';
import { uploadsModule } from './uploads/module.ts';

export interface AppOptions {
  db: Database;
  jwtSecret: string;
  logLevel?: LogLevel;
  /** The built web app to serve; without it the server answers the API only. */
  webDir?: string;
  /** Fastify's `trustProxy` (see TRUST_PROXY in the README); default: trust no proxy. */
  trustProxy?: boolean | string[];
  /** Where log lines go (standard output when omitted); the tests capture them. */
  logStream?: LogStream;
  /** Limits on slow clients; the defaults close any within 30 s (tests shorten them). */
  timeouts?: Partial<ServerTimeouts>;
  /** Told of every route as it is registered (the tests walk them all). */
  onRoute?: (route: RegisteredRoute) => void;
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
  // Before the routes: it applies to those registered after it.
  await registerCompression(app);

  // The OpenAPI document is generated from the same zod schemas that validate the requests.
  await app.register(swagger, {
    openapi: {
      info: { title: 'Coursedesk API', version: APP_VERSION },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });

  const tokens = createTokenSigner(options.jwtSecret);
  const sessions = await registerAuthentication(app, { db: options.db, tokens });
  const auth = createAuthService(options.db, tokens, sessions);

  const prefix = API_BASE_PATH;
  await app.register(healthRoutes, { prefix, db: options.db });
  await app.register(authRoutes, { prefix, auth });
  await app.register(usersRoutes, { prefix, users: createUsersService(options.db, sessions) });
  await app.register(dashboardRoutes, {
    prefix,
    dashboard: createDashboardService(options.db),
  });
  await app.register(collectionRoutes, { prefix, db: options.db });
  await app.register(uploadsModule, { db: options.db });
  await app.register(coursesModule, { db: options.db });
  await app.register(blogsModule, { db: options.db });
  await app.register(companyRoutes, { prefix, db: options.db });
  await app.register(customersRoutes, {
    prefix,
    customers: createCustomersService(options.db),
  });
  await app.register(inquiriesRoutes, {
    prefix,
    inquiries: createInquiriesService(options.db),
  });
  await app.register(couponsRoutes, { prefix, coupons: createCouponsService(options.db) });
  await app.register(paymentsRoutes, { prefix, payments: createPaymentsService(options.db) });
  app.get(`${prefix}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());

  await registerWebApp(app, options.webDir);
  return app;
}
