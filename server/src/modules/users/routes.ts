import { messageOnly } from '@coursedesk/contract/envelope';
import { pagedAnswer } from '@coursedesk/contract/list';
import {
  markNoticesReadInput,
  noticeListResponse,
  noticeMessages,
} from '@coursedesk/contract/notices';
import {
  createUserInput,
  ownPasswordInput,
  ownPasswordResponse,
  passwordChangeStatusResponse,
  updateUserInput,
  userIdParams,
  userListQuery,
  userListResponse,
  userMessages,
  userResponse,
  userStatsResponse,
} from '@coursedesk/contract/users';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ifMatchOf, withEtag } from '../../lib/record-version.ts';
import { requireAuth } from '../../lib/request-auth.ts';
import type { Caller, UsersService } from './service.ts';

const caller = (request: FastifyRequest): Caller => ({
  auth: requireAuth(request),
  client: {
    address: request.ip,
    cookies: request.cookies,
    userAgent: request.headers['user-agent'],
  },
});

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (
  app,
  { users },
) => {
  app.get(
    '/auth/users',
    { schema: { querystring: userListQuery, response: { 200: userListResponse } } },
    async (request) => pagedAnswer(await users.listUsers(request.query)),
  );

  app.get('/auth/users/stats', { schema: { response: { 200: userStatsResponse } } }, async () => ({
    success: true as const,
    data: await users.stats(),
  }));

  app.post(
    '/auth/users',
    { schema: { body: createUserInput, response: { 201: userResponse } } },
    async (request, reply) => {
      const data = await users.createUser(request.body, caller(request));
      return reply.code(201).send({ success: true, message: userMessages.userCreated, data });
    },
  );

  app.get(
    '/auth/users/:id',
    { schema: { params: userIdParams, response: { 200: userResponse } } },
    async (request, reply) => ({
      success: true as const,
      data: withEtag(reply, await users.getUser(request.params.id)),
    }),
  );

  app.put(
    '/auth/users/:id',
    { schema: { params: userIdParams, body: updateUserInput, response: { 200: userResponse } } },
    async (request, reply) => {
      const ifMatch = ifMatchOf(request);
      const saved = await users.updateUser(
        request.params.id,
        request.body,
        caller(request),
        ifMatch,
      );
      return {
        success: true as const,
        message: userMessages.userUpdated,
        data: withEtag(reply, saved),
      };
    },
  );

  // The signed-in admin's own password and notices. A session limited to choosing a new password
  // (one another admin set) may call these, and nothing else but its profile and sign-out; one
  // limited to setting up two-factor sign-in may read them too.
  app.get(
    '/auth/password-change',
    {
      config: { limitedSessions: ['password_change', 'two_factor_setup'] },
      schema: { response: { 200: passwordChangeStatusResponse } },
    },
    async (request) => ({
      success: true as const,
      data: await users.passwordChangeStatus(caller(request)),
    }),
  );

  app.post(
    '/auth/password',
    {
      config: { limitedSessions: ['password_change'] },
      schema: { body: ownPasswordInput, response: { 200: ownPasswordResponse } },
    },
    async (request) => ({
      success: true as const,
      message: userMessages.passwordChanged,
      data: await users.changeOwnPassword(caller(request), request.body),
    }),
  );

  app.get(
    '/auth/notices',
    {
      config: { limitedSessions: ['password_change', 'two_factor_setup'] },
      schema: { response: { 200: noticeListResponse } },
    },
    async (request) => ({ success: true as const, data: await users.listNotices(caller(request)) }),
  );

  app.post(
    '/auth/notices/read',
    {
      config: { limitedSessions: ['password_change', 'two_factor_setup'] },
      schema: { body: markNoticesReadInput, response: { 200: messageOnly } },
    },
    async (request) => {
      await users.markNoticesRead(caller(request), request.body.ids);
      return { success: true as const, message: noticeMessages.read };
    },
  );

  app.delete(
    '/auth/users/:id',
    { schema: { params: userIdParams, response: { 200: messageOnly } } },
    async (request) => {
      await users.deleteUser(caller(request), request.params.id, ifMatchOf(request));
      return { success: true as const, message: userMessages.userDeleted };
    },
  );
};
