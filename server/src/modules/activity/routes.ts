import {
  activityExportQuery,
  activityListQuery,
  activityListResponse,
  activityMessages,
} from '@coursedesk/contract/activity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportFilename, sendCsv } from '../../lib/csv.ts';
import type { ActivityService } from './service.ts';

const tags = ['Activity'];

/** The activity log (docs/activity.md), for signed-in admins only, like every non-public route. */
export const activityRoutes: FastifyPluginAsyncZod<{ activity: ActivityService }> = async (
  app,
  { activity },
) => {
  app.get(
    '/admin/activity',
    { schema: { tags, querystring: activityListQuery, response: { 200: activityListResponse } } },
    async (request) => ({
      success: true as const,
      message: activityMessages.listed,
      data: await activity.list(request.query),
    }),
  );

  app.get(
    '/admin/activity/export',
    { schema: { tags, querystring: activityExportQuery } },
    async (request, reply) =>
      sendCsv(reply, exportFilename('activity'), activity.export(request.query)),
  );
};
