import {
  authMessages,
  confirmInput,
  loginInput,
  loginResponse,
  loginSessionResponse,
  loginTwoFactorInput,
  profileResponse,
  sessionIdParams,
  sessionListResponse,
  twoFactorDisableInput,
  twoFactorEnableInput,
  twoFactorEnableResponse,
  twoFactorSetupInput,
  twoFactorSetupResponse,
  twoFactorStatusResponse,
} from '@coursedesk/contract/auth';
import { messageOnly } from '@coursedesk/contract/envelope';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEVICE_COOKIE_MAX_AGE_SECONDS, DEVICE_COOKIE_PATH } from '../../lib/device-cookies.ts';
import { requireAuth } from '../../lib/request-auth.ts';
import type { Confirmation, SignInClient } from '../module.ts';
import type { AuthService, StartedSession } from './service.ts';
import type { SessionListService } from './session-list.ts';
import type { TwoFactorService } from './two-factor.ts';

const clientOf = (request: FastifyRequest): SignInClient => ({
  address: request.ip,
  cookies: request.cookies,
  userAgent: request.headers['user-agent'],
});

/** The session's answer; the device cookie goes in a header, never in the body. */
function sessionReply(request: FastifyRequest, reply: FastifyReply, started: StartedSession) {
  const { deviceCookie, ...data } = started;
  // Only the sign-in calls read it; scripts cannot (docs/security.md, "Device cookies").
  reply.setCookie(deviceCookie.name, deviceCookie.value, {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
  return { success: true as const, message: authMessages.loginSuccess, data };
}

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  twoFactor: TwoFactorService;
  sessionList: SessionListService;
  confirmation: Confirmation;
}> = async (app, { auth, twoFactor, sessionList, confirmation }) => {
  app.post(
    '/auth/login',
    { config: { public: true }, schema: { body: loginInput, response: { 200: loginResponse } } },
    async (request, reply) => {
      const result = await auth.login(request.body, clientOf(request));
      if ('twoFactorRequired' in result) {
        return { success: true as const, message: authMessages.codeRequired, data: result };
      }
      return sessionReply(request, reply, result);
    },
  );

  app.post(
    '/auth/login/2fa',
    {
      config: { public: true },
      schema: {
        body: loginTwoFactorInput,
        response: { 200: loginSessionResponse },
      },
    },
    async (request, reply) =>
      sessionReply(request, reply, await auth.loginTwoFactor(request.body, clientOf(request))),
  );

  app.post(
    '/auth/confirm',
    {
      config: { limitedSessions: ['two_factor_setup', 'password_change'] },
      schema: { body: confirmInput, response: { 200: messageOnly } },
    },
    async (request) => {
      await confirmation.confirm(requireAuth(request), request.body.password, clientOf(request));
      return { success: true as const, message: authMessages.confirmed };
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { limitedSessions: ['two_factor_setup', 'password_change'] },
      schema: { response: { 200: messageOnly } },
    },
    async (request) => {
      await auth.logout(requireAuth(request));
      return { success: true as const, message: authMessages.logoutSuccess };
    },
  );

  app.get(
    '/auth/profile',
    {
      config: { limitedSessions: ['two_factor_setup', 'password_change'] },
      schema: { response: { 200: profileResponse } },
    },
    async (request) => {
      return { success: true as const, data: requireAuth(request).user };
    },
  );

  app.get(
    '/auth/2fa',
    {
      config: { limitedSessions: ['two_factor_setup'] },
      schema: { response: { 200: twoFactorStatusResponse } },
    },
    async (request) => ({
      success: true as const,
      data: await twoFactor.status(requireAuth(request)),
    }),
  );

  app.post(
    '/auth/2fa/setup',
    {
      config: { limitedSessions: ['two_factor_setup'] },
      schema: { body: twoFactorSetupInput, response: { 200: twoFactorSetupResponse } },
    },
    async (request) => ({
      success: true as const,
      message: authMessages.twoFactorSetUp,
      data: await twoFactor.setup(
        requireAuth(request),
        clientOf(request),
        request.body.currentPassword,
      ),
    }),
  );

  app.post(
    '/auth/2fa/enable',
    {
      config: { limitedSessions: ['two_factor_setup'] },
      schema: {
        body: twoFactorEnableInput,
        response: { 200: twoFactorEnableResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: authMessages.twoFactorEnabled,
      data: { recoveryCodes: await twoFactor.enable(requireAuth(request), request.body.code) },
    }),
  );

  app.post(
    '/auth/2fa/disable',
    { schema: { body: twoFactorDisableInput, response: { 200: messageOnly } } },
    async (request) => {
      await twoFactor.disable(requireAuth(request), clientOf(request), request.body);
      return { success: true as const, message: authMessages.twoFactorDisabled };
    },
  );

  app.get(
    '/auth/sessions',
    { schema: { response: { 200: sessionListResponse } } },
    async (request) => ({
      success: true as const,
      data: await sessionList.list(requireAuth(request)),
    }),
  );

  app.delete(
    '/auth/sessions/:id',
    { schema: { params: sessionIdParams, response: { 200: messageOnly } } },
    async (request) => {
      await sessionList.revoke(requireAuth(request), clientOf(request), request.params.id);
      return { success: true as const, message: authMessages.sessionRevoked };
    },
  );

  app.post(
    '/auth/sessions/revoke-others',
    { schema: { response: { 200: messageOnly } } },
    async (request) => {
      await sessionList.revokeOthers(requireAuth(request), clientOf(request));
      return { success: true as const, message: authMessages.otherSessionsRevoked };
    },
  );
};
