import { API_BASE_PATH } from '@coursedesk/contract/constants';
import type { AppModule } from '../module.ts';
import { usersRoutes } from './routes.ts';
import { createUsersService } from './service.ts';

/**
 * User management, one's own password and the notices of changes other admins made to one's
 * account; a new role or password ends the user's sessions (auth's `sessions`), and the changes
 * that can take an account ask the admin to confirm their password (auth's `confirmation`).
 */
export const usersModule: AppModule = async (
  app,
  { db, sessions, confirmation, requireTwoFactor },
) => {
  await app.register(usersRoutes, {
    prefix: API_BASE_PATH,
    users: createUsersService(db, sessions, confirmation, { requireTwoFactor }),
  });
};
