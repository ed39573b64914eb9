import { dashboardMessages, dashboardStatsResponse } from '@coursedesk/contract/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DashboardService } from './service.ts';

export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (
  app,
  { dashboard },
) => {
  app.get(
    '/admin/dashboard/stats',
    { schema: { tags: ['Dashboard'], response: { 200: dashboardStatsResponse } } },
    async () => ({
      success: true as const,
      message: dashboardMessages.loaded,
      data: await dashboard.stats(),
    }),
  );
};
