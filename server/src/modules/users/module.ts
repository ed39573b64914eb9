import { API_BASE_PATH } from '@coursedesk/contract/constants';
import type { AppModule } from '../module.ts';
import { usersRoutes } from './routes.ts';
import { createUsersService } from './service.ts';

/**
 * User management; a new role or password ends the user's sessions (auth's `sessions`), and the
 * sensitive changes ask the admin to confirm their password (auth's `confirmation`).
 */
export const usersModule: AppModule = async (app, { db, sessions, confirmation }) => {
  await app.register(usersRoutes, {
    prefix: API_BASE_PATH,
    users: createUsersService(db, sessions, confirmation),
  });
};
