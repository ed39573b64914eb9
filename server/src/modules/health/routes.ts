import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HealthService } from './service.ts';

const healthResponse = z.object({ success: z.literal(true), status: z.literal('ok') });
const readyResponse = z.object({ success: z.literal(true), status: z.literal('ready') });

/** Public, never shed under load: a balancer must be able to ask while the server is busy. */
const probe = { public: true, loadShedding: false } as const;

export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (
  app,
  { health },
) => {
  // Liveness: the process answers and so does its database.
  app.get('/health', { config: probe, schema: { response: { 200: healthResponse } } }, async () => {
    await health.check();
    return { success: true as const, status: 'ok' as const };
  });
  // Readiness: send it traffic. 503 while migrations are incomplete and while it shuts down
  // (every request is refused then: lib/error-handler.ts).
  app.get('/ready', { config: probe, schema: { response: { 200: readyResponse } } }, async () => {
    await health.ready();
    return { success: true as const, status: 'ready' as const };
  });
};
