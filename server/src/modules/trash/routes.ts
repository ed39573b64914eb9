import { messageOnly } from '@coursedesk/contract/envelope';
import {
  trashMessages as M,
  trashEntryParams,
  trashListQuery,
  trashListResponse,
  trashRestoreResponse,
} from '@coursedesk/contract/trash';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TrashService } from './service.ts';

const tags = ['Trash'];

/** The trash (docs/trash.md), for signed-in admins only, like every non-public route. */
export const trashRoutes: FastifyPluginAsyncZod<{ trash: TrashService }> = async (
  app,
  { trash },
) => {
  app.get(
    '/admin/trash',
    { schema: { tags, querystring: trashListQuery, response: { 200: trashListResponse } } },
    async (request) => ({
      success: true as const,
      message: M.listed,
      data: await trash.list(request.query),
    }),
  );

  app.post(
    '/admin/trash/:id/restore',
    { schema: { tags, params: trashEntryParams, response: { 200: trashRestoreResponse } } },
    async (request) => {
      // The message says what the restore had to leave out, when it had to.
      const { restored, message } = await trash.restore(request.params.id);
      return { success: true as const, message, data: restored };
    },
  );

  app.delete(
    '/admin/trash/:id',
    { schema: { tags, params: trashEntryParams, response: { 200: messageOnly } } },
    async (request) => {
      await trash.purge(request.params.id);
      return { success: true as const, message: M.purged };
    },
  );
};
