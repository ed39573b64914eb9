import {
  authMessages,
  loginInput,
  loginResponse,
  profileResponse,
} from '@coursedesk/contract/auth';
import { messageOnly } from '@coursedesk/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../lib/request-auth.ts';
import type { AuthService } from './service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/auth/login',
    { config: { public: true }, schema: { body: loginInput, response: { 200: loginResponse } } },
    async (request) => {
      const data = await auth.login(request.body, request.ip);
      return { success: true as const, message: authMessages.loginSuccess, data };
    },
  );

  app.post('/auth/logout', { schema: { response: { 200: messageOnly } } }, async (request) => {
    await auth.logout(requireAuth(request));
    return { success: true as const, message: authMessages.logoutSuccess };
  });

  app.get('/auth/profile', { schema: { response: { 200: profileResponse } } }, async (request) => {
    return { success: true as const, data: requireAuth(request).user };
  });
};
