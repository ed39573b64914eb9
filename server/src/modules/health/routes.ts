import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HealthService } from './service.ts';

const healthResponse = z.object({ success: z.literal(true), status: z.literal('ok') });

export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (
  app,
  { health },
) => {
  app.get(
    '/health',
    { config: { public: true }, schema: { response: { 200: healthResponse } } },
    async () => {
      await health.check();
      return { success: true as const, status: 'ok' as const };
    },
  );
};
