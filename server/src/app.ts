import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { API_BASE_PATH, APP_VERSION } from '@coursedesk/contract/constants';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { LogLevel } from './config.ts';
import type { Database } from './db/client.ts';
import { registerAuthentication } from './lib/authentication.ts';
import { registerErrorHandler } from './lib/error-handler.ts';
import { AppError } from './lib/errors.ts';
import { type LogStream, loggerOptions } from './lib/log-serializers.ts';
import { RequestLog } from './lib/request-log.ts';
import { type ServerTimeouts, serverTimeoutOptions } from './lib/server-timeouts.ts';
import { createTokenSigner } from './lib/tokens.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createAuthService } from './modules/auth/service.ts';
import { collectionRoutes } from './modules/collections/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { createDashboardService } from './modules/dashboard/service.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { createUsersService } from './modules/users/service.ts';

export interface AppOptions {
  db: Database;
  jwtSecret: string;
  logLevel?: LogLevel;
  /** The built web app to serve; without it the server answers the API only. */
  webDir?: string;
  trustProxy?: boolean;
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

const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Toasts and dialogs set inline style attributes.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options.logLevel ?? 'silent', options.logStream),
    ...serverTimeoutOptions(options.timeouts),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy ?? false,
    genReqId: () => randomUUID(),
    logController: new RequestLog({ requestIdLogLabel: 'requestId' }),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
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

  await app.register(helmet, {
    contentSecurityPolicy,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (request.url.startsWith(API_BASE_PATH)) reply.header('cache-control', 'no-store');
  });

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

  const auth = createAuthService(options.db, createTokenSigner(options.jwtSecret));
  registerAuthentication(app, auth);

  const prefix = API_BASE_PATH;
  await app.register(healthRoutes, { prefix, db: options.db });
  await app.register(authRoutes, { prefix, auth });
  await app.register(usersRoutes, { prefix, users: createUsersService(options.db) });
  await app.register(dashboardRoutes, {
    prefix,
    dashboard: createDashboardService(options.db),
  });
  await app.register(collectionRoutes, { prefix, db: options.db });
  app.get(`${prefix}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());

  await registerWebApp(app, options.webDir);
  return app;
}

/** Serves the built React app, and its index page for any other GET so client routes work. */
async function registerWebApp(app: FastifyInstance, webDir: string | undefined): Promise<void> {
  const indexFile = webDir ? path.join(webDir, 'index.html') : undefined;
  const hasWebApp = indexFile !== undefined && fs.existsSync(indexFile);
  if (hasWebApp && webDir) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // Built assets carry a content hash in their names, so they never change.
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage =
      hasWebApp &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith(API_BASE_PATH);
    if (!wantsPage) throw new AppError('NOT_FOUND', 'Not found');
    return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
  });
}
