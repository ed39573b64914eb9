import { API_BASE_PATH } from '@coursedesk/contract/constants';
import type { AppModule } from '../module.ts';
import { authRoutes } from './routes.ts';
import { createAuthService } from './service.ts';
import { createSessionListService } from './session-list.ts';
import { createTwoFactorService } from './two-factor.ts';

/**
 * Signing in and out, two-factor sign-in, the signed-in admin's profile and sessions. The check of
 * every request's token is the auth module's too, added by app.ts before any module
 * (`registerAuthentication`).
 */
export const authModule: AppModule = async (
  app,
  { db, tokens, sessions, users, deviceCookies, confirmation, requireTwoFactor },
) => {
  await app.register(authRoutes, {
    prefix: API_BASE_PATH,
    auth: createAuthService(db, tokens, sessions, deviceCookies, users, { requireTwoFactor }),
    twoFactor: createTwoFactorService(db, confirmation, deviceCookies, users, {
      requireTwoFactor,
    }),
    sessionList: createSessionListService(db, sessions, confirmation),
    confirmation,
  });
};
