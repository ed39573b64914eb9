import { envelope } from '@coursedesk/contract/envelope';
import { previewToken, previewTokenRequest, siteSettings } from '@coursedesk/contract/publishing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { createPreviewService } from './service.ts';

const TAGS = ['Publishing'];

/**
 * POST /admin/preview-tokens: a preview token for one draft or scheduled record.
 * GET /admin/site-settings: what the editors need to know of the site (SITE_PREVIEW_URL set?).
 */
export const previewRoutes: FastifyPluginAsyncZod<{
  service: ReturnType<typeof createPreviewService>;
  previewUrlSet: boolean;
}> = async (app, { service, previewUrlSet }) => {
  app.post(
    '/admin/preview-tokens',
    {
      schema: { tags: TAGS, body: previewTokenRequest, response: { 201: envelope(previewToken) } },
    },
    async (request, reply) => {
      const data = await service.issue(request.body.type, request.body.id);
      return reply.code(201).send({ success: true, data });
    },
  );
  app.get(
    '/admin/site-settings',
    { schema: { tags: TAGS, response: { 200: envelope(siteSettings) } } },
    async () => ({ success: true as const, data: { previewUrl: previewUrlSet } }),
  );
};
