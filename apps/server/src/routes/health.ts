import { healthResponseSchema } from '@codeconquer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';

/** GET /api/health: ok once the database answers (the app is only built after migrations ran). */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { response: { 200: healthResponseSchema } } }, async () => {
    await app.ctx.db.execute(sql`select 1`);
    return { status: 'ok' as const };
  });
};
