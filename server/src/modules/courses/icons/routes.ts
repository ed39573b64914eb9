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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addCreateRoute, addListRoute, addRecordRoutes } from '../../../lib/record-routes.ts';
import type { IconService } from './service.ts';

const iconParams = z.object({ id: z.uuid({ error: M.iconNotFound }) });
const iconNameParams = z.object({
  name: z.string({ error: M.iconNotFound }).min(1, M.iconNotFound).max(200, M.iconNotFound),
});

const ICON_TAGS = ['Course icons'];

/** /admin/course-icons for the editor's icon picker. */
export const iconRoutes: FastifyPluginAsyncZod<{ icons: IconService }> = async (app, { icons }) => {
  addListRoute(app, {
    path: '/admin/course-icons',
    tags: ICON_TAGS,
    querystring: courseIconListQuery,
    response: courseIconPageResponse,
    list: (query) => icons.pageIcons(query),
  });
  addCreateRoute(app, {
    path: '/admin/course-icons',
    tags: ICON_TAGS,
    body: courseIconInput,
    response: courseIconResponse,
    message: M.iconCreated,
    create: (body) => icons.createIcon(body),
  });
  addRecordRoutes(app, {
    path: '/admin/course-icons/:id',
    tags: ICON_TAGS,
    params: iconParams,
    response: courseIconResponse,
    get: ({ id }) => icons.getIcon(id),
    update: {
      body: courseIconInput,
      message: M.iconUpdated,
      save: ({ id }, body) => icons.updateIcon(id, body),
    },
    remove: { message: M.iconDeleted, delete: ({ id }) => icons.deleteIcon(id) },
  });
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
