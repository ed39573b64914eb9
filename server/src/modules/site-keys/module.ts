import { API_BASE_PATH } from '@coursedesk/contract/constants';
import { PUBLIC_BASE_PATH } from '@coursedesk/contract/public';
import { SITE_KEY_HEADER } from '@coursedesk/contract/site-keys';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { markTrustedSiteCaller } from '../../lib/site-keys.ts';
import type { AppModule } from '../module.ts';
import { siteKeyRoutes } from './routes.ts';
import { createSiteKeysService } from './service.ts';

/** The admin's site keys screen's routes (docs/website-api.md, "Site keys"). */
export const siteKeysModule: AppModule = async (app, { db }) => {
  await app.register(siteKeyRoutes, { prefix: API_BASE_PATH, siteKeys: createSiteKeysService(db) });
};

/**
 * On the root app, before the routes: a public request that carries `Coursedesk-Site-Key` is
 * either a trusted site caller from then on (lib/site-keys.ts), or refused with 401 when the key
 * is unknown or revoked. A request without the header is an ordinary visitor's.
 */
export function registerSiteKeyCheck(app: FastifyInstance, db: Database): void {
  const siteKeys = createSiteKeysService(db);
  app.addHook('onRequest', async (request) => {
    const key = request.headers[SITE_KEY_HEADER];
    if (key === undefined || !request.url.startsWith(`${PUBLIC_BASE_PATH}/`)) return;
    const result = await siteKeys.check(String(key), (error) =>
      request.log.error({ err: error }, 'noting a site key use failed'),
    );
    if (!result.valid) throw new AppError('UNAUTHENTICATED', result.reason);
    markTrustedSiteCaller(request, result.keyId);
  });
}
