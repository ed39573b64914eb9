import { API_BASE_PATH } from '@coursedesk/contract/constants';
import type { AppModule } from '../module.ts';
import { authRoutes } from './routes.ts';
import { createAuthService } from './service.ts';

/**
 * Signing in and out, and the profile of the signed-in admin. The check of every request's token
 * is the auth module's too, added by app.ts before any module (`registerAuthentication`).
 */
export const authModule: AppModule = async (
  app,
  { db, tokens, sessions, deviceCookies, confirmation },
) => {
  await app.register(authRoutes, {
    prefix: API_BASE_PATH,
    auth: createAuthService(db, tokens, sessions, deviceCookies),
    confirmation,
  });
};
