import {
  authMessages,
  confirmInput,
  loginInput,
  loginResponse,
  profileResponse,
} from '@coursedesk/contract/auth';
import { messageOnly } from '@coursedesk/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEVICE_COOKIE_MAX_AGE_SECONDS, DEVICE_COOKIE_PATH } from '../../lib/device-cookies.ts';
import { requireAuth } from '../../lib/request-auth.ts';
import type { Confirmation } from '../module.ts';
import type { AuthService } from './service.ts';

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  confirmation: Confirmation;
}> = async (app, { auth, confirmation }) => {
  app.post(
    '/auth/login',
    { config: { public: true }, schema: { body: loginInput, response: { 200: loginResponse } } },
    async (request, reply) => {
      const { deviceCookie, ...data } = await auth.login(request.body, {
        address: request.ip,
        cookies: request.cookies,
      });
      // Only the sign-in calls read it; scripts cannot (docs/security.md, "Device cookies").
      reply.setCookie(deviceCookie.name, deviceCookie.value, {
        path: DEVICE_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: request.protocol === 'https',
        maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
      });
      return { success: true as const, message: authMessages.loginSuccess, data };
    },
  );

  app.post(
    '/auth/confirm',
    { schema: { body: confirmInput, response: { 200: messageOnly } } },
    async (request) => {
      await confirmation.confirm(requireAuth(request), request.body.password, {
        address: request.ip,
        cookies: request.cookies,
      });
      return { success: true as const, message: authMessages.confirmed };
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
