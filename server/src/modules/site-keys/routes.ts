import {
  createdSiteKeyResponse,
  siteKeyInput,
  siteKeyListResponse,
  siteKeyMessages,
  siteKeyParams,
  siteKeyResponse,
} from '@coursedesk/contract/site-keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SiteKeysService } from './service.ts';

const tags = ['Site keys'];

/** The site keys' list, create and revoke, for signed-in admins only (docs/website-api.md). */
export const siteKeyRoutes: FastifyPluginAsyncZod<{ siteKeys: SiteKeysService }> = async (
  app,
  { siteKeys },
) => {
  app.get(
    '/admin/site-keys',
    { schema: { tags, response: { 200: siteKeyListResponse } } },
    async () => ({
      success: true as const,
      message: siteKeyMessages.listed,
      data: await siteKeys.list(),
    }),
  );

  app.post(
    '/admin/site-keys',
    { schema: { tags, body: siteKeyInput, response: { 201: createdSiteKeyResponse } } },
    async (request, reply) =>
      reply.code(201).send({
        success: true as const,
        message: siteKeyMessages.created,
        data: await siteKeys.create(request.body),
      }),
  );

  app.post(
    '/admin/site-keys/:id/revoke',
    { schema: { tags, params: siteKeyParams, response: { 200: siteKeyResponse } } },
    async (request) => ({
      success: true as const,
      message: siteKeyMessages.revoked,
      data: await siteKeys.revoke(request.params.id),
    }),
  );
};
