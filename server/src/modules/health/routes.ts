import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';

const healthResponse = z.object({ success: z.literal(true), status: z.literal('ok') });

export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/health',
    { config: { public: true }, schema: { response: { 200: healthResponse } } },
    async () => {
      try {
        await db.execute(sql`select 1`);
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE', 'Database unavailable');
      }
      return { success: true as const, status: 'ok' as const };
    },
  );
};
