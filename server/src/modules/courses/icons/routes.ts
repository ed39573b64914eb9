import {
  courseIconInput,
  courseIconListQuery,
  courseIconListResponse,
  courseIconPageResponse,
  courseIconResponse,
  iconMapResponse,
  iconResponse,
  courseMessages as M,
  normalizeIconName,
} from '@coursedesk/contract/courses';
import { messageOnly } from '@coursedesk/contract/envelope';
import { pagedAnswer } from '@coursedesk/contract/list';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { IconService } from './service.ts';

const iconParams = z.object({ id: z.uuid({ error: M.iconNotFound }) });
const iconNameParams = z.object({
  name: z.string({ error: M.iconNotFound }).min(1, M.iconNotFound).max(200, M.iconNotFound),
});

const ICON_TAGS = ['Course icons'];

/** /admin/course-icons for the editor's icon picker. */
export const iconRoutes: FastifyPluginAsyncZod<{ icons: IconService }> = async (app, { icons }) => {
  app.get(
    '/admin/course-icons',
    {
      schema: {
        tags: ICON_TAGS,
        querystring: courseIconListQuery,
        response: { 200: courseIconPageResponse },
      },
    },
    async (request) => pagedAnswer(await icons.pageIcons(request.query)),
  );
  app.get(
    '/admin/course-icons/:id',
    { schema: { tags: ICON_TAGS, params: iconParams, response: { 200: courseIconResponse } } },
    async (request) => ({
      success: true as const,
      data: await icons.getIcon(request.params.id),
    }),
  );
  app.post(
    '/admin/course-icons',
    { schema: { tags: ICON_TAGS, body: courseIconInput, response: { 201: courseIconResponse } } },
    async (request, reply) => {
      const data = await icons.createIcon(request.body);
      return reply.code(201).send({ success: true, message: M.iconCreated, data });
    },
  );
  app.put(
    '/admin/course-icons/:id',
    {
      schema: {
        tags: ICON_TAGS,
        params: iconParams,
        body: courseIconInput,
        response: { 200: courseIconResponse },
      },
    },
    async (request) => ({
      success: true as const,
      message: M.iconUpdated,
      data: await icons.updateIcon(request.params.id, request.body),
    }),
  );
  app.delete(
    '/admin/course-icons/:id',
    { schema: { tags: ICON_TAGS, params: iconParams, response: { 200: messageOnly } } },
    async (request) => {
      await icons.deleteIcon(request.params.id);
      return { success: true as const, message: M.iconDeleted };
    },
  );
};

/** GET /icons, /icons/all and /icons/{name}: public, the website draws course icons with them. */
export const publicIconRoutes: FastifyPluginAsyncZod<{ icons: IconService }> = async (
  app,
  { icons },
) => {
  app.get(
    '/icons/all',
    {
      config: { public: true },
      schema: { tags: ICON_TAGS, security: [], response: { 200: courseIconListResponse } },
    },
    async () => ({ success: true as const, data: await icons.listIcons() }),
  );
  app.get(
    '/icons',
    {
      config: { public: true },
      schema: { tags: ICON_TAGS, security: [], response: { 200: iconMapResponse } },
    },
    async () => ({ success: true as const, data: await icons.iconMap() }),
  );
  app.get(
    '/icons/:name',
    {
      config: { public: true },
      schema: {
        tags: ICON_TAGS,
        security: [],
        params: iconNameParams,
        response: { 200: iconResponse },
      },
    },
    async (request) => {
      const icon = await icons.getIcon(normalizeIconName(request.params.name));
      return { success: true as const, data: { iconName: icon.iconName, iconPath: icon.iconPath } };
    },
  );
};
