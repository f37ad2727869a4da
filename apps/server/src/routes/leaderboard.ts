/** The leaderboard (docs/leaderboard.md): public, like the page (the web app blurs it for guests). */
import { leaderboardQuerySchema, leaderboardResponseSchema } from '@codeconquer/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const leaderboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/leaderboard',
    { schema: { querystring: leaderboardQuerySchema, response: { 200: leaderboardResponseSchema } } },
    async (request) => app.ctx.leaderboard.page(request.query),
  );
};
